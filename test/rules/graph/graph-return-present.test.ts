import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-return-present.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, PLAN_ONLY, edit, lineOf, nthLineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));

describe('graph-return-present', () => {
  it('passes when every spawn is answered', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 spawns, each answered by a RETURN');
  });
  it('fails on a spawn that never returns, at its AGENT SUBGRAPH', async () => {
    const text = edit(BASE, [RETURN_N2, '']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'AGENT SUBGRAPH — N2'), message: 'AGENT SUBGRAPH N2 is never answered by a RETURN block' })]);
  });
  it('fails on a re-spawn before the first spawn returned', async () => {
    const text = edit(BASE, [SUB_N1, SUB_N1 + SUB_N1]);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [nthLineOf(text, 'AGENT SUBGRAPH — N1', 1), `AGENT SUBGRAPH N1 has no RETURN before N1 is spawned again at line ${nthLineOf(text, 'AGENT SUBGRAPH — N1', 2)}`],
    ]);
  });
  it('fails on a RETURN for an undeclared node and one that names no node', async () => {
    const undeclared = await runGraph(rule, edit(BASE, ['IMPLEMENTED GRAPH: demo', 'RETURN: N7\n  STATUS : done\n\nIMPLEMENTED GRAPH: demo']));
    expect(undeclared.findings.map((f) => f.message)).toEqual(['RETURN for N7, which no DELEGATED GRAPH or AGENT SUBGRAPH declares']);
    const text = `${PLAN_ONLY}RETURN:\n  STATUS : done\n`;
    const nameless = await runGraph(rule, text);
    expect(nameless.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'RETURN:'), message: expect.stringMatching(/RETURN names no node/) })]);
  });
  it('warns on a RETURN for a node that was never spawned', async () => {
    const text = edit(BASE, ['IMPLEMENTED GRAPH: demo', 'RETURN: N0\n  STATUS : done\n\nIMPLEMENTED GRAPH: demo']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('warn');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'RETURN: N0'), message: 'RETURN for N0 answers no AGENT SUBGRAPH: N0 was never spawned before this line' })]);
  });
  it('skips when nothing was spawned', async () => {
    const r = await runGraph(rule, PLAN_ONLY);
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/no AGENT SUBGRAPH or RETURN/);
  });
  survivesDegenerate(rule);
});
