import type { Root } from '../../../../vendor/mdast.js';
/**
 * What remark (micromark) is given at most. Its emphasis, strikethrough and bracket resolution
 * walks back over the whole paragraph for each closing mark, so marks crowded into one paragraph
 * cost quadratic time (a 120 KB line of `*_a` took 374 s, of `~a` 135 s), as do words after an open
 * `[` (one `[` before 80 KB of `a a a` took 6.4 s); and every mark, escape,
 * code tick, HTML opener or table cell costs tens of times a plain character even spread out
 * (128 KB of `` `a `` took 1.5 s, 8,000 table cells 0.9 s). A text over any bound is refused, never
 * cut: the caller reports it. Measured on a slow, loaded 2-core machine, the worst text within all
 * the bounds and the callers' 1,000 lines / 128 KB parses in 0.2–0.4 s (0.55 s at worst), as 128 KB of
 * plain text does (0.3 s); a real §6 (a few dozen bullets of about twelve marks, a table of 50
 * rows) is far within them. The count errs high (see opensBlock), never low.
 */
export declare const MARKDOWN_BOUNDS: {
    /** `*`, `_`, `~`, `[`, `]` in one block: lines between blank lines or list items (1,024 `*a` parse in 60 ms). */
    readonly blockMarks: 1024;
    /** `*`, `_`, `~`, `[`, `]`, `` ` ``, `<`, `\`, `&` in the whole text (4,096 `*a` in four blocks parse in about 0.15 s). */
    readonly marks: 4096;
    /** `|` in the whole text: each table cell is a parse of its own (1,024 cells parse in about 0.1 s). */
    readonly pipes: 1024;
    /**
     * Words (runs of ASCII letters and digits, however separated) after a block's first `[` or `![`:
     * each may start an email autolink, which walks back to the open bracket (one `[` before 80 KB of
     * `a a a` took 6.4 s, of `a,a,a` as long), so per block (2,048 words: 16 ms) and in all (16,384: 0.12 s).
     */
    readonly blockWordsAfterBracket: 2048;
    readonly wordsAfterBracket: 16384;
};
/** A text remark is not given: `line` (positions shifted as parseMarkdown shifts them) is where a bound was passed. */
export declare class MarkdownRefused extends Error {
    readonly line: number;
    readonly name = "MarkdownRefused";
    constructor(line: number, message: string);
}
/**
 * Why `text` is not given to remark (MARKDOWN_BOUNDS), with the line (1-based, plus `lineOffset`)
 * where a bound was passed; undefined when it is within them. One pass over the characters.
 */
export declare function markdownRefusal(text: string, lineOffset?: number): MarkdownRefused | undefined;
/**
 * Parses markdown and shifts every position by `lineOffset` lines. Throws MarkdownRefused, before
 * any parse, for a text over MARKDOWN_BOUNDS: the caller reports it as it reports its own limits.
 */
export declare function parseMarkdown(text: string, lineOffset: number): Root;
