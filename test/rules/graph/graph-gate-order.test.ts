import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-gate-order.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const RETURN_N1 = BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'));
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));

describe('graph-gate-order', () => {
  it('passes when each wave is spawned after the earlier waves returned', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
  });
  it('warns when a later-wave node is spawned before an earlier-wave node returned', async () => {
    const text = edit(BASE, [RETURN_N1 + SUB_N2, SUB_N2 + RETURN_N1]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('warn');
    expect(r.findings).toEqual([
      expect.objectContaining({ line: lineOf(text, 'AGENT SUBGRAPH — N2'), message: 'N2 (WAVE 2) is spawned before N1 (WAVE 1) has returned; WAVE 2 must wait for WAVE 1' }),
    ]);
  });
  it('fails when a later-wave node returned before an earlier-wave node did: the order proves it ran early', async () => {
    const text = edit(BASE, [RETURN_N1 + SUB_N2 + RETURN_N2, SUB_N2 + RETURN_N2 + RETURN_N1]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([
      expect.objectContaining({ line: lineOf(text, 'RETURN: N2'), message: `N2 (WAVE 2) returned before N1 (WAVE 1) returned (line ${lineOf(text, 'RETURN: N1')}): WAVE 2 ran before WAVE 1 completed` }),
    ]);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
