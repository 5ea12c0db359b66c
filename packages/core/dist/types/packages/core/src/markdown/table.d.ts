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
export declare const MAX_ROW_CELLS = 1000;
/**
 * The cells of a table row `| a | b |` (the closing pipe optional), with their columns; undefined when
 * the line does not start with `|`. As in GFM, a backslash escapes the character after it, so `\|`
 * is a pipe inside a cell (`dict \| None`), not a cell boundary; `\\|` is an escaped backslash, then one.
 * At most MAX_ROW_CELLS cells: the rest of a longer row is not read.
 */
export declare function tableRowCells(text: string): TableCell[] | undefined;
/** The trimmed cell texts of a table row (tableRowCells without the columns), undefined for no row. */
export declare function tableRowTexts(text: string): string[] | undefined;
/** A row's cells as GFM splits them, with or without its outer pipes (`| a | b |` or `a | b`); columns are the line's own. */
export declare function rowCells(text: string): TableCell[];
/** A row's cell texts as GFM splits them, with or without its outer pipes. */
export declare function rowCellTexts(text: string): string[];
