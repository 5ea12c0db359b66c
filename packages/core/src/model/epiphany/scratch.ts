/** state/scratch.md. */
import type { Heading, MarkdownDoc } from '../../markdown/document.js';

const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A setext underline: `===` makes a level-1 heading of the paragraph above it, `---` a level-2 one. */
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** A list item or block quote, which ends the paragraph above it. */
const INTERRUPT = /^ {0,3}(?:(?:[-*+]|\d{1,9}[.)])[ \t]|>)/;
/** Lines that open a block other than a paragraph (list item, block quote, indented code). */
const OTHER_BLOCK = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {4}|\t)/;

/**
 * The headings of scratch.md in file order: the ATX headings the markdown model reads (`# x`)
 * and setext ones (a paragraph underlined with `===` or `---`), which it does not. Code fences,
 * HTML comments and frontmatter hold none. One pass; `---` after a blank line is a rule, not a heading.
 */
export function scratchHeadings(doc: MarkdownDoc): Heading[] {
  const setext: Heading[] = [];
  const lines = doc.lines;
  const masked = doc.fenced;
  let paraStart = -1; // first line of the open paragraph, or -1
  let inOther = false; // inside a list item, block quote or code block: its lines are no paragraph
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (masked[i] || line.trim() === '') {
      paraStart = -1;
      inOther = false;
      continue;
    }
    const under = UNDERLINE.exec(line);
    if (under && paraStart >= 0) {
      const text = lines.slice(paraStart, i).map((l) => l.trim()).join(' ');
      setext.push({ level: under[1]![0] === '=' ? 1 : 2, text, line: paraStart + 1 });
      paraStart = -1;
      continue;
    }
    if (ATX.test(line)) {
      paraStart = -1;
      inOther = false;
    } else if (paraStart >= 0) {
      if (INTERRUPT.test(line)) {
        paraStart = -1;
        inOther = true;
      }
    } else if (!inOther) {
      if (OTHER_BLOCK.test(line)) inOther = true;
      else if (!under) paraStart = i;
    }
  }
  if (setext.length === 0) return doc.headings;
  return [...doc.headings, ...setext].sort((a, b) => a.line - b.line);
}
