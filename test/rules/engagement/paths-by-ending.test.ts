// PathsByEnding answers as comparing each truncated tail with every full path would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathsByEnding } from '../../../packages/core/src/model/diff-summary.js';

const isSrc = (p: string) => /(?:^|\/)src\/[^/\s]/.test(p);

describe('PathsByEnding', () => {
  it('finds, for any tail, whether a longer path ends with it and the first src/ one in document order', () => {
    const segment = fc.constantFrom('src', 'lib', 'a', 'b', 'x.ts', 'y.ts', 'api');
    const pathArb = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(fc.uniqueArray(pathArb, { maxLength: 30 }), fc.array(fc.oneof(pathArb, pathArb.map((p) => `/${p}`), pathArb.map((p) => p.slice(1))), { maxLength: 10 }), (paths, tails) => {
        const named = new Map(paths.map((p, i) => [p, i + 1] as [string, number]));
        const index = new PathsByEnding(named, isSrc);
        for (const tail of tails) {
          const full = [...named].filter(([p]) => p.length > tail.length && p.endsWith(tail));
          const got = index.ending(tail);
          expect(got.any).toBe(full.length > 0);
          expect(got.marked).toEqual(full.find(([p]) => isSrc(p)));
        }
      }),
      { numRuns: 500 },
    );
  });
});
