import { describe, expect, it } from 'vitest';
import { linesHoldingWords } from '../packages/core/src/line-words.js';

describe('linesHoldingWords', () => {
  it('finds the lines holding a word in any case, and only those', () => {
    const lines = ['nothing here', 'We DROP the table', 'rm\t-rf', '', 'a secret; and a Secret', 'dro\np'];
    expect([...linesHoldingWords(lines, ['drop', 'rm', 'secret'])!].sort()).toEqual([1, 2, 4]);
    expect(linesHoldingWords([], ['x'])).toEqual(new Set());
  });

  it('gives up when upper-casing changes the length (ß), so callers test every line', () => {
    expect(linesHoldingWords(['straße', 'drop'], ['drop'])).toBeUndefined();
  });

  it('keeps every line a case-insensitive regex over the words matches (fuzzed, Cyrillic and look-alike letters included)', () => {
    const words = ['drop', 'rm', 'secret', 'последн', 'круг'];
    const re = /drop|rm\s|secret|последн|круг/i;
    // ſ and K (Kelvin) upper-case to ASCII letters, ᲁ and ᲂ to Cyrillic ones: the regex still compares them by upper case.
    const parts = ['DROP', 'dRoP', 'rm ', 'RM\t', 'rm', 'ſecret', 'SECRET', 'x', ' ', 'K', 'по', 'ПОСЛЕДН', 'последн', 'пᲂследн', 'Круг', 'крᲁг', 'İ'];
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let k = 0; k < 3000; k++) {
      const lines = Array.from({ length: 1 + next(12) }, () => Array.from({ length: next(6) }, () => parts[next(parts.length)]).join(''));
      const found = linesHoldingWords(lines, words);
      lines.forEach((l, i) => {
        if (re.test(l)) expect(found === undefined || found.has(i)).toBe(true);
      });
    }
  });
});
