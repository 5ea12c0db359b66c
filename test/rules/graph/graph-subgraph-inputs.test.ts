import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-subgraph-inputs.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const N2_INPUTS = 'INPUTS       : docs/spec.md (N0), src/api.ts (N1)';

describe('graph-subgraph-inputs', () => {
  it('passes when INPUTS name every upstream output', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 upstream outputs passed through INPUTS');
  });
  it('fails on INPUTS none for a node with incoming edges, naming each edge line', async () => {
    const text = edit(BASE, [N2_INPUTS, 'INPUTS       : none']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const line = lineOf(text, 'INPUTS       : none', lineOf(text, 'AGENT SUBGRAPH — N2'));
    expect(r.findings.map((f) => [f.line, f.column, f.message])).toEqual([
      [line, 16, `AGENT SUBGRAPH N2 says INPUTS none, but edge N0 → N2 (line ${lineOf(text, '  N0 → N2')}) means it reads N0's output docs/spec.md`],
      [line, 16, `AGENT SUBGRAPH N2 says INPUTS none, but edge N1 → N2 (line ${lineOf(text, '  N1 -> N2')}) means it reads N1's output src/api.ts`],
    ]);
  });
  it('fails on the one upstream output left out, and when INPUTS is missing', async () => {
    const one = await runGraph(rule, edit(BASE, [N2_INPUTS, 'INPUTS       : docs/spec.md']));
    expect(one.findings.map((f) => f.message)).toEqual([expect.stringMatching(/does not pass src\/api\.ts, but edge N1 → N2/)]);
    const text = edit(BASE, [`${N2_INPUTS}\n`, '']);
    const none = await runGraph(rule, text);
    expect(none.findings[0]).toMatchObject({ line: lineOf(text, 'AGENT SUBGRAPH — N2'), message: expect.stringMatching(/has no INPUTS/) });
  });
  it('does not take a longer file name for the upstream output', async () => {
    const r = await runGraph(rule, edit(BASE, [N2_INPUTS, 'INPUTS       : docs/spec.md, src/api.tsx']));
    expect(r.status).toBe('fail');
  });
  it('warns when INPUTS read another node\'s output without an edge', async () => {
    const text = edit(BASE, ['INPUTS       : none', 'INPUTS       : docs/spec.md']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('warn');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'INPUTS       : docs/spec.md'), message: "AGENT SUBGRAPH N1 reads N0's output docs/spec.md, but the DELEGATED GRAPH has no edge N0 → N1" })]);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
