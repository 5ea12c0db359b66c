/**
 * The inline text of a document's paragraphs as markdown renders it: the lines of a paragraph joined
 * by a space (a soft line break), continuation lines without their indent, and emphasis markers
 * (`*`, `**`, `_`, `__`) dropped, so that `the **last**` over `attempt` reads "the last attempt".
 * Code spans stay as written, backticks and all: code is not prose. A link renders as its text and an
 * image as its alt text, their URLs not at all (see inline-links). Each character keeps the line and
 * column it came from. A few passes over each paragraph, none nested: linear in the text.
 */
import type { MarkdownDoc } from './document.js';
import { CodeSpans } from './code-spans.js';
import { isDefinition, linkSyntax } from './inline-links.js';
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
  /** The 1-based number of each of the paragraph's lines, in the order of `starts`. */
  lines: number[];
  /**
   * A piece of a paragraph too long to render at once: the part whose phrases it answers for, from `from` up to
   * `to` (line, 0-based column). The text around it is there for context; a phrase starting there is another piece's.
   */
  owned?: { from: [number, number]; to?: [number, number] };
}

/** Whether the phrase starting at `index` of `p.text` is this paragraph's to report (see `owned`). */
export function ownsAt(p: InlineParagraph, index: number): boolean {
  if (!p.owned) return true;
  const at: [number, number] = [p.line[index]!, p.column[index]!];
  const before = (x: [number, number], y: [number, number]) => x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]);
  return !before(at, p.owned.from) && (!p.owned.to || before(at, p.owned.to));
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
  eachInlineParagraph(doc, worth, (p) => out.push(p));
  return out;
}

/** inlineParagraphs one at a time, in file order: a long document's paragraphs are not all held at once. */
export function eachInlineParagraph(doc: MarkdownDoc, worth: RegExp | undefined, visit: (p: InlineParagraph) => void): void {
  const out = { push: visit };
  const mask = doc.fenced;
  // The open paragraph's first and last lines (0: none); a line hidden inside it is passed over when it is read.
  let first = 0;
  let last = 0;
  const close = () => {
    if (first && worth && longerThan(doc, first, last, WHOLE_MAX)) {
      // A paragraph this long is read in windows around the lines a phrase may be on, not rendered whole.
      for (const [a, b, opening] of windows(doc, first, last, worth)) {
        for (const piece of pieces(doc, a, b, opening)) {
          const p = inlineOf(doc, piece.first, piece.last, piece.opening, piece.span);
          if (piece.owned) p.owned = piece.owned;
          if (p.lines.length && worth.test(p.text)) out.push(p);
        }
      }
      first = last = 0;
      return;
    }
    const verdict = !first ? false : !worth || worthy(doc, first, last, worth);
    const p = verdict ? inlineOf(doc, first, last) : undefined;
    // A paragraph of link definitions only renders as nothing.
    if (p?.lines.length && (verdict === true || worth!.test(p.text))) out.push(p);
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
}

/**
 * Past this many characters a paragraph that a caller reads for words is rendered in windows: each of its per-character
 * arrays would hold every character of the paragraph, where a phrase spans a few lines.
 */
const WHOLE_MAX = 64 * 1024;
/** The lines a window holds on either side of a line a phrase may be on: a phrase spans a few words, each on a line at most. */
const WINDOW = 3;

/** Whether the lines `first` to `last` hold more than `max` characters. */
function longerThan(doc: MarkdownDoc, first: number, last: number, max: number): boolean {
  let size = 0;
  for (let n = first; n <= last && size <= max; n++) size += doc.lines[n - 1]!.length + 1;
  return size > max;
}

/**
 * The windows of a long paragraph to render: each line where `worth` matches, alone or joined to the next line (`*`
 * and `_` aside, as `worthy` reads), with WINDOW lines either side; windows that overlap or touch are one; each says
 * whether it opens the paragraph. A phrase a link's syntax splits is not read in a paragraph this long.
 */
function windows(doc: MarkdownDoc, first: number, last: number, worth: RegExp): Array<[number, number, boolean]> {
  const shown: number[] = [];
  for (let n = first; n <= last; n++) if (!doc.isFenced(n)) shown.push(n);
  const plain = (k: number) => doc.rendered(shown[k]!).replace(/[*_]+/g, '');
  const out: Array<[number, number]> = [];
  let here = shown.length ? plain(0) : '';
  for (let k = 0; k < shown.length; k++) {
    const next = k + 1 < shown.length ? plain(k + 1) : undefined;
    if (worth.test(here) || (next !== undefined && worth.test(`${here} ${next}`))) {
      const a = Math.max(0, k - WINDOW);
      const b = Math.min(shown.length - 1, k + 1 + WINDOW);
      const prev = out.at(-1);
      if (prev && a <= prev[1] + 1) prev[1] = b;
      else out.push([a, b]);
    }
    here = next ?? '';
  }
  // The first window opening the paragraph reads its link definitions, as the paragraph does.
  return out.map(([a, b]) => [shown[a]!, shown[b]!, a === 0]);
}

/** A line longer than this is read in pieces of its own; lines of a window's other pieces are joined up to PIECE_MAX. */
const LINE_MAX = 16 * 1024;
const PIECE_MAX = 32 * 1024;
/** What a piece reads beyond the part it answers for, on each side: lines of a window, characters of a long line. */
const CONTEXT_LINES = WINDOW;
const CONTEXT_CHARS = 1024;

interface Piece { first: number; last: number; opening: boolean; span?: [number, number]; owned?: { from: [number, number]; to?: [number, number] } }

/**
 * A window too long to render at once (phrases everywhere in a long paragraph, or one long line), in pieces of a
 * bounded size: runs of lines up to PIECE_MAX characters with CONTEXT_LINES lines of context either side, and a line
 * past LINE_MAX in spans with CONTEXT_CHARS of context. Each answers for its own part only, so a phrase is reported
 * once; one that a piece's edge or a line past LINE_MAX splits (an emphasis paired across it) may be read otherwise.
 */
function pieces(doc: MarkdownDoc, a: number, b: number, opening: boolean): Piece[] {
  if (!longerThan(doc, a, b, WHOLE_MAX)) return [{ first: a, last: b, opening }];
  const out: Piece[] = [];
  const shown: number[] = [];
  for (let n = a; n <= b; n++) if (!doc.isFenced(n)) shown.push(n);
  const long = (k: number) => doc.rendered(shown[k]!).length > LINE_MAX;
  // A run of short lines [k, j) owned by one piece, its context running over neighbouring short lines.
  const run = (k: number, j: number) => {
    let c0 = k;
    while (c0 > 0 && k - c0 < CONTEXT_LINES && !long(c0 - 1)) c0--;
    let c1 = j;
    while (c1 < shown.length && c1 - j < CONTEXT_LINES && !long(c1)) c1++;
    out.push({ first: shown[c0]!, last: shown[c1 - 1]!, opening: opening && c0 === 0, owned: { from: [shown[k]!, 0], ...(j < shown.length ? { to: [shown[j]!, 0] } : {}) } });
  };
  let k = 0;
  while (k < shown.length) {
    if (long(k)) {
      const n = shown[k]!;
      const length = doc.rendered(n).length;
      for (let from = 0; from < length; from += PIECE_MAX) {
        const to = Math.min(length, from + PIECE_MAX);
        const owned = { from: [n, from] as [number, number], to: (to < length ? [n, to] : k + 1 < shown.length ? [shown[k + 1]!, 0] : undefined) as [number, number] | undefined };
        out.push({ first: n, last: n, opening: opening && k === 0 && from === 0, span: [Math.max(0, from - CONTEXT_CHARS), Math.min(length, to + CONTEXT_CHARS)], owned: owned.to ? owned : { from: owned.from } });
      }
      k++;
      continue;
    }
    let j = k;
    let size = 0;
    while (j < shown.length && !long(j) && (j === k || size + doc.rendered(shown[j]!).length + 1 <= PIECE_MAX)) size += doc.rendered(shown[j++]!).length + 1;
    run(k, j);
    k = j;
  }
  return out;
}

/**
 * Whether `worth` matches the paragraph's lines joined, `*` and `_` aside; a line that matches alone
 * answers at once. 'render': only the rendered text can tell, as a link's or an autolink's syntax may split the words.
 */
function worthy(doc: MarkdownDoc, first: number, last: number, worth: RegExp): boolean | 'render' {
  const lines: string[] = [];
  for (let n = first; n <= last; n++) {
    if (doc.isFenced(n)) continue;
    if (worth.test(doc.rendered(n))) return true;
    lines.push(doc.rendered(n));
  }
  const joined = lines.join(' ');
  if (lines.length > 1 || /[*_]/.test(joined) ? worth.test(joined.replace(/[*_]+/g, '')) : false) return true;
  // A `[` with no `](` or `][` after it makes no link (linkSyntax): `[crit-2]` renders as written.
  return joined.includes('](') || joined.includes('][') || joined.includes('<') ? 'render' : false;
}

const UTF16 = new TextDecoder('utf-16le');
/** What may render as less than it is written: emphasis runs and link, image or autolink syntax. */
const MARKUP = /[*_[<]/;

/**
 * The paragraph from line `first` to `last` joined, then its emphasis runs dropped (CommonMark's flanking rules, a run
 * kept when nothing pairs with it). `opening`: `first` opens the paragraph (else a window of a long one starts there).
 */
function inlineOf(doc: MarkdownDoc, first: number, last: number, opening = true, span?: [number, number]): InlineParagraph {
  // The first line whole, the others without their indent, each but the last without trailing blanks, joined by the soft break: a space.
  const lines: number[] = [];
  const parts: string[] = [];
  const leads: number[] = [];
  // Link reference definitions opening the paragraph render as nothing: their labels and URLs are no prose.
  let definitions = opening;
  for (let n = first; n <= last; n++) {
    if (doc.isFenced(n)) continue;
    const text = doc.rendered(n);
    if (definitions && isDefinition(text)) continue;
    definitions = false;
    // A span of one long line (pieces): its columns as they are.
    const lead = span ? span[0] : n === first && opening ? 0 : text.length - text.trimStart().length;
    lines.push(n);
    leads.push(lead);
    parts.push(span ? text.slice(span[0], span[1]) : n === last ? text.slice(lead) : text.slice(lead).trimEnd());
  }
  const joined = parts.join(' ');
  const partStart: number[] = [];
  for (let k = 0, j = 0; k < parts.length; j += parts[k]!.length + 1, k++) partStart.push(j);
  // Most paragraphs hold no mark to drop: the joined text is the rendered text, and where each character came from is
  // worked out only when asked (a caller asks at the phrases it finds).
  if (!MARKUP.test(joined)) return new PlainParagraph(joined, partStart, lines, leads);
  // Links first, as they bind tighter than emphasis: `**[last](x)** attempt` reads "last attempt".
  const links = linkSyntax(joined);
  let text = joined;
  let from: Int32Array | undefined;
  if (links?.includes(1)) {
    from = new Int32Array(joined.length);
    const kept = new Uint16Array(joined.length);
    let t = 0;
    for (let i = 0; i < joined.length; i++) {
      if (links[i]) continue;
      kept[t] = joined.charCodeAt(i);
      from[t++] = i;
    }
    text = UTF16.decode(kept.subarray(0, t));
  }
  // A run is dropped when it can pair: an opener with a closer of its character after it, a closer with an opener before it.
  const firstOpener: Record<string, number> = { '*': Infinity, _: Infinity };
  const lastCloser: Record<string, number> = { '*': -1, _: -1 };
  const drop = new Uint8Array(text.length);
  let dropped = false;
  // Without a `*` or `_` there is no run: both passes would visit nothing.
  if (text.includes('*') || text.includes('_')) {
    emphasisRuns(text, (start, _end, ch, opens, closes) => {
      if (opens && firstOpener[ch] === Infinity) firstOpener[ch] = start;
      if (closes) lastCloser[ch] = start;
    });
    emphasisRuns(text, (start, end, ch, opens, closes) => {
      if ((opens && start < lastCloser[ch]!) || (closes && start > firstOpener[ch]!)) {
        drop.fill(1, start, end);
        dropped = true;
      }
    });
  }
  // Nothing dropped (a `[` that opens no link, a lone `*`): the text renders as written, as a paragraph without markup does.
  if (!from && !dropped) return new PlainParagraph(joined, partStart, lines, leads);
  const [srcLine, srcColumn] = sources(joined.length, partStart, lines, leads);
  const codes = new Uint16Array(text.length);
  const line = new Int32Array(text.length);
  const column = new Int32Array(text.length);
  const starts: number[] = [];
  let t = 0;
  for (let i = 0; i < text.length; i++) {
    if (drop[i]) continue;
    const at = from ? from[i]! : i;
    // A line starts at its first character kept.
    while (starts.length < parts.length && partStart[starts.length]! <= at) starts.push(t);
    codes[t] = text.charCodeAt(i);
    line[t] = srcLine[at]!;
    column[t++] = srcColumn[at]!;
  }
  while (starts.length < parts.length) starts.push(t);
  return { text: UTF16.decode(codes.subarray(0, t)), line: line.subarray(0, t), column: column.subarray(0, t), starts, lines };
}

/** Where each character of a paragraph's joined text came from, its line and its column; the soft break's space sits at the end of its line. */
function sources(length: number, partStart: number[], lines: number[], leads: number[]): [Int32Array, Int32Array] {
  const srcLine = new Int32Array(length);
  const srcColumn = new Int32Array(length);
  for (let k = 0; k < partStart.length; k++) {
    const end = Math.min(length, k + 1 < partStart.length ? partStart[k + 1]! : length);
    for (let j = partStart[k]!; j < end; j++) {
      srcLine[j] = lines[k]!;
      srcColumn[j] = leads[k]! + j - partStart[k]!;
    }
  }
  return [srcLine, srcColumn];
}

/** A paragraph rendered as written (no emphasis or link syntax): its per-character lines and columns made on first use. */
class PlainParagraph implements InlineParagraph {
  private src?: [Int32Array, Int32Array];
  constructor(
    readonly text: string,
    readonly starts: number[],
    readonly lines: number[],
    private readonly leads: number[],
  ) {}

  get line(): Int32Array {
    return (this.src ??= sources(this.text.length, this.starts, this.lines, this.leads))[0];
  }

  get column(): Int32Array {
    return (this.src ??= sources(this.text.length, this.starts, this.lines, this.leads))[1];
  }
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
