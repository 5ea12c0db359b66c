import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-subgraph-complete.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, PLAN_ONLY, edit, lineOf, nthLineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

describe('graph-subgraph-complete', () => {
  it('passes when every pending node has a complete AGENT SUBGRAPH', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 AGENT SUBGRAPH blocks, complete/);
  });
  it('fails on each pending node without an AGENT SUBGRAPH, at the node line', async () => {
    const r = await runGraph(rule, PLAN_ONLY);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [lineOf(PLAN_ONLY, '  N1  domain=api'), 'node N1 is pending but no AGENT SUBGRAPH spawns it'],
      [lineOf(PLAN_ONLY, '  N2  domain=web'), 'node N2 is pending but no AGENT SUBGRAPH spawns it'],
    ]);
  });
  it('fails on a subgraph for an undeclared node', async () => {
    const text = edit(BASE, ['AGENT SUBGRAPH — N2 web', 'AGENT SUBGRAPH — N5 web']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual([
      'node N2 is pending but no AGENT SUBGRAPH spawns it',
      expect.stringMatching(/AGENT SUBGRAPH for N5, which the DELEGATED GRAPH \(line 3\) does not declare/),
    ]);
  });
  it('fails on a placeholder value at the value and on a missing field at the header', async () => {
    const text = edit(BASE, ['WHY          : the client needs an endpoint to call', 'WHY          : <the reason this node exists>'], ['METHOD       : Design Thinking §2 §6\n', '']);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([
      expect.objectContaining({ line: lineOf(text, 'WHY          : <the'), column: 16, message: 'WHY of AGENT SUBGRAPH N1 is a placeholder: "<the reason this node exists>"' }),
      expect.objectContaining({ line: lineOf(text, 'AGENT SUBGRAPH — N1'), message: 'AGENT SUBGRAPH N1 has no METHOD field' }),
    ]);
  });
  it('accepts INPUTS and CONSTRAINTS of none but not a VERIFY of TBD', async () => {
    const ok = edit(BASE, ['CONSTRAINTS  : touch only src/api.ts', 'CONSTRAINTS  : none']);
    expect((await runGraph(rule, ok)).status).toBe('pass');
    const bad = edit(BASE, ['VERIFY       : npm test -- web', 'VERIFY       : TBD']);
    expect((await runGraph(rule, bad)).findings[0]!.message).toMatch(/VERIFY of AGENT SUBGRAPH N2 is a placeholder/);
  });
  it('warns when a subgraph lacks its TASK list and RETURN template', async () => {
    const text = edit(BASE, ['TASK\n1. Fetch and render.\nRETURN:\n  STATUS : done | failed | evolved\n', '']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [nthLineOf(text, 'AGENT SUBGRAPH', 2), 'AGENT SUBGRAPH N2 has no numbered TASK list'],
      [nthLineOf(text, 'AGENT SUBGRAPH', 2), 'AGENT SUBGRAPH N2 does not tell the worker what to RETURN'],
    ]);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
