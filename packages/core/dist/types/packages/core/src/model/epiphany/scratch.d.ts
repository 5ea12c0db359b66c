/** state/scratch.md. */
import type { Heading, MarkdownDoc } from '../../markdown/document.js';
/**
 * The headings of scratch.md in file order: the ATX headings the markdown model reads (`# x`),
 * ATX headings inside block quotes (`> # x`) and setext ones (a paragraph underlined with `===`
 * or `---`), which it does not. Code fences, HTML comments and frontmatter hold none. One pass
 * each; `---` after a blank line is a rule, not a heading.
 */
export declare function scratchHeadings(doc: MarkdownDoc): Heading[];
