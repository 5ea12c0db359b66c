import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-block-order.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const PLAN = BASE.slice(BASE.indexOf('DELEGATED GRAPH'), BASE.indexOf('AGENT SUBGRAPH — N1'));
const IMPL = BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));

describe('graph-block-order', () => {
  it('passes when the plan comes first and the implemented graph last', async () => {
    expect((await runGraph(rule, BASE)).status).toBe('pass');
  });
  it('fails on a spawn written above the DELEGATED GRAPH', async () => {
    const sub = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
    const text = edit(BASE, [PLAN + sub, sub + PLAN]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'AGENT SUBGRAPH — N1') })]);
    expect(r.findings[0]!.message).toBe(`AGENT SUBGRAPH N1 is written before the DELEGATED GRAPH (line ${lineOf(text, 'DELEGATED GRAPH')}): the graph comes before any agent is spawned`);
  });
  it('fails on a RETURN written below the IMPLEMENTED GRAPH', async () => {
    const text = edit(BASE, [RETURN_N2 + IMPL, `${IMPL}\n${RETURN_N2}`]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/^RETURN N2 is written after the IMPLEMENTED GRAPH \(line \d+\)/);
  });
  it('passes a second task planned after the first one ended', async () => {
    const text = `${BASE}\n${BASE.replace('IMPLEMENTED GRAPH: demo', '').slice(0, BASE.indexOf('IMPLEMENTED GRAPH: demo'))}`;
    expect((await runGraph(rule, text)).status).toBe('pass');
  });
  it('skips without an AGENT SUBGRAPH or RETURN', async () => {
    expect((await runGraph(rule, PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
