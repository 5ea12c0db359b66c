// Quoting typography in a §4a quote (cross-val-quotes, the protocol reading): the case of its first letter, a
// mark that opens or closes it, and the kind of its quotation marks change none of the report's words, so a quote
// that differs from the cited text only in these is verbatim ("expects 200." quoting "- Expects 200 with …").
import { spendChars } from './cross-val-search.js';

/** Quotation marks and apostrophes of every kind, read as one (`don't` quotes `don’t`); each one UTF-16 unit, so lengths keep. */
const MARKS = /["“”„‟«»‹›「」『』'‘’‚‛]/g;
const sameMarks = (s: string) => s.replace(MARKS, '"');
/** What may open or close a quote as typography: sentence punctuation, an ellipsis, a quotation mark, a blank. */
const EDGE = new Set([...'.,;:!?…" ']);
/** Of those, the marks of a sentence: one the quote adds where the report has none is typography, one it changes is not. */
const PUNCT = new Set([...'.,;:!?…']);
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A quote read without its typography: the forms to look for, and the sentence marks next to them in the quote. */
export interface VerbatimForms {
  /** Without the marks at its ends, quotation marks made one; first letter as written, then in the other case. */
  forms: string[];
  /** The sentence mark the quote opens with, nearest its words, and the one it closes with. */
  before?: string;
  after?: string;
}

/** The quote (whitespace-normalised) without its typography; no forms when no letter or digit is left. A loop, not a regex: a long run of marks stays linear. */
export function verbatimForms(quote: string): VerbatimForms {
  const q = sameMarks(quote);
  let [a, b] = [0, q.length];
  while (a < b && EDGE.has(q[a]!)) a++;
  while (b > a && EDGE.has(q[b - 1]!)) b--;
  const s = q.slice(a, b);
  if (!HAS_WORD.test(s)) return { forms: [] };
  const nearest = (marks: string) => [...marks].find((c) => PUNCT.has(c));
  const [before, after] = [nearest([...q.slice(0, a)].reverse().join('')), nearest(q.slice(b))];
  const first = s[0]!;
  const other = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return { forms: other === first ? [s] : [s, other + s.slice(1)], ...(before ? { before } : {}), ...(after ? { after } : {}) };
}

/** Whether the report's character next to a match agrees with the quote's mark there: no sentence mark, or the same one. */
const agrees = (c: string | undefined, mark: string | undefined) => c === undefined || mark === undefined || !PUNCT.has(c) || c === mark;

/**
 * Whether the quote is in the window (`win.text`, whitespace-normalised) but for its typography; 'unchecked'
 * when the budget would be passed. The window with its marks made one is kept in `win.marks`, for the
 * quotes that hold a mark.
 */
export function verbatimIn(win: { text: string; marks?: string }, quote: string, budget: { left: number }): boolean | 'unchecked' {
  const found = verbatimAt(win, quote, budget);
  return found === 'unchecked' ? found : found !== undefined;
}

/**
 * Where in `win.text` the quote is but for its typography: the offset and length of its words there (the marks
 * at its ends left out), so a quote at another line of a report can be placed; 'unchecked' past the budget.
 */
export function verbatimAt(win: { text: string; marks?: string }, quote: string, budget: { left: number }): { at: number; length: number } | 'unchecked' | undefined {
  const { forms, before, after } = verbatimForms(quote);
  for (const form of forms) {
    if (form.includes('"') && win.marks === undefined) {
      if (!spendChars(budget, win.text.length)) return 'unchecked';
      win.marks = sameMarks(win.text);
    }
    // A form without marks matches the window where the window has none, so the window as written serves.
    // Marks are one UTF-16 unit each, so an offset in the window with its marks made one is one in the window.
    const hay = form.includes('"') ? win.marks! : win.text;
    // Each place it is found, until one agrees with the quote's marks: the search advances, so it stays linear in the window.
    for (let from = 0; ; ) {
      const at = hay.indexOf(form, from);
      if (!spendChars(budget, (at < 0 ? hay.length : at + form.length) - from) || budget.left-- <= 0) return 'unchecked';
      if (at < 0) break;
      if (agrees(hay[at - 1], before) && agrees(hay[at + form.length], after)) return { at, length: form.length };
      from = at + 1;
    }
  }
  return undefined;
}
