/** Whitespace runs made one space, ends trimmed: how quotes and windows are compared. */
export declare const norm: (s: string) => string;
/** Whether a project-relative path climbs out of the project (`../x.md` from the root): a cited report is never looked for there. */
export declare function leavesProject(rel: string): boolean;
/** A report's lines whitespace-normalised and joined with single spaces, as a window is, with where each line starts. */
export interface Flat {
    text: string;
    /** `text` with its quotation marks made one, once a quote holding one is looked for (verbatimAt). */
    marks?: string;
    /** Offset in `text` of each non-blank line, ascending, and that line's number. */
    starts: number[];
    lines: number[];
}
export declare function flatten(lines: readonly string[]): Flat;
/** The line holding offset `at` of a flattened report (the last line starting at or before it). */
export declare function lineAt(flat: Flat, at: number): number;
/**
 * Work one run of the rule may spend searching the cited windows, in 64-character steps of a
 * substring search or of normalising a window, window tokens read, and comparisons of run ends with
 * token ends: crafted quotes, or many citations of a huge line, could otherwise take minutes.
 */
export declare const SEARCH_BUDGET = 2000000;
/** Characters of normalised windows kept for the citations that follow. */
export declare const MAX_CACHED: number;
/** Takes a substring search (or a normalisation) over `chars` characters from the budget; false once it is spent. */
export declare const spendChars: (budget: {
    left: number;
}, chars: number) => boolean;
/** Whether some 5 consecutive `words` are a substring of `window`, within the budget (see looseMatch); exported for its tests. */
export declare function looseMatchIn(window: string, tokens: () => string[], words: string[], budget: {
    left: number;
}): boolean | 'unchecked';
