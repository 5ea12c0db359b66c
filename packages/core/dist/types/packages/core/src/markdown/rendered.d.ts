/** Mask values: a line of fenced code (its fences and frontmatter too), and a line an HTML comment hides. */
export declare const CODE = 1;
export declare const COMMENT = 2;
export interface Rendering {
    /** Per line (index = line - 1): 0 for text, else CODE or COMMENT. */
    mask: Uint8Array;
    /** The lines a comment covers only in part, by index: the comment's characters made spaces, so columns stay. */
    blanked: Map<number, string>;
}
/** A setext heading: `line` is its text's first line, `underline` the `===` / `---` line (1-based). */
export interface SetextHeading {
    level: number;
    text: string;
    line: number;
    underline: number;
}
export declare const HASH: number, BACKTICK: number, TILDE: number;
/** Whether the line's first character after at most three spaces is `a` or `b`: most lines open no heading or fence, and this is cheaper than a regex. */
export declare function opensWith(line: string, a: number, b?: number): boolean;
/** A line that starts a block of its own, so ends a paragraph (and an inline comment left open in it). */
export declare function startsBlock(line: string): boolean;
/** A block that is one line, so continues into no next line: an ATX heading, a table row, a setext underline or a thematic break. */
export declare function oneLineBlock(line: string): boolean;
/**
 * The rendering of `lines` from index `from` on (the lines before are frontmatter, masked as code).
 * Fenced code, fences included, is CODE. An HTML comment block (a line opening with `<!--`, to the
 * line holding `-->`, or to the end when none does) is COMMENT. A comment opening inside a line is
 * blanked to its `-->`; one left open spans the next lines while its paragraph goes on (no blank line,
 * heading, fence, list item or quote before the `-->`): those lines are COMMENT, the closing one is
 * blanked up to it. A paragraph that ends first leaves the `<!--` literal, as CommonMark reads it;
 * so does a heading or table row, which holds one line. A line a comment blanks wholly is COMMENT.
 */
export declare function renderLines(lines: string[], from: number, text?: string): Rendering;
/**
 * Setext headings: a paragraph underlined with `===` (level 1) or `---` (level 2). A `---` after a
 * blank line, a list item, a quote, a table, a heading or code is a thematic break, and the `---`
 * closing a block that opens the file is a frontmatter delimiter, so neither underlines anything.
 * The text is the paragraph's lines joined, its backslash escapes rendered (`1\. Diff summary`: `1. Diff summary`).
 */
export declare function setextHeadings(lines: string[], r: Rendering, from: number): SetextHeading[];
/**
 * Inline text as markdown renders its backslash escapes: `1\. Diff summary` reads `1. Diff summary` (the escape
 * that keeps a numbered title from being a list item). Inside a code span a backslash is literal. One pass.
 */
export declare function unescaped(text: string): string;
