// The two natural layouts of a plan whose pre-done node feeds a pending one: both
// pass the wave-order rules together (an edge from a pre-done node needs no gate,
// and a reader held back behind it has an incoming edge that explains the wait).
import { afterAll, describe, expect, it } from 'vitest';
import edgeWaveOrder from '../../../rules/graph/graph-edge-wave-order.js';
import independentWave from '../../../rules/graph/graph-independent-wave.js';
import { cleanupTrees } from '../../rule-tester.js';
import { preDonePlan, runGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const plan = (...waves: string[]) => preDonePlan(waves);

const LAYOUTS: Array<[string, string]> = [
  ['everything in WAVE 1', plan('WAVE 1 : [adr, limiter, config]')],
  ['the reader held back to WAVE 2', plan('WAVE 1 : [adr, config]', 'WAVE 2 : [limiter]')],
  // WAVE 1 spawns nothing: WAVE 2 is the first wave that runs, where independent nodes start.
  ['the pre-done node in a wave of its own', plan('WAVE 1 : [adr]', 'WAVE 2 : [limiter, config]')],
];

describe('an independent node after the first wave that runs', () => {
  it('still fails graph-independent-wave', async () => {
    const r = await runGraph(independentWave, plan('WAVE 1 : [adr]', 'WAVE 2 : [limiter]', 'WAVE 3 : [config]'), { 'docs/adr/0007.md': '# ADR 7\n' });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual(['config has no incoming edge, so it is independent of WAVE 2 and shares it; it is in WAVE 3']);
  });
});

describe('a pre-done node feeding a pending one', () => {
  for (const [name, text] of LAYOUTS) {
    for (const rule of [edgeWaveOrder, independentWave]) {
      it(`${name}: ${rule.id} passes`, async () => {
        const r = await runGraph(rule, text, { 'docs/adr/0007.md': '# ADR 7\n\nLimit per key.\n' });
        expect(r.internal_error, r.detail).toBeUndefined();
        expect(r.findings).toEqual([]);
        expect(r.status, r.detail).toBe('pass');
      });
    }
  }
});
