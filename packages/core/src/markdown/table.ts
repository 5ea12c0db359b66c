/** A cell of a markdown table row, with the 1-based column where its text starts. */
export interface TableCell {
  /** The cell's text as written (an escaped pipe stays `\|`), trimmed. */
  text: string;
  column: number;
}

/**
 * The cells of a table row `| a | b |` (the closing pipe optional), with their columns; undefined when
 * the line does not start with `|`. As in GFM, a backslash escapes the character after it, so `\|`
 * is a pipe inside a cell (`dict \| None`), not a cell boundary; `\\|` is an escaped backslash, then one.
 */
export function tableRowCells(text: string): TableCell[] | undefined {
  // Most lines asked are no row: their first character after the indent says so before anything is copied.
  const lead = text.search(/\S/);
  if (lead < 0 || text[lead] !== '|') return undefined;
  const stop = text.trimEnd().length;
  // The unescaped pipes after the leading one, in one pass.
  const pipes: number[] = [];
  for (let k = lead + 1; k < stop; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '|') pipes.push(k);
  }
  // A closing pipe is the row's last character, unescaped.
  const end = pipes.length && pipes[pipes.length - 1] === stop - 1 ? stop - 1 : stop;
  const cells: TableCell[] = [];
  let start = lead + 1;
  for (const k of [...pipes.filter((p) => p < end), end]) {
    const raw = text.slice(start, k);
    const inner = raw.trimStart();
    cells.push({ text: raw.trim(), column: start + raw.length - inner.length + 1 });
    start = k + 1;
  }
  return cells;
}

/** A row's cells as GFM splits them, with or without its outer pipes (`| a | b |` or `a | b`); columns are the line's own. */
export function rowCells(text: string): TableCell[] {
  const lead = text.length - text.trimStart().length;
  if (text.startsWith('|', lead)) return tableRowCells(text)!;
  // Split as the piped row it stands for; the pipe put in shifts each column by one.
  return tableRowCells(`${text.slice(0, lead)}|${text.slice(lead)}`)!.map((c) => ({ text: c.text, column: c.column - 1 }));
}

/** A row's cell texts as GFM splits them, with or without its outer pipes. */
export function rowCellTexts(text: string): string[] {
  return rowCells(text).map((c) => c.text);
}
