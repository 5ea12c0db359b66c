import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-independent-wave.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const plan = (nodes: string[], edges: string[], waves: string[]) =>
  ['DELEGATED GRAPH: t', 'NODES:', ...nodes.map((n) => `  ${n}`), 'EDGES:', ...(edges.length ? edges : ['none']).map((e) => `  ${e}`), 'WAVES:', ...waves.map((w) => `  ${w}`), ''].join('\n');

describe('graph-independent-wave', () => {
  it('passes when every node without incoming edges is in WAVE 1', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
  });
  it('fails on a node with no incoming edge held back to a later wave, at the node', async () => {
    const text = plan(['N1 domain=api output=src/api.ts', 'N2 domain=docs output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'N2 domain'), column: 3, message: 'N2 has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE 2' })]);
  });
  it('passes a node held back because it writes the same files as an earlier node', async () => {
    const text = plan(['N1 domain=api output=src/', 'N2 domain=auth output=src/auth.ts'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);
    expect((await runGraph(rule, text)).status).toBe('pass');
  });
  it('passes a later-wave node that has an incoming edge', async () => {
    const text = edit(BASE, ['  N0 → N2   (N2 reads the spec)\n', '']);
    expect((await runGraph(rule, text)).status).toBe('pass');
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
