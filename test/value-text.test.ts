import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonText, oneSpaced, scalarText, valueText } from '../packages/core/src/util.js';

describe('valueText and scalarText: a parsed YAML or JSON value as text', () => {
  it('gives scalars as written and lists and mappings as JSON, never "[object Object]"', () => {
    expect([valueText('L'), valueText(3), valueText(true), valueText(null), valueText(undefined)]).toEqual(['L', '3', 'true', '', '']);
    expect([valueText(['L']), valueText({ node: 1 }), valueText([['git'], null])]).toEqual(['["L"]', '{"node":1}', '[["git"],null]']);
  });
  it('gives YAML bytes as YAML writes them, cut when long', () => {
    expect([valueText(Buffer.from('4')), scalarText(new Uint8Array([52]))]).toEqual(['!!binary NA==', '!!binary NA==']);
    expect(valueText(Buffer.alloc(300))).toMatch(/^!!binary A{79}…$/);
  });
  it('gives a YAML date as its ISO date, and a time with it', () => {
    expect(valueText(new Date('2026-06-01T00:00:00Z'))).toBe('2026-06-01');
    expect(valueText(new Date('2026-06-01T10:30:00Z'))).toBe('2026-06-01T10:30:00.000Z');
  });
  it('cuts long JSON and survives a value that holds itself (a YAML alias can make one)', () => {
    const long = valueText({ list: Array.from({ length: 100 }, (_, i) => i) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    const self: unknown[] = [];
    self.push(self);
    expect(valueText(self)).toBe('[…]');
  });
  it('shows a number too large or not one as such, not as JSON\'s null', () => {
    expect(jsonText(Infinity)).toBe('Infinity');
    expect(jsonText(-Infinity)).toBe('-Infinity');
    expect(jsonText(Number.NaN)).toBe('NaN');
    expect(jsonText(3)).toBe('3');
    expect(jsonText(null)).toBe('null');
  });

  it('reads only scalars as one word', () => {
    expect([scalarText('S'), scalarText(2), scalarText(null), scalarText(new Date('2026-06-01T00:00:00Z'))]).toEqual(['S', '2', '', '2026-06-01']);
    expect([scalarText(['L']), scalarText({ S: 1 })]).toEqual([undefined, undefined]);
  });
});

describe('oneSpaced', () => {
  it('folds blank runs exactly as a global \\s+ replace does', () => {
    const blank = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028', '\v', '\f');
    const text = fc.array(fc.oneof(blank, fc.constantFrom('a', 'bé', '—', '\u200b', 'x y')), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(oneSpaced(t)).toBe(t.replace(/\s+/g, ' '));
      }),
    );
  });

  it('leaves single spaces alone and rewrites only what changes', () => {
    expect(oneSpaced('a b\t\tc \n d\u00a0e')).toBe('a b c d e');
    const words = 'x — '.repeat(1000);
    expect(oneSpaced(words)).toBe(words);
  });
});
