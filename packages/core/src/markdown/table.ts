/** A cell of a markdown table row, with the 1-based column where its text starts. */
export interface TableCell {
  /** The cell's text as written (an escaped pipe stays `\|`), trimmed. */
  text: string;
  column: number;
}

/**
 * Cells read of one table row: no real table has more columns, and a crafted row of millions of `|`
 * would otherwise cost an object per cell in every rule that reads it. Past it the row's rest is not read
 * (GFM too drops a body row's cells past its header's).
 */
export const MAX_ROW_CELLS = 1000;

/**
 * Calls `cell(start, end)` for each cell of the row `| a | b |` (closing pipe optional), at most MAX_ROW_CELLS,
 * the bounds untrimmed; false when the line does not start with `|`. One pass, nothing allocated: the
 * readers below keep only what they need.
 */
function eachCell(text: string, cell: (start: number, end: number) => void): boolean {
  // Most lines asked are no row: their first character after the indent says so before anything is copied.
  const lead = text.search(/\S/);
  if (lead < 0 || text[lead] !== '|') return false;
  let stop = text.length;
  while (stop > lead && /\s/.test(text[stop - 1]!)) stop--;
  let start = lead + 1;
  let count = 0;
  for (let k = start; k < stop; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '|') {
      cell(start, k);
      // A closing pipe is the row's last character, unescaped: no cell after it.
      if (k === stop - 1 || ++count === MAX_ROW_CELLS) return true;
      start = k + 1;
    }
  }
  cell(start, stop);
  return true;
}

/**
 * The cells of a table row `| a | b |` (the closing pipe optional), with their columns; undefined when
 * the line does not start with `|`. As in GFM, a backslash escapes the character after it, so `\|`
 * is a pipe inside a cell (`dict \| None`), not a cell boundary; `\\|` is an escaped backslash, then one.
 * At most MAX_ROW_CELLS cells: the rest of a longer row is not read.
 */
export function tableRowCells(text: string): TableCell[] | undefined {
  const cells: TableCell[] = [];
  const row = eachCell(text, (start, end) => {
    const raw = text.slice(start, end);
    const inner = raw.trimStart();
    cells.push({ text: inner.trimEnd(), column: start + raw.length - inner.length + 1 });
  });
  return row ? cells : undefined;
}

/** The trimmed cell texts of a table row (tableRowCells without the columns), undefined for no row. */
export function tableRowTexts(text: string): string[] | undefined {
  const cells: string[] = [];
  // Copied to its size: an array grown by push keeps room for 17 items, and a table of 200,000 rows kept by the
  // document holds one per row (some 20 MB of room for nothing).
  return eachCell(text, (start, end) => cells.push(text.slice(start, end).trim())) ? cells.slice() : undefined;
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
  const lead = text.length - text.trimStart().length;
  return tableRowTexts(text.startsWith('|', lead) ? text : `${text.slice(0, lead)}|${text.slice(lead)}`)!;
}
