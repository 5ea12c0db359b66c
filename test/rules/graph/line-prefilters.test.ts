// The graph parser measures and tests every line by hand before its patterns run (a graph may have
// tens of thousands of lines): each shortcut must give what the pattern alone gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_HEADER, DOUBLE_RULE, FENCE_OPEN, RETURN_HEADER, RULE_START, SINGLE_RULE, cleanToken, headerOf, splitLine, stripComment, unbullet, unmark } from '../../../packages/core/src/model/graph/text.js';

/** Lines built from the characters the prefixes, marks and headers are made of. */
const line = fc
  .array(fc.constantFrom(' ', '\t', '\u00a0', '\u2003', '\ufeff', '>', '#', '*', '_', '-', '+', '`', '~', '=', '═', '─', 'x', 'N1', '1.', '2)', 'RETURN', 'DELEGATED GRAPH', 'AGENT SUBGRAPH', ':', '\r'), { maxLength: 14 })
  .map((parts) => parts.join(''));

function splitByPattern(raw: string) {
  const quote = /^\s*(?:>\s?)+/.exec(raw);
  const afterQuote = quote ? quote[0].length : 0;
  const rest = raw.slice(afterQuote);
  const lead = /^\s*/.exec(rest)![0].length;
  return { text: rest.slice(lead).trimEnd(), offset: afterQuote + lead, indent: lead };
}

describe('graph line prefilters', () => {
  it('splitLine measures the quote prefix and indent as the patterns do', () => {
    fc.assert(
      fc.property(line, (raw) => {
        const { text, offset, indent } = splitLine(raw, 1);
        expect({ text, offset, indent }).toEqual(splitByPattern(raw));
      }),
      { numRuns: 3000 },
    );
    expect(splitLine('  > >  x', 1)).toMatchObject({ text: 'x', offset: 7, indent: 1 });
  });

  it('unmark, unbullet and headerOf skip their patterns only where the patterns cannot match', () => {
    const byPattern = (t: string) => t.replace(/^#{1,6}\s+/, '').replace(/^(\*\*|__)(.*?)\1/, '$2');
    fc.assert(
      fc.property(line, (raw) => {
        const t = raw.trim();
        expect(unmark(t)).toBe(byPattern(t));
        expect(unbullet(t)).toBe(t.replace(/^(?:[-*+]|\d{1,9}[.)])\s+/, ''));
        if (RULE_START.test(t) === false) expect(DOUBLE_RULE.test(t) || SINGLE_RULE.test(t)).toBe(false);
        if (t[0] !== '`' && t[0] !== '~') expect(FENCE_OPEN.test(t)).toBe(false);
        if (headerOf(t) === undefined) expect(BLOCK_HEADER.test(unmark(t)) || RETURN_HEADER.test(unmark(t))).toBe(false);
      }),
      { numRuns: 3000 },
    );
    expect(headerOf('**DELEGATED GRAPH**: demo')).toEqual({ kind: 'delegated', rest: 'demo' });
    expect(headerOf('## RETURN: N1')).toEqual({ kind: 'return', rest: 'N1' });
    expect(headerOf('  N1 → N2')).toBeUndefined();
  });
});

describe('graph token shortcuts', () => {
  it('cleanToken and stripComment give what their patterns alone give', () => {
    const token = fc.array(fc.constantFrom('`', '"', "'", '*', ' ', 'N1', '.output', 'x', '#', '(', ')', '\t'), { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(token, (t) => {
        expect(cleanToken(t)).toBe(t.trim().replace(/^[`"'*]+|[`"'*]+$/g, ''));
        const hash = /\s#(?:\s|$)/.exec(t);
        expect(stripComment(t, false)).toBe((hash ? t.slice(0, hash.index) : t).trimEnd().trim());
      }),
      { numRuns: 3000 },
    );
  });
});
