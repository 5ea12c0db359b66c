/**
 * What markdown renders of a file's lines, as MarkdownDoc reads them: fenced code and HTML comments
 * masked, a comment inside a line blanked, and setext headings (a paragraph underlined with `===` or
 * `---`). Each is one pass over the lines (a look-ahead table is built once), so linear in the text.
 */
import { blankComments } from './html-comments.js';
import { CodeSpans } from './code-spans.js';

/** Mask values: a line of fenced code (its fences and frontmatter too), and a line an HTML comment hides. */
export const CODE = 1;
export const COMMENT = 2;

export interface Rendering {
  /** Per line (index = line - 1): 0 for text, else CODE or COMMENT. */
  mask: Uint8Array;
  /** The lines a comment covers only in part, by index: the comment's characters made spaces, so columns stay. */
  blanked: Map<number, string>;
}

/** A setext heading: `line` is its text's first line, `underline` the `===` / `---` line (1-based). */
export interface SetextHeading {
  level: number;
  text: string;
  line: number;
  underline: number;
}

export const [HASH, BACKTICK, TILDE] = [0x23, 0x60, 0x7e];
/** Whether the line's first character after at most three spaces is `a` or `b`: most lines open no heading or fence, and this is cheaper than a regex. */
export function opensWith(line: string, a: number, b = a): boolean {
  let i = 0;
  while (i < 3 && line.charCodeAt(i) === 0x20) i++;
  const c = line.charCodeAt(i);
  return c === a || c === b;
}

/** An HTML comment block's first line (CommonMark's HTML block kind 2). */
const COMMENT_OPEN = /^ {0,3}<!--/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A list item or block quote opening the line. */
const LIST_OR_QUOTE = /^ {0,3}(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|>)/;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const INDENTED = /^(?: {4}| {0,3}\t)/;

/** A thematic break (`***`, `- - -`, `___`), read in code: a regex for the blanks between the marks would nest quantifiers. */
function isBreak(line: string): boolean {
  let i = 0;
  while (i < 3 && line[i] === ' ') i++;
  const c = line[i];
  if (c !== '*' && c !== '-' && c !== '_') return false;
  let n = 0;
  for (; i < line.length; i++) {
    if (line[i] === c) n++;
    else if (line[i] !== ' ' && line[i] !== '\t') return false;
  }
  return n >= 3;
}

const isAtx = (line: string) => opensWith(line, HASH) && ATX.test(line);

/** A line that starts a block of its own, so ends a paragraph (and an inline comment left open in it). */
export function startsBlock(line: string): boolean {
  if (line.trim() === '') return true;
  if (isAtx(line) || (opensWith(line, BACKTICK, TILDE) && FENCE.test(line)) || COMMENT_OPEN.test(line)) return true;
  return LIST_OR_QUOTE.test(line) || UNDERLINE.test(line) || isBreak(line);
}

/** A block that is one line, so continues into no next line: an ATX heading, a table row, a setext underline or a thematic break. */
export function oneLineBlock(line: string): boolean {
  return isAtx(line) || line.trimStart().startsWith('|') || UNDERLINE.test(line) || isBreak(line);
}

/**
 * `raw` with its inline comments blanked. `open`: a comment from an earlier line is open at its start
 * (and this line closes it). `spans()` says where a comment left open at the end closes: the index of
 * that line, or -1 when its paragraph ends first, which leaves the `<!--` literal text.
 */
function blankInline(raw: string, open: boolean, spans: () => number): { text: string; to: number } {
  const line = blankComments(raw, open);
  if (!line.open || line.opened === undefined) return { text: line.text, to: -1 };
  const to = spans();
  // The paragraph ends before a `-->`: the `<!--` is literal text, as CommonMark reads it.
  return to >= 0 ? { text: line.text, to } : { text: line.text.slice(0, line.opened) + raw.slice(line.opened), to };
}

/**
 * The rendering of `lines` from index `from` on (the lines before are frontmatter, masked as code).
 * Fenced code, fences included, is CODE. An HTML comment block (a line opening with `<!--`, to the
 * line holding `-->`, or to the end when none does) is COMMENT. A comment opening inside a line is
 * blanked to its `-->`; one left open spans the next lines while its paragraph goes on (no blank line,
 * heading, fence, list item or quote before the `-->`): those lines are COMMENT, the closing one is
 * blanked up to it. A paragraph that ends first leaves the `<!--` literal, as CommonMark reads it;
 * so does a heading or table row, which holds one line. A line a comment blanks wholly is COMMENT.
 */
export function renderLines(lines: string[], from: number, text?: string): Rendering {
  const mask = new Uint8Array(lines.length);
  const blanked = new Map<number, string>();
  // `text` (the lines joined): without a fence's marks or a comment's opener, nothing past the frontmatter is hidden.
  if (text !== undefined && !text.includes('<!--') && !text.includes('```') && !text.includes('~~~')) {
    mask.fill(CODE, 0, Math.min(from, lines.length));
    return { mask, blanked };
  }
  let fence: { char: string; len: number } | undefined;
  let block = false;
  let closesAt = -1;
  // Per line, the first line at or after it that starts a block or holds `-->`: where an open inline comment ends.
  let stops: Int32Array | undefined;
  const closing = (i: number): number => {
    if (!stops) {
      stops = new Int32Array(lines.length + 1).fill(lines.length);
      for (let k = lines.length - 1; k > i; k--) stops[k] = startsBlock(lines[k]!) || lines[k]!.includes('-->') ? k : stops[k + 1]!;
    }
    const j = stops[i + 1]!;
    return j < lines.length && lines[j]!.includes('-->') && !startsBlock(lines[j]!) ? j : -1;
  };
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (i < closesAt) {
      mask[i] = COMMENT;
      continue;
    }
    const open = i === closesAt;
    if (!open) {
      if (block) {
        mask[i] = COMMENT;
        if (line.includes('-->')) block = false;
        continue;
      }
      const m = opensWith(line, BACKTICK, TILDE) ? FENCE.exec(line) : null;
      if (fence) {
        mask[i] = CODE;
        const c = m && FENCE_CLOSE.exec(line);
        if (c && c[1]![0] === fence.char && c[1]!.length >= fence.len) fence = undefined;
        continue;
      }
      if (m) {
        mask[i] = CODE;
        fence = { char: m[1]![0]!, len: m[1]!.length };
        continue;
      }
      if (!line.includes('<!--')) continue;
      if (COMMENT_OPEN.test(line)) {
        mask[i] = COMMENT;
        block = !line.slice(line.indexOf('<!--') + 4).includes('-->');
        continue;
      }
    }
    // A heading or a table row is one line of inline text: a comment cannot span past it.
    const oneLine = isAtx(line) || line.trimStart().startsWith('|');
    const r = blankInline(line, open, () => (oneLine ? -1 : closing(i)));
    closesAt = r.to;
    if (r.text.trim() === '') mask[i] = COMMENT;
    else if (r.text !== line) blanked.set(i, r.text);
  }
  for (let i = 0; i < from && i < lines.length; i++) mask[i] = CODE;
  return { mask, blanked };
}

/**
 * Setext headings: a paragraph underlined with `===` (level 1) or `---` (level 2). A `---` after a
 * blank line, a list item, a quote, a table, a heading or code is a thematic break, and the `---`
 * closing a block that opens the file is a frontmatter delimiter, so neither underlines anything.
 * The text is the paragraph's lines joined, its backslash escapes rendered (`1\. Diff summary`: `1. Diff summary`).
 */
export function setextHeadings(lines: string[], r: Rendering, from: number): SetextHeading[] {
  const out: SetextHeading[] = [];
  let delimiter = -1;
  if (lines[0]?.trim() === '---') for (let i = 1; i < lines.length && delimiter < 0; i++) if (lines[i]!.trim() === '---') delimiter = i;
  let para = -1; // first line of the open paragraph
  let lazy = false; // in a list item, quote or table: its lines continue it, so start no paragraph
  for (let i = from; i < lines.length; i++) {
    const text = r.blanked.get(i) ?? lines[i]!;
    if (r.mask[i] || i === delimiter || text.trim() === '') {
      para = -1;
      lazy = false;
      continue;
    }
    if (para >= 0 && UNDERLINE.test(text)) {
      const words: string[] = [];
      for (let k = para; k < i; k++) words.push((r.blanked.get(k) ?? lines[k]!).trim());
      out.push({ level: text.trimStart()[0] === '=' ? 1 : 2, text: unescaped(words.join(' ')), line: para + 1, underline: i + 1 });
      para = -1;
      continue;
    }
    if (isAtx(text) || isBreak(text)) {
      para = -1;
      lazy = false;
    } else if (para >= 0) {
      if (LIST_OR_QUOTE.test(text)) {
        para = -1;
        lazy = true;
      }
    } else if (!lazy) {
      if (LIST_OR_QUOTE.test(text) || text.trimStart().startsWith('|')) lazy = true;
      else if (!INDENTED.test(text)) para = i;
    }
  }
  return out;
}

/** ASCII punctuation, which a backslash escapes in CommonMark. */
const PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/**
 * Inline text as markdown renders its backslash escapes: `1\. Diff summary` reads `1. Diff summary` (the escape
 * that keeps a numbered title from being a list item). Inside a code span a backslash is literal. One pass.
 */
export function unescaped(text: string): string {
  if (!text.includes('\\')) return text;
  const spans = new CodeSpans(text).list();
  let out = '';
  let from = 0;
  let s = 0;
  for (let i = 0; i < text.length - 1; i++) {
    while (s < spans.length && spans[s]![1] <= i) s++;
    if (s < spans.length && spans[s]![0] <= i) {
      i = spans[s]![1] - 1;
      continue;
    }
    if (text[i] !== '\\' || !PUNCTUATION.has(text[i + 1]!)) continue;
    // Drop the backslash; the escaped character is kept, and passed over so `\\` leaves one `\`.
    out += text.slice(from, i);
    from = ++i;
  }
  return out + text.slice(from);
}
