import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiLettersOnly, europeanClass, europeanLettersOnly, LetterRegex, lettersOf } from '../packages/core/src/letters.js';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Patterns in the shapes the rules use: classes, negated classes, lookbehind, case-insensitive. */
const SOURCES: Array<[string, string]> = [
  [String.raw`(?<![\p{L}\p{N}_.\-/])((?:[\p{L}\p{N}_.\-]+\/)*[\p{L}\p{N}_.\-]+\.md)\s+L(\d+)`, 'gu'],
  [String.raw`[^\p{L}\p{N}]+`, 'gu'],
  [String.raw`^[\p{L}_-]+`, 'u'],
  [String.raw`[\p{Lu}\p{Lt}]`, 'u'],
  [String.raw`[\p{Ll}]`, 'u'],
  [String.raw`\bTRUNCATE\s+(?:TABLE\s+)?[\p{L}\p{N}_]+`, 'giu'],
  [String.raw`^###\s+(\d+)\.\s+\*\*([\p{L}\p{N}_]+)\*\*\s+—\s+(.+)$`, 'gu'],
  [String.raw`\bb[\p{L}]* Z|жé[\p{L}]*`, 'giu'],
  [String.raw`(?:^|[\s\x60'"(|:,=>])((?:[\w.@~-]+\/)*a\/[^\s\x60'"|,;()<>]*[\p{L}\p{N}][^\s\x60'"|,;()<>]*)`, 'u'],
  // \b and \S with i: where the u flag makes ſ and the Kelvin sign word characters.
  [String.raw`\bSIDED\s+WITH\s+\S*[\p{L}\p{N}_]|\bSPLIT\b`, 'giu'],
  [String.raw`(?<![\p{L}\p{N}_])(?:crit-?\d+|criterion\s*\d+|done[- ]when|criteria\.md)`, 'iu'],
  [String.raw`\w+k\b|[\p{L}]s\W`, 'giu'],
];

const matches = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => [m.index, ...m]);

describe('LetterRegex', () => {
  it('no character the ASCII twin may take is a letter or digit outside ASCII', () => {
    for (let c = 0x80; c <= 0xffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      if (asciiLettersOnly(ch)) expect(LETTER_OR_DIGIT.test(ch), `U+${c.toString(16)}`).toBe(false);
    }
  });

  it('finds exactly what the Unicode regex finds, on any text', () => {
    // ASCII, punctuation the twin may take (dashes, curly quotes, arrows), and letters and digits it may not.
    const chars = [...'ab Z09_./-*#:L\n', ...'SIDED WITH SPLIT crit-1 kK sS', '—', '“', '”', '→', '≥', '✓', 'é', 'ж', 'ſ', '\u212a', '²', '①', 'Ǆ', '🚀'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chars), { maxLength: 40 }), fc.constantFrom(...SOURCES), (parts, [source, flags]) => {
        const text = parts.join('');
        const lr = new LetterRegex(source, flags);
        expect(matches(lr.for(text), text)).toEqual(matches(new RegExp(source, flags), text));
      }),
      { numRuns: 3000 },
    );
  });

  it('a twin chosen for a text finds in any part of it exactly what the Unicode regex finds there', () => {
    const chars = [...'ab Z09_./-*#:L\n', ...'SIDED WITH SPLIT crit-1 kK sS', '—', '“', '→', '✓', 'é', 'ж', 'ſ', '\u212a', '²', 'Ǆ', '🚀', '見', 'ع'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chars), { maxLength: 40 }), fc.nat(40), fc.nat(40), fc.constantFrom(...SOURCES), (parts, a, b, [source, flags]) => {
        const text = parts.join('');
        const part = text.slice(Math.min(a, b), Math.max(a, b));
        const lr = new LetterRegex(source, flags);
        expect(lr.forLetters(lettersOf(text))).toBe(lr.for(text));
        expect(matches(lr.forLetters(lettersOf(text)), part)).toEqual(matches(new RegExp(source, flags), part));
      }),
      { numRuns: 3000 },
    );
    expect(['plain', 'жёлтый', 'café 🚀', '見る', ''].map(lettersOf)).toEqual(['ascii', 'european', 'european', 'unicode', 'ascii']);
  });

  it('takes the ASCII twin only when every letter and digit is ASCII', () => {
    const lr = new LetterRegex(String.raw`[\p{L}]+`, 'u');
    expect(lr.for('plain — “quoted” → text').source).toBe('[A-Za-z]+');
    expect(lr.for('① first').source).toBe(String.raw`[\p{L}]+`);
    expect(() => new LetterRegex('[\\p{L}]', 'g')).toThrow(/u flag/);
    // The twin drops the u flag (cheaper to compile) unless its source reads differently without it.
    expect(new LetterRegex(String.raw`\bx[\p{L}]`, 'giu').for('plain').flags).toBe('gi');
    expect(new LetterRegex(String.raw`[\p{L}]\u{1F680}`, 'u').for('plain').flags).toBe('u');
    expect(new LetterRegex(String.raw`[\p{L}]\uD83D\uDE80`, 'u').for('plain').flags).toBe('u');
    // Checked on first use, with either text.
    expect(() => new LetterRegex(String.raw`a\p{L}*`, 'u').for('plain')).toThrow(/inside a character class/);
    expect(() => new LetterRegex(String.raw`[a\]]\p{N}`, 'u').for('é')).toThrow(/inside a character class/);
    expect(new LetterRegex(String.raw`[\]\p{N}]`, 'u').for('x]1').test('x]1')).toBe(true);
  });

  it('a character the European twin may take is in each of its classes exactly when it is in the property, case-folded or not', () => {
    // Every character the twin's alphabet holds: below U+0530, the symbol blocks and the emoji blocks.
    const alphabet: string[] = [];
    for (let c = 0; c <= 0x1faff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (europeanLettersOnly(ch)) alphabet.push(ch);
    }
    expect(alphabet.length).toBeGreaterThan(0x530);
    for (const property of ['L', 'N', 'Ll', 'Lu', 'Lt']) {
      for (const flags of ['u', 'iu']) {
        for (const negated of ['', '^']) {
          const exact = new RegExp(`^[${negated}\\p{${property}}]$`, flags);
          const twin = new RegExp(`^[${negated}${europeanClass(property, flags.includes('i'))}]$`, flags);
          const differ = alphabet.filter((ch) => exact.test(ch) !== twin.test(ch)).map((ch) => `U+${ch.codePointAt(0)!.toString(16)}`);
          expect(differ, `[${negated}\\p{${property}}] with ${flags}`).toEqual([]);
        }
      }
    }
  });

  it('takes the European twin for Latin, Greek and Cyrillic text, with or without emoji, and the Unicode regex for other scripts', () => {
    const lr = new LetterRegex(String.raw`(?<![\p{L}])провер[\p{L}]{0,12}`, 'iu');
    for (const text of ['Проверено мной ✅', 'naïve café', 'Готово 🚀', 'Ελληνικά']) {
      expect(lr.for(text).source, text).not.toContain(String.raw`\p{`);
      expect(lr.for(text).flags, text).toBe('iu');
    }
    expect(lr.exec('Всё ПРОВЕРЕНО 🚀')?.[0]).toBe('ПРОВЕРЕНО');
    expect(lr.exec('перепроверено')).toBeNull();
    for (const text of ['確認しました', 'בדיקה', '① провер', 'provér ℂ']) expect(lr.for(text).source, text).toContain(String.raw`\p{L}`);
    expect(europeanLettersOnly('\ud800 lone surrogate')).toBe(false);
  });

  it('matches and split choose the twin for the very text they read, a lower-cased copy included', () => {
    // Ⱥ (U+023A) lies below U+0530, its lower case ⱥ (U+2C65) above: a twin chosen for 'Ⱥb' would not read 'ⱥb'.
    const word = new LetterRegex(String.raw`[\p{L}]+`, 'gu');
    expect(word.for('Ⱥb').source).not.toContain(String.raw`\p{`);
    expect(word.matches('Ⱥb c'.toLowerCase())).toEqual(['ⱥb', 'c']);
    expect(word.matches('123')).toEqual([]);
    expect(new LetterRegex(String.raw`[^\p{L}]+`, 'u').split('ⱥb-c')).toEqual(['ⱥb', 'c']);
  });

  it('exec and test run the twin the text needs, as a RegExp would', () => {
    const verdict = new LetterRegex(String.raw`(?:verdict|вердикт)(?![\p{L}])[^\p{L}]{0,4}(?<v>[\p{L}]+)`, 'diu');
    expect(verdict.exec('Verdict: ACCEPT')?.groups?.v).toBe('ACCEPT');
    expect(verdict.exec('Вердикт: ПРИНЯТО')?.indices?.groups?.v).toEqual([9, 16]);
    expect(verdict.exec('Verdictum: ACCEPT')).toBeNull();
    expect(verdict.test('verdict — REJECT')).toBe(true);
    expect(verdict.test('no decision yet')).toBe(false);
  });
});
