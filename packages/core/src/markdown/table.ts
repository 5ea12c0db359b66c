/** A cell of a markdown table row, with the 1-based column where its text starts. */
export interface TableCell {
  text: string;
  column: number;
}

/** The cells of a table row `| a | b |` (the closing pipe optional), with their columns; undefined when the line does not start with `|`. */
export function tableRowCells(text: string): TableCell[] | undefined {
  const lead = text.length - text.trimStart().length;
  const t = text.trim();
  if (!t.startsWith('|')) return undefined;
  const cells: TableCell[] = [];
  let start = lead + 1;
  const end = t.endsWith('|') && t.length > 1 ? lead + t.length - 1 : lead + t.length;
  for (let k = start; k <= end; k++) {
    if (k === end || text[k] === '|') {
      const raw = text.slice(start, k);
      const inner = raw.trimStart();
      cells.push({ text: raw.trim(), column: start + raw.length - inner.length + 1 });
      start = k + 1;
    }
  }
  return cells;
}
