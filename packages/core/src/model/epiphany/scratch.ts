/** state/scratch.md. */
import type { Heading, MarkdownDoc } from '../../markdown/document.js';

const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A setext underline: `===` makes a level-1 heading of the paragraph above it, `---` a level-2 one. */
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** A list item or block quote, which ends the paragraph above it. */
const INTERRUPT = /^ {0,3}(?:(?:[-*+]|\d{1,9}[.)])[ \t]|>)/;
/** Lines that open a block other than a paragraph (list item, block quote, indented code). */
const OTHER_BLOCK = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {4}|\t)/;

/** A block quote's marker, with the one optional blank after it. */
const QUOTE = /^ {0,3}> ?/;
/** An ATX heading's opening `#`s (the text and an optional closing run are cut in code). */
const ATX_OPEN = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** A line's content inside its block quotes (nested ones too), or undefined for a line that opens with no `>`. */
function quoteContent(line: string): string | undefined {
  let m = QUOTE.exec(line);
  if (!m) return undefined;
  let rest = line;
  // Each marker removed shortens the line, so this ends within its length.
  while (m) {
    rest = rest.slice(m[0].length);
    m = QUOTE.exec(rest);
  }
  return rest;
}

/** A heading's text: blanks trimmed, a closing run of `#` after a blank dropped. */
function atxText(rest: string): string {
  const t = rest.trim();
  let j = t.length;
  while (j > 0 && t.charCodeAt(j - 1) === 35) j--;
  if (j < t.length && j > 0 && (t[j - 1] === ' ' || t[j - 1] === '\t')) return t.slice(0, j).trim();
  return t;
}

/**
 * ATX headings inside block quotes (`> # x`, which CommonMark reads as a heading in a quote), which
 * the markdown model does not index. A fence or an HTML comment opened inside a quote ends with it.
 */
function quotedHeadings(lines: string[], masked: Uint8Array): Heading[] {
  const out: Heading[] = [];
  let fence: string | undefined; // the open fence's run, inside the current quote
  let comment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const content = masked[i] || !line.includes('>') ? undefined : quoteContent(line);
    if (content === undefined) {
      fence = undefined;
      comment = false;
      continue;
    }
    if (comment) {
      if (content.includes('-->')) comment = false;
      continue;
    }
    if (fence) {
      const c = FENCE_CLOSE.exec(content);
      if (c && c[1]![0] === fence[0] && c[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    const f = FENCE_OPEN.exec(content);
    if (f) {
      fence = f[1];
      continue;
    }
    if (/^ {0,3}<!--/.test(content)) {
      comment = !content.slice(content.indexOf('<!--') + 4).includes('-->');
      continue;
    }
    const m = ATX_OPEN.exec(content);
    if (m) out.push({ level: m[1]!.length, text: atxText(content.slice(m[0].length)), line: i + 1 });
  }
  return out;
}

/**
 * Setext headings (a paragraph underlined with `===` or `---`), and a mask of the lines their
 * text spans. One pass; `---` after a blank line is a rule, not a heading.
 */
function setextHeadings(doc: MarkdownDoc): { headings: Heading[]; spans: Uint8Array } {
  const setext: Heading[] = [];
  const lines = doc.lines;
  const masked = doc.fenced;
  const spans = new Uint8Array(lines.length);
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
      spans.fill(1, paraStart, i);
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
  return { headings: setext, spans };
}

/**
 * The headings of scratch.md in file order: the ATX headings the markdown model reads (`# x`),
 * ATX headings inside block quotes (`> # x`) and setext ones (a paragraph underlined with `===`
 * or `---`), which it does not. Code fences, HTML comments and frontmatter hold none.
 */
export function scratchHeadings(doc: MarkdownDoc): Heading[] {
  const extra = [...setextHeadings(doc).headings, ...quotedHeadings(doc.lines, doc.fenced)];
  if (extra.length === 0) return doc.headings;
  return [...doc.headings, ...extra].sort((a, b) => a.line - b.line);
}

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
export function scratchTextLines(doc: MarkdownDoc): ScratchTextLine[] {
  const { spans } = setextHeadings(doc);
  const masked = doc.fenced;
  const out: ScratchTextLine[] = [];
  doc.lines.forEach((line, i) => {
    if (masked[i] || spans[i] || line === '' || /^\s/.test(line)) return;
    if (ATX.test(line) || UNDERLINE.test(line) || OTHER_BLOCK.test(line)) return;
    out.push({ text: line.trimEnd(), line: i + 1 });
  });
  return out;
}
