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
export declare function citedPaths(doc: MarkdownDoc, range?: {
    start: number;
    end: number;
}, opts?: {
    engagementRoots?: boolean;
}): CitedPath[];
