import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-acyclic.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

describe('graph-acyclic', () => {
  it('passes on a DAG', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/no cycle/);
  });
  it('fails on a two-node cycle with a finding on each of its edges', async () => {
    const text = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 -> N1']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/a cycle: N1 → N2 → N1/);
    expect(r.findings.map((f) => f.line).sort()).toEqual([lineOf(text, '  N1 -> N2'), lineOf(text, '  N2 -> N1')].sort());
  });
  it('reports a three-node cycle once, starting at its first edge in the file', async () => {
    const text = edit(BASE, ['  N0 → N2   (N2 reads the spec)', '  N2 → N0'], ['  N1 -> N2', '  N1 -> N2\n  N0 -> N1']);
    const r = await runGraph(rule, text);
    expect(r.detail).toBe('the DELEGATED GRAPH has a cycle: N2 → N0 → N1 → N2');
    expect(r.findings.map((f) => f.line)).toEqual([lineOf(text, 'N2 → N0'), lineOf(text, 'N0 -> N1'), lineOf(text, 'N1 -> N2')]);
  });
  it('handles a long chain without exhausting the stack', async () => {
    const n = 20_000;
    const lines = ['DELEGATED GRAPH: chain', 'NODES:', ...Array.from({ length: n }, (_, i) => `  C${i} domain=d output=f${i}.ts`), 'EDGES:', ...Array.from({ length: n - 1 }, (_, i) => `  C${i} → C${i + 1}`), `  C${n - 1} → C0`, 'WAVES:', '  WAVE 1 : [C0]'];
    const r = await runGraph(rule, lines.join('\n'), {});
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/a cycle: C0 → C1 → C2 → /);
    expect(r.findings[0]).toMatchObject({ line: n + 4, message: expect.stringMatching(/edge C0 → C1 is part of the cycle/) });
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
