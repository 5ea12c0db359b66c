// The stems a §11 entry and a criterion are matched by, read in one pass: equal to the reading of each long
// word cut to five letters, and of the three-digit numbers once criterion numbers are blanked.
import { describe, expect, it } from 'vitest';
import { longWords } from '../../../rules/engagement/lib/round-criteria.js';
import { stems } from '../../../rules/engagement/lib/s11-deferrals.js';
import { COMMON_WORDS } from '../../../rules/engagement/lib/deferral-justification.js';

const STOP = new Set([...COMMON_WORDS, 'after', 'before', 'every', 'other', 'these', 'those', 'where', 'while', 'under', 'within', 'without', 'could', 'until', 'since', 'still', 'first', 'later', 'moved', 'postponed', 'engagement', 'iteration', 'release', 'должен', 'после', 'через', 'отложено', 'перенесено', 'следующий', 'следующего', 'спринт', 'спринта']);
const NUMBER = /(?<![\p{L}\d_#№.,:/\\-]|\d[\s\u00a0\u202f])\d{3}(?![\p{L}\d_]|[.,:/\\-]\d|[\s\u00a0\u202f]\d{3}(?!\d))/gu;
const CRIT_NUMBER = /\b(?:crit(?:erion)?|критери[\p{L}]{0,3})[-_ ]?#?\d+/giu;
/** The reading as it was written first: every long word, then each cut; criterion numbers blanked on every text. */
const reference = (text: string): Set<string> => {
  const out = new Set([...longWords(text, STOP)].map((w) => w.slice(0, 5)));
  if (/\d{3}/.test(text)) for (const n of text.replace(CRIT_NUMBER, ' ').match(NUMBER) ?? []) out.add(n);
  return out;
};

const TOKENS = ['crit-403', 'CRIT 120', 'criterion #555', 'Criterion403', 'критерий 555', 'КРИТЕРИЯ 403', 'crit', '403', '1 000', '768 px', 'ORD-403', 'export.ts:403', 'v1.200', '2026-05-25', 'Tablet', 'layouts', 'сброса', 'Сброс', 'dashboard', 'later', 'Export', 'ſcrit-403', 'İstanbul', ' ', ' ', ', ', ': ', ' — ', '\u00a0', '-', '_'];
/** A small deterministic generator: the same texts on every run. */
function* texts(count: number): Generator<string> {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(next() * 12);
    yield Array.from({ length: n }, () => TOKENS[Math.floor(next() * TOKENS.length)]!).join('');
  }
}

/** Every run of letters and digits of any script, lower-cased, five or more long, but the stop words: longWords as its pattern reads it. */
const wordsByPattern = (text: string, common: ReadonlySet<string>): string[] => [...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 5 && !common.has(w)))];

describe('s11 stems', () => {
  it('read the same long words in ASCII text, walked along, as in text of other scripts', () => {
    for (const text of texts(4000)) expect([...longWords(text, STOP)], text).toEqual(wordsByPattern(text, STOP));
    for (const text of ['Tablet layout 12345 for the dashboard_view', 'ABCDE fghij\u00a0KLMNO—pqrst', 'ſcrit-403 abcdefg', '12345678 a1b2c3']) expect([...longWords(text, STOP)], text).toEqual(wordsByPattern(text, STOP));
  });

  it('equal the reading of each long word cut to five letters and each number outside a criterion number', () => {
    for (const text of texts(4000)) expect([...stems(text)], text).toEqual([...reference(text)]);
  });

  it('cut each long word in the same pass, in the same order', () => {
    for (const text of texts(2000)) expect([...longWords(text, STOP, 5)], text).toEqual([...new Set([...longWords(text, STOP)].map((w) => w.slice(0, 5)))]);
  });
});
