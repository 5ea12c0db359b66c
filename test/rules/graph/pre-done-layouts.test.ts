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
];

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
