import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-acyclic.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, BASE_FILES, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const twoCycle = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 -> N1']);
const threeCycle = edit(BASE, ['  N0 → N2   (N2 reads the spec)', '  N2 → N0'], ['  N1 -> N2', '  N1 -> N2\n  N0 -> N1']);
const cycleFinding = (text: string, edge: string, cycle: string) => ({ file: 'graph.md', line: lineOf(text, edge), column: 3, message: `is part of the cycle ${cycle}` });

ruleTester(rule, {
  valid: [{ name: 'a DAG', files: { ...BASE_FILES, 'graph.md': BASE } }],
  invalid: [
    {
      name: 'a two-node cycle, a finding on each of its edges',
      files: { 'graph.md': twoCycle },
      detail: 'a cycle: N1 → N2 → N1',
      findings: [cycleFinding(twoCycle, '  N1 -> N2', 'N1 → N2 → N1'), cycleFinding(twoCycle, '  N2 -> N1', 'N1 → N2 → N1')],
    },
    {
      name: 'a three-node cycle, once, from its first edge in the file',
      files: { 'graph.md': threeCycle },
      detail: 'the DELEGATED GRAPH has a cycle: N2 → N0 → N1 → N2',
      findings: ['N2 → N0', 'N0 -> N1', 'N1 -> N2'].map((edge) => cycleFinding(threeCycle, edge, 'N2 → N0 → N1 → N2')),
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: { 'graph.md': NO_PLAN } },
  ],
});

describe('graph-acyclic on large and degenerate input', () => {
  it('handles a long chain without exhausting the stack', async () => {
    const n = 20_000;
    const lines = ['DELEGATED GRAPH: chain', 'NODES:', ...Array.from({ length: n }, (_, i) => `  C${i} domain=d output=f${i}.ts`), 'EDGES:', ...Array.from({ length: n - 1 }, (_, i) => `  C${i} → C${i + 1}`), `  C${n - 1} → C0`, 'WAVES:', '  WAVE 1 : [C0]'];
    const r = await runGraph(rule, lines.join('\n'), {});
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/a cycle: C0 → C1 → C2 → /);
    expect(r.findings[0]).toMatchObject({ line: n + 4, message: expect.stringMatching(/edge C0 → C1 is part of the cycle/) });
  });
  it('counts the cycles of a graph whose every node leads back to the first, and builds only those it shows', async () => {
    // A chain C0 → … → C(n-1) and an edge from every Ci back to C0: n - 1 cycles, the one closed
    // by Ci → C0 of i + 1 edges, so the findings would number in the hundreds of thousands.
    const n = 2000;
    const lines = ['DELEGATED GRAPH: back', 'NODES:', ...Array.from({ length: n }, (_, i) => `  C${i} domain=d output=f${i}.ts`), 'EDGES:', ...Array.from({ length: n - 1 }, (_, i) => `  C${i} → C${i + 1}`), ...Array.from({ length: n - 1 }, (_, i) => `  C${i + 1} → C0`), `  C1 → C0`, 'WAVES:', '  WAVE 1 : [C0]'];
    const r = await runGraph(rule, lines.join('\n'), {});
    const total = Array.from({ length: n - 1 }, (_, i) => i + 2).reduce((a, b) => a + b, 0);
    expect(r.status).toBe('fail');
    // C1 → C0 listed twice closes one cycle.
    // The search goes down the chain first, so the longest cycles are found (and named) first.
    const longest = `C0 → ${Array.from({ length: 11 }, (_, i) => `C${i + 1}`).join(' → ')} → … (${n} edges) → C0`;
    expect(r.detail.startsWith(`the DELEGATED GRAPH has ${n - 1} cycles: ${longest}; `)).toBe(true);
    expect(r.detail.endsWith(`; and ${n - 11} more (showing 500 of ${total} findings)`)).toBe(true);
    expect(r.detail.split('; ')).toHaveLength(11);
    expect(r.findings).toHaveLength(500);
    expect(r.findings[0]).toMatchObject({ line: lineOf(lines.join('\n'), '  C0 → C1'), message: `edge C0 → C1 is part of the cycle ${longest}` });
  });
  survivesDegenerate(rule);
});
