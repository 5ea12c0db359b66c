/**
 * The inline text of a document's paragraphs as markdown renders it: the lines of a paragraph joined
 * by a space (a soft line break), continuation lines without their indent, and emphasis markers
 * (`*`, `**`, `_`, `__`) dropped, so that `the **last**` over `attempt` reads "the last attempt".
 * Code spans stay as written, backticks and all: code is not prose. A link renders as its text and an
 * image as its alt text, their URLs not at all (see inline-links). Each character keeps the line and
 * column it came from. A few passes over each paragraph, none nested: linear in the text.
 */
import type { MarkdownDoc } from './document.js';
export interface InlineParagraph {
    /** The rendered text; lines joined by one space. */
    text: string;
    /** Per character of `text`: the 1-based line it came from. */
    line: Int32Array;
    /** Per character of `text`: its 0-based column on that line. */
    column: Int32Array;
    /** Where each of the paragraph's lines starts in `text`, in order. */
    starts: number[];
    /** The 1-based number of each of the paragraph's lines, in the order of `starts`. */
    lines: number[];
    /**
     * A piece of a paragraph too long to render at once: the part whose phrases it answers for, from `from` up to
     * `to` (line, 0-based column). The text around it is there for context; a phrase starting there is another piece's.
     */
    owned?: {
        from: [number, number];
        to?: [number, number];
    };
}
/** Whether the phrase starting at `index` of `p.text` is this paragraph's to report (see `owned`). */
export declare function ownsAt(p: InlineParagraph, index: number): boolean;
/**
 * The paragraphs of a document's body (headings, list items, quote lines and table rows too, each a
 * block of its own), outside code and HTML comments, in file order. A line hidden wholly by a comment
 * that opened inside the paragraph does not end it, as it renders as nothing. `worth` (not global):
 * only the paragraphs whose lines, joined and without `*` and `_`, it matches are rendered, a cheap
 * first pass for a caller looking for words.
 */
export declare function inlineParagraphs(doc: MarkdownDoc, worth?: RegExp): InlineParagraph[];
/** inlineParagraphs one at a time, in file order: a long document's paragraphs are not all held at once. */
export declare function eachInlineParagraph(doc: MarkdownDoc, worth: RegExp | undefined, visit: (p: InlineParagraph) => void): void;
