// A §4a quote that is the cited report's words but for a changed figure or negation: a misquote, which a
// 5-word loose match would otherwise let through as "not verbatim" (cross-val-quotes, the protocol reading).
import { mayChange, numberOf, opposes, unitOf } from './cross-val-meaning.js';

/** Negation words whose addition or loss turns a claim around (English, Russian, German). */
const NEGATIONS = new Set(['not', 'no', 'never', 'не', 'нет', 'nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines']);
/** An auxiliary's negated form, and the auxiliary: `aren't` says `are not`, so it negates `are`. */
const CONTRACTIONS = new Map([
  ["aren't", 'are'], ["isn't", 'is'], ["wasn't", 'was'], ["weren't", 'were'], ["doesn't", 'does'], ["don't", 'do'], ["didn't", 'did'],
  ["won't", 'will'], ["can't", 'can'], ['cannot', 'can'], ["couldn't", 'could'], ["hasn't", 'has'], ["haven't", 'have'], ["hadn't", 'had'],
  ["shouldn't", 'should'], ["wouldn't", 'would'], ["mustn't", 'must'],
]);
/** The auxiliaries of do-support: `does not delete` negates `deletes`, with no `not` to insert into the report's words. */
const DO = new Set(['do', 'does', 'did']);
const HAS_DIGIT = /\p{Nd}/u;
const LETTERS = /^\p{L}+$/u;
/** What a token's core keeps at its ends: letters, digits, % and currency signs. */
const WORDY = /[\p{L}\p{N}%\p{Sc}]/u;

/** A token without the punctuation, quotes and brackets around it (`50%»` → `50%`, `(v2.1),` → `v2.1`); a loop, not a regex, so a long run of marks stays linear. */
export function core(token: string): string {
  let [a, b] = [0, token.length];
  while (a < b && !WORDY.test(token[a]!)) a++;
  while (b > a && !WORDY.test(token[b - 1]!)) b--;
  return token.slice(a, b);
}

/** A token as words compare: its core, lower-cased, a typographic apostrophe as `'` (`Doesn’t` is `doesn't`). */
const key = (token: string) => core(token).toLowerCase().replaceAll('’', "'");
/** A quote word that can only match itself: no figure (in digits or words), negation, negated auxiliary, do-support `do`, opposite or unit. */
const anchors = (w: string) => w !== '' && !HAS_DIGIT.test(w) && !NEGATIONS.has(w) && !CONTRACTIONS.has(w) && !DO.has(w) && !mayChange(w);

/**
 * Whether `form` is the verb `base` or its regular inflection: -s, -es, -d, -ed, a doubled last letter and -ed,
 * y to -ies or -ied (`deletes`, `deleted`, `retries`, `stopped`). Enough to read `does not delete` against
 * `deletes`; an irregular verb (`sent` for `send`) is not matched, and its quote is judged as before.
 */
function inflects(base: string | undefined, form: string | undefined): boolean {
  if (!base || !form || !LETTERS.test(base) || NEGATIONS.has(base)) return false;
  if (form === base) return true;
  const y = base.endsWith('y') ? base.slice(0, -1) : undefined;
  return [`${base}s`, `${base}es`, `${base}d`, `${base}ed`, `${base}${base.at(-1)}ed`].includes(form) || (y !== undefined && (form === `${y}ies` || form === `${y}ied`));
}

/**
 * What a quote changes in the cited window (its `tokens`, split at its single spaces), if its words (`words`, split at single spaces) are the window's
 * own at some place except that tokens holding digits differ (a number, percentage, date or version), a number
 * in words differs (`sixth` for `fifth`), words are exchanged for their opposites (`without` for `with`) or
 * units for other units (`ms` for `s`; see meaningStep), or one negation is added or dropped: "quotes 50% where
 * the report says 40%". A negation is a negation word (not,
 * no, never, не, нет, nicht, kein…), a negated auxiliary for the plain one (`aren't` for `are`, `keine` for
 * `eine`), or do-support for the inflected verb (`does not delete` or `didn't delete` for `deletes`); an
 * auxiliary and its contraction (`does not`, `doesn't`) are the same words. Words compare by their cores,
 * case-insensitively, so trimmed punctuation or a capital is no change. At least two words must agree, and
 * more than differ, so a lone figure is not matched to any other. undefined when there is no such place,
 * or when finding it would pass the budget (the quote is then judged as before).
 */
export function misquote(tokens: string[], cache: { cores?: string[] }, words: string[], budget: { left: number }): string | undefined {
  if ((budget.left -= tokens.length + words.length) < 0) return undefined;
  // The window's token keys, computed once for all its citations.
  const tc = (cache.cores ??= tokens.map(key));
  const qc = words.map(key);
  // Anchors: the first two quote words that can only match themselves. One of them may be the verb that
  // do-support changes (`retries` quoting `does not retry`); the other then places the quote.
  const first = qc.findIndex(anchors);
  const second = first < 0 ? -1 : qc.findIndex((w, i) => i > first && anchors(w));
  for (const a of [first, second]) {
    if (a < 0) return undefined;
    if (a === second && (budget.left -= tokens.length) < 0) return undefined;
    let found: string | undefined;
    for (let p = 0; p < tc.length; p++) {
      if (tc[p] !== qc[a]) continue;
      // A negation before the anchor shifts the quote's start: by one for a word, by two for `does not` against a verb.
      for (const shift of [0, 1, -1, 2, -2]) {
        const start = p - a + shift;
        if (start < 0) continue;
        const at = align(tc, qc, tokens, words, start, budget);
        // Faithful (but for punctuation or case) at some place, wherever another place differs: no misquote.
        if (at === 'unchecked' || at === '') return undefined;
        found ??= at;
      }
    }
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A step of the alignment past a negation: how many quote words and report tokens it takes, and what it changes. */
interface Step {
  quoted: number;
  reported: number;
  /** The verb of do-support, read against its inflection: a word that agrees. */
  verb?: boolean;
  /** A figure changed, one of the two in words: named with the figures. */
  figure?: boolean;
  change?: (words: string[], tokens: string[], i: number, j: number) => string;
}
const shown = (from: string[], at: number, n: number) => from.slice(at, at + n).map(core).join(' ');
const adds = (n: number): Step['change'] => (words, _, i) => `adds "${shown(words, i, n)}", which the report does not say`;
const leavesOut = (n: number): Step['change'] => (_, tokens, __, j) => `leaves out the report's "${shown(tokens, j, n)}"`;
const replaces: Step['change'] = (words, tokens, i, j) => `quotes "${core(words[i]!)}" where the report says "${core(tokens[j]!)}"`;

/** An auxiliary and its contraction, either way round, or two contractions of one auxiliary: the same negation, no change. */
function sameNegation(qc: string[], i: number, tc: string[], j: number): Step | undefined {
  const [q, t] = [qc[i]!, tc[j]!];
  const [qAux, tAux] = [CONTRACTIONS.get(q), CONTRACTIONS.get(t)];
  if (qAux !== undefined && qAux === tAux) return { quoted: 1, reported: 1 };
  if (qAux !== undefined && qAux === t && tc[j + 1] === 'not') return { quoted: 1, reported: 2 };
  if (tAux !== undefined && tAux === q && qc[i + 1] === 'not') return { quoted: 2, reported: 1 };
  return undefined;
}

/** Do-support at `i` of `side` (`does not delete`, `doesn't delete`) where `other` has the verb inflected at `k`: the words it takes, 0 if none. */
function doSupport(side: string[], i: number, other: string[], k: number): number {
  const w = side[i]!;
  if (DO.has(w) && side[i + 1] === 'not' && inflects(side[i + 2], other[k])) return 3;
  return DO.has(CONTRACTIONS.get(w) ?? '') && inflects(side[i + 1], other[k]) ? 2 : 0;
}

/**
 * The one negation the quote may change at quote word `i` and report token `j`, tried in this order (a
 * replaced word before an added one, so `keine` for `eine` is not read as `keine` added): do-support either
 * way, a contraction or `kein` form for its plain word either way, a negation word added, one dropped
 * (not where the quote starts: a quote may start past it).
 */
function negationStep(qc: string[], i: number, tc: string[], j: number, start: number): Step | undefined {
  const [q, t] = [qc[i]!, tc[j]];
  if (t === undefined) return NEGATIONS.has(q) ? { quoted: 1, reported: 0, change: adds(1) } : undefined;
  let n = doSupport(qc, i, tc, j);
  if (n) return { quoted: n, reported: 1, verb: true, change: adds(n - 1) };
  if ((n = doSupport(tc, j, qc, i))) return { quoted: 1, reported: n, verb: true, change: leavesOut(n - 1) };
  if (CONTRACTIONS.get(q) === t || CONTRACTIONS.get(t) === q) return { quoted: 1, reported: 1, change: replaces };
  if ((NEGATIONS.has(q) && q === `k${t}`) || (NEGATIONS.has(t) && t === `k${q}`)) return { quoted: 1, reported: 1, change: replaces };
  if (NEGATIONS.has(q)) return { quoted: 1, reported: 0, change: adds(1) };
  if (NEGATIONS.has(t) && j > start) return { quoted: 0, reported: 1, change: leavesOut(1) };
  return undefined;
}

const CASE_PREPOSITIONS = new Set(['с', 'со', 'без']);
const CYRILLIC = /^[а-яё]{4,40}$/u;
/** Two forms of one Russian word: one stem, endings of up to 3 letters (`токеном`, `токена`). */
function inflected(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a === b || !CYRILLIC.test(a) || !CYRILLIC.test(b)) return false;
  let p = 0;
  while (p < a.length && a[p] === b[p]) p++;
  return p >= 3 && a.length - p <= 3 && b.length - p <= 3;
}

/** A figure in digits or in words (`5th`, `fifth`, `пятый`). */
const figure = (w: string) => HAS_DIGIT.test(w) || numberOf(w) !== undefined;
const inQuotes = (from: string[], at: number, n: number) => `"${shown(from, at, n)}"`;

/**
 * A word the quote exchanges for another of the same kind at quote word `i` and report token `j`: its opposite
 * (`without` for `with`, `disabled` for `enabled`, `invalid` for `valid`), a figure where one of the two is in words
 * (`sixth` for `fifth`: a `figure` change; `5th` for `fifth` is the same number, no change) or a unit (`ms` for `s`;
 * `milliseconds` for `whole seconds`, a word before the unit dropped or added with it). A step without a change is
 * the same word written otherwise.
 */
function meaningStep(qc: string[], i: number, tc: string[], j: number): Step | undefined {
  const [q, t] = [qc[i]!, tc[j]!];
  if (opposes(q, t)) {
    // Russian `без` governs another case than `с`: `без токена` for `с токеном` exchanges the noun's ending too.
    if (CASE_PREPOSITIONS.has(q) && CASE_PREPOSITIONS.has(t) && inflected(qc[i + 1], tc[j + 1])) {
      return { quoted: 2, reported: 2, change: (words, tokens) => `quotes ${inQuotes(words, i, 2)} where the report says ${inQuotes(tokens, j, 2)}` };
    }
    return { quoted: 1, reported: 1, change: replaces };
  }
  if (figure(q) && figure(t)) {
    const [a, b] = [numberOf(q), numberOf(t)];
    return a !== undefined && a === b ? { quoted: 1, reported: 1 } : { quoted: 1, reported: 1, figure: true };
  }
  const [uq, ut] = [unitOf(q), unitOf(t)];
  if (uq !== undefined && ut !== undefined) return uq === ut ? { quoted: 1, reported: 1 } : { quoted: 1, reported: 1, change: replaces };
  const next = uq ?? ut;
  if (next === undefined) return undefined;
  const [quoted, reported] = uq ? [1, 2] : [2, 1];
  const other = uq ? unitOf(tc[j + 1] ?? '') : unitOf(qc[i + 1] ?? '');
  if (other === undefined || other === next || figure(uq ? t : q)) return undefined;
  return { quoted, reported, change: (words, tokens) => `quotes ${inQuotes(words, i, quoted)} where the report says ${inQuotes(tokens, j, reported)}` };
}

/**
 * The quote read against the window from token `start` on (greedily): the change it makes, if it makes only
 * such changes; '' when it makes none (the words are there); undefined when other words differ.
 */
function align(tc: string[], qc: string[], tokens: string[], words: string[], start: number, budget: { left: number }): string | undefined | 'unchecked' {
  const figures: Array<[string, string]> = [];
  const exchanged: string[] = [];
  let negation: string | undefined;
  let agree = 0;
  for (let i = 0, j = start; i < qc.length; ) {
    if (budget.left-- <= 0) return 'unchecked';
    const [q, t] = [qc[i]!, tc[j]];
    let step: Step | undefined;
    if (q === t) {
      if (q) agree++;
      [i, j] = [i + 1, j + 1];
    } else if (t !== undefined && HAS_DIGIT.test(q) && HAS_DIGIT.test(t)) {
      figures.push([core(words[i]!), core(tokens[j]!)]);
      [i, j] = [i + 1, j + 1];
    } else if (t !== undefined && (step = sameNegation(qc, i, tc, j))) {
      agree++;
      [i, j] = [i + step.quoted, j + step.reported];
    } else if (t !== undefined && (step = meaningStep(qc, i, tc, j))) {
      if (step.figure) figures.push([core(words[i]!), core(tokens[j]!)]);
      else if (step.change) exchanged.push(step.change(words, tokens, i, j));
      else agree++;
      [i, j] = [i + step.quoted, j + step.reported];
    } else if (negation === undefined && (step = negationStep(qc, i, tc, j, start))) {
      negation = step.change!(words, tokens, i, j);
      if (step.verb) agree++;
      [i, j] = [i + step.quoted, j + step.reported];
    } else return undefined;
  }
  const changes = figures.length + exchanged.length + (negation ? 1 : 0);
  if (!changes) return '';
  if (agree < 2 || agree <= changes) return undefined;
  const said = figures.map(([q, t], k) => (k ? `${q} where it says ${t}` : `quotes ${q} where the report says ${t}`));
  return [said.join(', '), ...exchanged, negation].filter(Boolean).join('; ');
}
