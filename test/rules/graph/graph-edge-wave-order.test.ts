import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-edge-wave-order.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const W1 = '  WAVE 1 : [N0 ∥ N1]  — base';
const W2 = '  WAVE 2 : [N2]       — client';

describe('graph-edge-wave-order', () => {
  it('passes when edges cross from earlier to later waves', async () => {
    expect((await runGraph(rule, BASE)).status).toBe('pass');
  });
  it('fails on an edge inside one wave', async () => {
    const text = edit(BASE, [W1, '  WAVE 1 : [N0 ∥ N1 ∥ N2]'], [W2, '']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [lineOf(text, '  N0 → N2'), expect.stringMatching(/edge N0 → N2 joins two nodes of WAVE 1/)],
      [lineOf(text, '  N1 -> N2'), expect.stringMatching(/edge N1 → N2 joins two nodes of WAVE 1: N2 would start before N1's output exists/)],
    ]);
  });
  it('fails on an edge that runs backwards', async () => {
    const text = edit(BASE, [W1, '  WAVE 1 : [N2]'], [W2, '  WAVE 2 : [N0 ∥ N1]']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/runs backwards, from WAVE 2 to WAVE 1/), expect.stringMatching(/runs backwards/)]);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
