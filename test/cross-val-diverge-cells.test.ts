// A §4a row's cells read for an unresolved DIVERGE: only the cells that can name a divergence are read further,
// which must read every row as all its cells read together do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unresolvedDiverge } from '../packages/core/src/kit.js';
import { openDiverge, withoutTakenBack } from '../rules/engagement/lib/cross-val-diverge-cells.js';

const word = fc.constantFrom(
  'DIVERGE', 'diverge', 'DıVERGE', 'Diverged', 'divergent', 'Divergence', 'diverging', 'DIVERG', 'dive', 'rge', 'Расхождение', 'расходится', 'расходятся', 'расход',
  'resolved', 'not', 'yet', 'to', 'be', 'resolved?', 'resolved:', 'no', 'не', 'устранено', 'исправлено', 'решено:', 'нет', 'MATCH', '→', '->', 'Verdict:', 'Status:',
  '⚠️', '**', '~~', '❌', 'fixed', 'in', 'iter', '2', '',
);
const cell = fc.array(word, { maxLength: 7 }).chain((ws) => fc.constantFrom(' ', '  ', '').map((gap) => ws.join(gap === '' ? ' ' : gap)));

describe('cross-val-diverge cells', () => {
  it('reads a row as withoutTakenBack then unresolvedDiverge over all its cells do', () => {
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 5 }), (cells) => {
        expect(openDiverge(cells)).toBe(unresolvedDiverge(withoutTakenBack(cells)));
      }),
      { numRuns: 5000 },
    );
  });

  it('finds the divergences a cell names in any of its forms', () => {
    for (const c of ['DIVERGE', 'DıVERGE — open', '⚠️ Divergence', 'Verdict: diverging', 'Расхождение', 'расходится']) expect(openDiverge(['x', c])).toBe(true);
    for (const c of ['DIVERGE — resolved in iter 2', 'MATCH (was DIVERGE)', 'DIVERGE → MATCH', 'dive rge']) expect(openDiverge(['x', c])).toBe(false);
    expect(openDiverge(['x', 'DIVERGE — not resolved yet'])).toBe(true);
  });
});
