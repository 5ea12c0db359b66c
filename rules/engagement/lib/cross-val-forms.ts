// The forms of a §4a citation cross-val-quotes reads: the reference's `<file>.md L<n>: "<quote>"`, and the
// protocol reading's further forms, quotation marks and quotes that hold quotes.
import { LetterRegex, lettersOf, type Letters } from '@engagement-lint/core/kit';

/** `dev-backend.md L42: "returns 201"`, optionally `executor-reports/`-prefixed, straight or curly quotes. */
export const CITATION = new LetterRegex(String.raw`(?<![\p{L}\p{N}_.\-/])((?:[\p{L}\p{N}_.\-]+\/)*[\p{L}\p{N}_.\-]+\.md)\s+L(\d+)\s*:\s*["“]([^"“”\n]+)["”]`, 'gu');
/** What may close a word: combining marks, code-span and emphasis marks, closing brackets and quotes (`reviewer`'s, (a)'s). */
const WORD_END = String.raw`[\p{M}\x60*_)\]}"”»›」』]{0,3}`;
/**
 * Where a mark that is also an apostrophe opens a quote: not after a word (a letter or digit and what may
 * close it), so after a blank, `:`, `(`, an emoji, or emphasis or a code span that opens there.
 */
const WORD_START = String.raw`(?<![\p{L}\p{N}]${WORD_END})`;
/** After a word: there such a mark is an apostrophe. */
const IN_WORD = String.raw`(?<=[\p{L}\p{N}]${WORD_END})`;
/**
 * A quote in single quotes: '…', ‘…’, ‚…‘ (German), ’…’ (Swedish), as the last group. A `'` or `’` is also
 * an apostrophe (don't, the reviewer's notes), so a mark opens a quote only at a word's start (WORD_START)
 * and closes at the first that no letter follows (in a quote, the users' prefs ends it at users'). It
 * ends in its cell (a `|` of the quote is written `\|`). The branches of its text are disjoint: linear.
 */
const SINGLE_QUOTED = String.raw`${WORD_START}['‘’‚]((?:[^'‘’|\n]|(?<=\\)\||['’](?=[\p{L}]))+)['’‘](?![\p{L}])`;
/**
 * A verbatim quote, in one group of the 7: "…" or “…”, «guillemets» (which nest one level, «Термин —
 * «вебхук»», as Russian quotes a quote), „…“, ‹…›, 「…」, 『…』 or single quotes (SINGLE_QUOTED). Each
 * kind closes with its own mark, and each branch starts with its own: linear. In "…" a markdown-escaped
 * mark (`\"`) is the quote's own, not its end; a `\` before the closing mark may still end it (a `\"` is
 * either, and the loop tries it as the quote's own first, then as its end: one choice a mark, so linear).
 */
const QUOTE =
  String.raw`(?:["“]((?:[^"“”\\\n]|\\["“”]?)+)["”]|«((?:[^«»\n]|«[^«»\n]*»)+)»|„([^„“”\n]+)[“”]|‹([^‹›\n]+)›|「([^「」\n]+)」|『([^『』\n]+)』|` +
  `${SINGLE_QUOTED})`;
/** Emphasis around a quote (**…**, __…__, *…*, _…_), read through: the quote inside is the citation's. */
const EMPHASIS = String.raw`(?:\*{1,3}|_{1,3})?`;
/**
 * The protocol reading. A verbatim quote may be written in any QUOTE form, in emphasis or not. The
 * report may be named in backticks or by a markdown link (`[text](target)`, named by its text or its
 * target), the line written `L16`, `l16`, `:16` or as a range `L16-17`, and the colon before the quote
 * left out: a quote cited so is checked like the rest, never passed over.
 * Groups: 1 file, 2 link text, 3 link target, 4 line, 5 range end, 6-12 the quote.
 */
export const PROTOCOL_CITATION = new LetterRegex(
  String.raw`(?:(?<![\p{L}\p{N}_.\-/])` +
    String.raw`\x60?((?:[\p{L}\p{N}_.\-]+\/)*[\p{L}\p{N}_.\-]+\.md)\x60?|\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\))` +
    String.raw`(?:\s+[Ll]|:[Ll]?)(\d{1,9})(?:\s{0,3}[-–]\s{0,3}[Ll]?(\d{1,9}))?\s*(?::\s*)?${EMPHASIS}${QUOTE}`,
  'gu',
);
/**
 * The protocol reading: a further quote of the same report and line, right after a citation read (at
 * its end), joined by `,`, `;`, `/`, `and` or `, and` (`L16: 'a', 'b'`). Group 1 is what precedes it (and its emphasis).
 */
export const FURTHER_QUOTE = new LetterRegex(String.raw`([*_]{0,3}(?:(?:\s*[,;/])?\s+and\s+|\s*[,;/]\s*))${EMPHASIS}${QUOTE}`, 'uy');
/** The quote of a match of PROTOCOL_CITATION or FURTHER_QUOTE, whose quote groups start at `first`. */
export const quoteOf = (m: RegExpMatchArray, first: number) => m.slice(first, first + 7).find((q) => q !== undefined)!;
/**
 * The protocol reading: a report's name followed, in the same cell, by a quotation mark — a citation,
 * whether or not its form can be read. One that PROTOCOL_CITATION did not read is reported, not dropped.
 */
const QUOTED_AFTER_REPORT = new LetterRegex(
  // Up to the opening mark (a quote never closed or nested deeper is a citation not read); 13" is inches, no
  // mark, and a mark that is also an apostrophe is one only at a word's start (the reviewer's notes hold none).
  String.raw`(?<![\p{L}\p{N}_.\-/~])(?:~?\/)?(?:[\p{L}\p{N}_.\-]+\/)*[\p{L}\p{N}_.\-]+\.md(?:[^"“«„‹「『'‘’‚|\n]|${IN_WORD}['‘’‚]){0,80}(?:(?<![\p{L}\p{N}])["“«„‹]|${WORD_START}['‘’‚]|[「『])`,
  'gu',
);
/**
 * The protocol reading: a citation of a report by an absolute or home path (`/tmp/x/dev-backend.md
 * L11: "…"`, `~/r.md L2: "…"`), which the reference's pattern does not take for one: it names no
 * report of the engagement, so its quote is checked against nothing. It starts where a path can (not after `~`, or
 * a cell of `/~/~/~…` would be read from each of its slashes).
 */
export const OUTSIDE_CITATION = new LetterRegex(
  String.raw`(?<![\p{L}\p{N}_.\-/~])((?:~|[A-Za-z]:)?\/(?:[\p{L}\p{N}_.\-~]+\/)*[\p{L}\p{N}_.\-]+\.md)(?:\s+[Ll]|:[Ll]?)(\d{1,9})(?:\s{0,3}[-–]\s{0,3}[Ll]?\d{1,9})?(?=\s*[:"“«„])`,
  'gu',
);
/** What every match of QUOTED_AFTER_REPORT holds; every match of PROTOCOL_CITATION holds it or a link's `](`. */
export const REPORT_NAME = ['.md'];
export const REPORT_OR_LINK = ['.md', ']('];

/**
 * The next match of the g regex `re` in `text` from its lastIndex, every match of which holds one of `needles`: null,
 * lastIndex back at 0, where none is left, so a long line whose citations all come first is not read to its end.
 * `re` is run itself (no copy per line, as matchAll makes): start it at 0, and run it nowhere else while reading.
 */
export function execHolding(re: RegExp, text: string, needles: readonly string[]): RegExpExecArray | null {
  for (const n of needles) if (text.includes(n, re.lastIndex)) return re.exec(text);
  re.lastIndex = 0;
  return null;
}

/** A quote starting at the position it is looked for (sticky): its 7 groups as in QUOTE. */
const QUOTE_HERE = new LetterRegex(QUOTE, 'uy');
/**
 * Between a report's name and a quote, words that give no line (`Per r.md, the 'from' param`, `dev-1.md
 * says "…"`, `**dev-1.md**: '…'`): the quote is checked against the whole report. A digit or the word
 * `line` there is a line written in a form not read, and a code span, link, emoji or other symbol a form
 * not read either: those stay unreadable citations.
 */
const NO_LINE_GAP = /^[\p{L}\s.,;:()\-–—*_]*$/u;
const LINE_WORD = /(?<!\p{L})(?:lines?|ln)(?!\p{L})/iu;

/**
 * Reports named with a quoted string after them that no read citation covers, each once, by the column
 * of the name; `quote` when the words between them give no line and the quote closes in its cell.
 */
export function unreadCitations(text: string, read: Array<[number, number]>, inTable: boolean, letters: Letters = lettersOf(text)): Array<{ name: string; column: number; quote?: string }> {
  const within = (at: number) => read.some(([from, to]) => at >= from && at < to);
  const out: Array<{ name: string; column: number; quote?: string }> = [];
  const quotes = new Set<number>();
  const re = QUOTED_AFTER_REPORT.forLetters(letters);
  re.lastIndex = 0;
  for (let m = execHolding(re, text, REPORT_NAME); m; m = execHolding(re, text, REPORT_NAME)) {
    const end = m[0].indexOf('.md') + 3;
    const name = m[0].slice(0, end);
    // The quote's opening mark, where the match ends (the gap holds none).
    const quote = m.index! + m[0].length - 1;
    if (within(m.index!) || within(quote) || quotes.has(quote)) continue;
    quotes.add(quote);
    const gap = m[0].slice(end, -1);
    let quoted: string | undefined;
    if (!/^[~/]/.test(name) && NO_LINE_GAP.test(gap) && !LINE_WORD.test(gap)) {
      const sticky = QUOTE_HERE.forLetters(letters);
      sticky.lastIndex = quote;
      const q = sticky.exec(text);
      const close = q ? q.index + q[0].length - 1 : -1;
      const to = q?.[1] === undefined ? close : quoteEnd(text, close, inTable);
      // A quote holding quotes runs on: a report named inside it is its text, no citation.
      if (to > close) read.push([close, to + 1]);
      quoted = q ? quoteOf(q, 1) + text.slice(close, to) : undefined;
    }
    out.push({ name, column: m.index! + 1, ...(quoted === undefined ? {} : { quote: quoted }) });
  }
  return out;
}

/** How far past the mark a "…" quote first closed at its end is looked for (quoteEnd): a bound keeps many citations of a long line linear. */
const QUOTE_REACH = 2000;
const WORDY = /[\p{L}\p{N}]/u;
/** Whether the mark at `i` opens a quote inside a quote: `“`, or `"` after no letter or digit and before one (`{"id"`, ` "ok"`). */
const opensInner = (text: string, i: number) => text[i] === '“' || (text[i] === '"' && !WORDY.test(text[i - 1] ?? '') && WORDY.test(text[i + 1] ?? ''));

/**
 * The protocol reading: where a "…" quote whose regex match closed at the mark `close` ends. A mark that opens an
 * inner quote rather than closing this one (`"Returns 200 and {"id": 1}"`: the `"` of `{"id`) does not end it: the
 * quote runs on, inner quotes paired, to the mark that closes it, never past its line or table cell (an unescaped
 * `|`), and an escaped `\"` is no mark. `close` itself when that mark ends it or none is found within QUOTE_REACH.
 */
export function quoteEnd(text: string, close: number, inTable: boolean): number {
  if (!opensInner(text, close)) return close;
  let inner = 1;
  for (let i = close + 1, limit = Math.min(text.length, close + QUOTE_REACH); i < limit; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (inTable && ch === '|') return close;
    else if (ch !== '"' && ch !== '“' && ch !== '”') continue;
    else if (opensInner(text, i)) inner++;
    else if (inner-- === 0) return i;
  }
  return close;
}

/** Markdown escapes rendered: a backslash before ASCII punctuation (`\"`, `\*`, `\|`) shows the mark alone. */
export const rendered = (quote: string) => (quote.includes('\\') ? quote.replace(/\\([!-/:-@[-`{-~])/g, '$1') : quote);
