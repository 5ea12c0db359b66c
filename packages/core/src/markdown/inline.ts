/**
 * The inline text of a document's paragraphs as markdown renders it: the lines of a paragraph joined
 * by a space (a soft line break), continuation lines without their indent, and emphasis markers
 * (`*`, `**`, `_`, `__`) dropped, so that `the **last**` over `attempt` reads "the last attempt".
 * Code spans stay as written, backticks and all: code is not prose. Each character keeps the line and
 * column it came from. A few passes over each paragraph, none nested: linear in the text.
 */
import type { MarkdownDoc } from './document.js';
import { CodeSpans } from './code-spans.js';
import { CODE, oneLineBlock, startsBlock } from './rendered.js';

export interface InlineParagraph {
  /** The rendered text; lines joined by one space. */
  text: string;
  /** Per character of `text`: the 1-based line it came from. */
  line: Int32Array;
  /** Per character of `text`: its 0-based column on that line. */
  column: Int32Array;
  /** Where each of the paragraph's lines starts in `text`, in order. */
  starts: number[];
}

/**
 * The paragraphs of a document's body (headings, list items, quote lines and table rows too, each a
 * block of its own), outside code and HTML comments, in file order. A line hidden wholly by a comment
 * that opened inside the paragraph does not end it, as it renders as nothing. `worth` (not global):
 * only the paragraphs whose lines, joined and without `*` and `_`, it matches are rendered, a cheap
 * first pass for a caller looking for words.
 */
export function inlineParagraphs(doc: MarkdownDoc, worth?: RegExp): InlineParagraph[] {
  const out: InlineParagraph[] = [];
  const mask = doc.fenced;
  // The open paragraph's first and last lines (0: none); a line hidden inside it is passed over when it is read.
  let first = 0;
  let last = 0;
  const close = () => {
    if (first && (!worth || worthy(doc, first, last, worth))) out.push(inlineOf(doc, first, last));
    first = last = 0;
  };
  for (let n = doc.bodyStart; n <= doc.lines.length; n++) {
    if (mask[n - 1]) {
      // Code and a comment block end the paragraph; a comment spanning lines of it does not.
      if (mask[n - 1] === CODE || startsBlock(doc.lines[n - 1]!)) close();
      continue;
    }
    const text = doc.rendered(n);
    if (text.trim() === '') {
      close();
      continue;
    }
    if (!first || startsBlock(text) || oneLineBlock(doc.rendered(last)) || oneLineBlock(text)) {
      close();
      first = n;
    }
    last = n;
  }
  close();
  return out;
}

/** Whether `worth` matches the paragraph's lines joined, `*` and `_` aside; a line that matches alone answers at once. */
function worthy(doc: MarkdownDoc, first: number, last: number, worth: RegExp): boolean {
  const lines: string[] = [];
  for (let n = first; n <= last; n++) {
    if (doc.isFenced(n)) continue;
    if (worth.test(doc.rendered(n))) return true;
    lines.push(doc.rendered(n));
  }
  return lines.length > 1 || /[*_]/.test(lines[0] ?? '') ? worth.test(lines.join(' ').replace(/[*_]+/g, '')) : false;
}

const UTF16 = new TextDecoder('utf-16le');

/** The paragraph from line `first` to `last` joined, then its emphasis runs dropped (CommonMark's flanking rules, a run kept when nothing pairs with it). */
function inlineOf(doc: MarkdownDoc, first: number, last: number): InlineParagraph {
  // The first line whole, the others without their indent, each but the last without trailing blanks, joined by the soft break: a space.
  const lines: number[] = [];
  const parts: string[] = [];
  const leads: number[] = [];
  for (let n = first; n <= last; n++) {
    if (doc.isFenced(n)) continue;
    const text = doc.rendered(n);
    const lead = n === first ? 0 : text.length - text.trimStart().length;
    lines.push(n);
    leads.push(lead);
    parts.push(n === last ? text.slice(lead) : text.slice(lead).trimEnd());
  }
  const joined = parts.join(' ');
  // A run is dropped when it can pair: an opener with a closer of its character after it, a closer with an opener before it.
  const firstOpener: Record<string, number> = { '*': Infinity, _: Infinity };
  const lastCloser: Record<string, number> = { '*': -1, _: -1 };
  emphasisRuns(joined, (start, _end, ch, opens, closes) => {
    if (opens && firstOpener[ch] === Infinity) firstOpener[ch] = start;
    if (closes) lastCloser[ch] = start;
  });
  const drop = new Uint8Array(joined.length);
  emphasisRuns(joined, (start, end, ch, opens, closes) => {
    if ((opens && start < lastCloser[ch]!) || (closes && start > firstOpener[ch]!)) drop.fill(1, start, end);
  });
  const codes = new Uint16Array(joined.length);
  const line = new Int32Array(joined.length);
  const column = new Int32Array(joined.length);
  const starts: number[] = [];
  let t = 0;
  let j = 0;
  parts.forEach((body, k) => {
    const n = lines[k]!;
    const lead = leads[k]!;
    // A line starts at its first character kept.
    starts.push(t);
    for (let c = 0; c < body.length; c++, j++) {
      if (drop[j]) continue;
      codes[t] = joined.charCodeAt(j);
      line[t] = n;
      column[t++] = lead + c;
    }
    if (k + 1 < parts.length) {
      // The soft break's space, at the end of its line.
      codes[t] = 32;
      line[t] = n;
      column[t++] = lead + body.length;
      j++;
    }
  });
  return { text: UTF16.decode(codes.subarray(0, t)), line: line.subarray(0, t), column: column.subarray(0, t), starts };
}

/** Whether a character is blank (an edge of the text counts as blank, as in CommonMark). */
const blank = (ch: string | undefined) => ch === undefined || ch === ' ' || ch === '\t' || ch === '\n' || ch === '\u00a0';
/** ASCII punctuation, or another character that is neither a letter of a cased script, a digit nor blank. */
function punct(ch: string | undefined): boolean {
  if (ch === undefined || blank(ch)) return false;
  const c = ch.charCodeAt(0);
  if (c < 128) return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
  return ch.toLowerCase() === ch.toUpperCase() && !/\d/.test(ch);
}

/** Each run of `*` or `_` outside code spans and not escaped that can open or close emphasis, in text order. */
function emphasisRuns(text: string, visit: (start: number, end: number, ch: string, opens: boolean, closes: boolean) => void): void {
  const code = text.includes('`') ? new CodeSpans(text).list() : [];
  let c = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '`') {
      while (c < code.length && code[c]![1] <= i) c++;
      if (c < code.length && code[c]![0] <= i) {
        i = code[c]![1] - 1;
        continue;
      }
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch !== '*' && ch !== '_') continue;
    let j = i;
    while (j < text.length && text[j] === ch) j++;
    const before = text[i - 1];
    const after = text[j];
    const left = !blank(after) && (!punct(after) || blank(before) || punct(before));
    const right = !blank(before) && (!punct(before) || blank(after) || punct(after));
    // `_` inside a word (snake_case) is no emphasis.
    const opens = ch === '*' ? left : left && (!right || punct(before));
    const closes = ch === '*' ? right : right && (!left || punct(after));
    if (opens || closes) visit(i, j, ch, opens, closes);
    i = j - 1;
  }
}
