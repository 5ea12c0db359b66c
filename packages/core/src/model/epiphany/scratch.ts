/** state/scratch.md. */
import type { Heading, MarkdownDoc } from '../../markdown/document.js';

const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A setext underline: `===` makes a level-1 heading of the paragraph above it, `---` a level-2 one. */
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
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

/** The lines the text of a setext heading spans (not its underline), as markdown reads them (rendered.ts). */
function setextSpans(doc: MarkdownDoc): Uint8Array {
  const spans = new Uint8Array(doc.lines.length);
  for (const h of doc.headingsIn('protocol')) if (h.underline !== undefined) spans.fill(1, h.line - 1, h.underline - 1);
  return spans;
}

/**
 * The headings of scratch.md in file order: those of the markdown model's protocol reading (ATX
 * `# x` and setext, a paragraph underlined with `===` or `---`), and ATX headings inside block
 * quotes (`> # x`), which it does not index. Code fences, HTML comments and frontmatter hold none.
 */
export function scratchHeadings(doc: MarkdownDoc): Heading[] {
  const headings = doc.headingsIn('protocol');
  const quoted = quotedHeadings(doc.lines, doc.fenced);
  if (quoted.length === 0) return headings;
  return [...headings, ...quoted].sort((a, b) => a.line - b.line);
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
  const spans = setextSpans(doc);
  const masked = doc.fenced;
  const out: ScratchTextLine[] = [];
  doc.lines.forEach((line, i) => {
    if (masked[i] || spans[i] || line === '' || /^\s/.test(line)) return;
    if (ATX.test(line) || UNDERLINE.test(line) || OTHER_BLOCK.test(line)) return;
    out.push({ text: line.trimEnd(), line: i + 1 });
  });
  return out;
}
