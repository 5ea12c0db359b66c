/** Paths a markdown line cites: in backticks, or bare under a known root, each once and where it stands. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { citedPaths } from '../packages/core/src/markdown/citations.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });

describe('cited paths', () => {
  it('takes a bare path outside backticks, and none inside a backtick span', () => {
    const line = '`src/a.ts` then src/b.ts, `see src/c.ts` and src/d.ts';
    const cited = citedPaths(doc(`# H\n${line}\n`));
    const bareAt = (p: string) => cited.some((c) => c.raw === p && c.column === line.indexOf(p) + 1);
    expect(bareAt('src/b.ts')).toBe(true);
    expect(bareAt('src/d.ts')).toBe(true);
    expect(cited.some((c) => c.raw === 'src/c.ts')).toBe(false);
    expect(cited.map((c) => c.path)).toContain('src/a.ts');
  });

  it('agrees with a span-by-span reading on lines mixing backticks and bare paths (property)', () => {
    const piece = fc.constantFrom('`src/a.ts`', 'src/b.ts', ' ', '`x`', 'tests/t.py', '`src/c.ts and src/d.ts`');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const line = parts.join(' ');
        const cited = citedPaths(doc(`# H\n${line}\n`));
        // A bare path is never reported at a column inside a backtick span.
        const spans = [...line.matchAll(/`[^`]*`/g)].map((m) => [m.index!, m.index! + m[0].length]);
        for (const c of cited) {
          const at = c.column - 1;
          const inSpan = spans.find(([a, b]) => at > a! && at < b!);
          if (inSpan) expect(line.slice(inSpan[0]!, inSpan[1]!)).toContain(c.raw);
        }
        // Every bare path outside the spans is reported.
        const bare = [...line.matchAll(/(?<![\w/])(?:src|tests)\/[\w./-]+/g)].filter((m) => !spans.some(([a, b]) => m.index! >= a! && m.index! < b!));
        for (const m of bare) expect(cited.some((c) => c.column === m.index! + 1)).toBe(true);
      }),
    );
  });
});
