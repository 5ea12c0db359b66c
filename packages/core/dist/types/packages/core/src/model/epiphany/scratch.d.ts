/** state/scratch.md. */
import type { Heading, MarkdownDoc } from '../../markdown/document.js';
/**
 * The headings of scratch.md in file order: those of the markdown model's protocol reading (ATX
 * `# x` and setext, a paragraph underlined with `===` or `---`), and ATX headings inside block
 * quotes (`> # x`), which it does not index. Code fences, HTML comments and frontmatter hold none.
 */
export declare function scratchHeadings(doc: MarkdownDoc): Heading[];
/** A line of text at the left margin of scratch.md: where a label line (`Subgoal: x`, `**Subgoal: x**`) stands. */
export interface ScratchTextLine {
    /** The line, trailing blanks cut. */
    text: string;
    line: number;
}
/**
 * Lines of text that start at the left margin, in file order: not indented (so no list item's
 * continuation or code), and no heading, heading underline, list item, block quote, code fence,
 * HTML comment or frontmatter. A rule reads labels written as lines of their own from these.
 */
export declare function scratchTextLines(doc: MarkdownDoc): ScratchTextLine[];
