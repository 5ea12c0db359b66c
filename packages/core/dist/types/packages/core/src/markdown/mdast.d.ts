import type { Root } from 'mdast';
/** Parses markdown and shifts every position by `lineOffset` lines. */
export declare function parseMarkdown(text: string, lineOffset: number): Root;
