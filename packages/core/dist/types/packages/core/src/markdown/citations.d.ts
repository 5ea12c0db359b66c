import type { MarkdownDoc } from './document.js';
export interface CitedPath {
    /** The path as it will be probed (suffix `:45` and leading `./` stripped). */
    path: string;
    /** The text as cited. */
    raw: string;
    line: number;
    column: number;
}
/**
 * Paths a document cites: backtick-quoted strings that look like paths and
 * bare paths under the usual project roots (with `engagementRoots`, under the
 * engagement's own folders too). Illustration lines are skipped;
 * the future archive (`engagement-archived/`) is never cited evidence.
 */
/**
 * Citations read from one document, at most: a real handoff cites hundreds of paths, and a file of
 * two million took seconds and a gigabyte. Reading stops at the line where the limit is reached
 * (`cutAt`), and the checks that read them say so.
 */
export declare const MAX_CITED_PATHS = 50000;
/** The paths a document cites; `cutAt`: the line from which no more were read (MAX_CITED_PATHS). */
export type CitedPaths = CitedPath[] & {
    cutAt?: number;
};
export declare function citedPaths(doc: MarkdownDoc, range?: {
    start: number;
    end: number;
}, opts?: {
    engagementRoots?: boolean;
    illustrations?: 'line' | 'introduced';
    spaces?: boolean;
}): CitedPaths;
