// A §4a quote that is the cited report's words but for a changed figure or negation: a misquote, which a
// 5-word loose match would otherwise let through as "not verbatim" (cross-val-quotes, the protocol reading).

/** Negation words whose addition or loss turns a claim around. */
const NEGATIONS = new Set(['not', 'no', 'не', 'нет']);
const HAS_DIGIT = /\p{Nd}/u;
/** What a token's core keeps at its ends: letters, digits, % and currency signs. */
const WORDY = /[\p{L}\p{N}%\p{Sc}]/u;

/** A token without the punctuation, quotes and brackets around it (`50%»` → `50%`, `(v2.1),` → `v2.1`); a loop, not a regex, so a long run of marks stays linear. */
export function core(token: string): string {
  let [a, b] = [0, token.length];
  while (a < b && !WORDY.test(token[a]!)) a++;
  while (b > a && !WORDY.test(token[b - 1]!)) b--;
  return token.slice(a, b);
}

/**
 * What a quote changes in the cited window (its `tokens`, split at its single spaces), if its words (`words`, split at single spaces) are the window's
 * own at some place except that tokens holding digits differ (a number, percentage, date or version) or one
 * negation word is added or dropped: "quotes 50% where the report says 40%". Words compare by their cores,
 * case-insensitively, so trimmed punctuation or a capital is no change. At least two words must agree, and
 * more than differ, so a lone figure is not matched to any other. undefined when there is no such place,
 * or when finding it would pass the budget (the quote is then judged as before).
 */
export function misquote(tokens: string[], cache: { cores?: string[] }, words: string[], budget: { left: number }): string | undefined {
  if ((budget.left -= tokens.length + words.length) < 0) return undefined;
  // The window's token cores, lower-cased, computed once for all its citations.
  const tc = (cache.cores ??= tokens.map((t) => core(t).toLowerCase()));
  const qc = words.map((w) => core(w).toLowerCase());
  // An anchor: the first quote word that can only match itself.
  const a = qc.findIndex((w) => w !== '' && !HAS_DIGIT.test(w) && !NEGATIONS.has(w));
  if (a < 0) return undefined;
  let first: string | undefined;
  for (let p = 0; p < tc.length; p++) {
    if (tc[p] !== qc[a]) continue;
    // One negation before the anchor shifts the quote's start by one either way.
    for (const start of [p - a, p - a + 1, p - a - 1]) {
      if (start < 0) continue;
      const found = align(tc, qc, tokens, words, start, budget);
      // Faithful (but for punctuation or case) at some place, wherever another place differs: no misquote.
      if (found === 'unchecked' || found === '') return undefined;
      first ??= found;
    }
  }
  return first;
}

/**
 * The quote read against the window from token `start` on (greedily): the change it makes, if it makes only
 * such changes; '' when it makes none (the words are there); undefined when other words differ.
 */
function align(tc: string[], qc: string[], tokens: string[], words: string[], start: number, budget: { left: number }): string | undefined | 'unchecked' {
  const figures: Array<[string, string]> = [];
  let negation: string | undefined;
  let agree = 0;
  for (let i = 0, j = start; i < qc.length; ) {
    if (budget.left-- <= 0) return 'unchecked';
    const [q, t] = [qc[i]!, tc[j]];
    if (q === t) {
      if (q) agree++;
      [i, j] = [i + 1, j + 1];
    } else if (t !== undefined && HAS_DIGIT.test(q) && HAS_DIGIT.test(t)) {
      figures.push([core(words[i]!), core(tokens[j]!)]);
      [i, j] = [i + 1, j + 1];
    } else if (negation === undefined && NEGATIONS.has(q)) {
      negation = `adds "${core(words[i]!)}", which the report does not say`;
      i++;
    } else if (negation === undefined && t !== undefined && NEGATIONS.has(t) && j > start) {
      negation = `leaves out the report's "${core(tokens[j]!)}"`;
      j++;
    } else return undefined;
  }
  const changes = figures.length + (negation ? 1 : 0);
  if (!changes) return '';
  if (agree < 2 || agree <= changes) return undefined;
  const said = figures.map(([q, t], k) => (k ? `${q} where it says ${t}` : `quotes ${q} where the report says ${t}`));
  return [said.join(', '), negation].filter(Boolean).join('; ');
}
