import type { Root } from '../../../../vendor/mdast.js';
/** Parses markdown and shifts every position by `lineOffset` lines. */
export declare function parseMarkdown(text: string, lineOffset: number): Root;
