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
  const lead = text.length - text.trimStart().length;
  const t = text.trim();
  if (!t.startsWith('|')) return undefined;
  const stop = lead + t.length;
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

/** A row's cell texts as GFM splits them, with or without its outer pipes (`| a | b |` or `a | b`). */
export function rowCellTexts(text: string): string[] {
  return tableRowCells(text.trimStart().startsWith('|') ? text : `|${text}`)!.map((c) => c.text);
}
