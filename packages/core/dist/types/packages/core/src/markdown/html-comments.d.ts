/** One line with its comment text blanked. */
export interface CommentedLine {
    /** The line with every character of a comment replaced by a space, so columns stay; the line itself when no comment touches it. */
    text: string;
    /** A comment is still open at the end of the line. */
    open: boolean;
    /** 0-based index of the `<!--` that is still open at the end of the line, when it opened on this line. */
    opened?: number;
    /** Whether some comment text was blanked. */
    touched: boolean;
}
/**
 * `raw` with its HTML comment text blanked; `open` when a comment opened on an earlier line is
 * still open. Linear in the line: each search starts where the last one ended.
 */
export declare function blankComments(raw: string, open: boolean): CommentedLine;
