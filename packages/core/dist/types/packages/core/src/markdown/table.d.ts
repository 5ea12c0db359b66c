/** A cell of a markdown table row, with the 1-based column where its text starts. */
export interface TableCell {
    text: string;
    column: number;
}
/** The cells of a table row `| a | b |` (the closing pipe optional), with their columns; undefined when the line does not start with `|`. */
export declare function tableRowCells(text: string): TableCell[] | undefined;
