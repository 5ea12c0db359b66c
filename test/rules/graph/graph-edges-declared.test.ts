import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-edges-declared.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

describe('graph-edges-declared', () => {
  it('passes when edges join declared nodes', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 edges/);
  });
  it('fails on an edge to an undeclared node, at that end of the edge', async () => {
    const text = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 → N9']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'N2 → N9'), column: 8, message: 'edge N2 → N9 names N9, which NODES does not declare' })]);
  });
  it('fails on a self-edge', async () => {
    const text = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 -> N2']);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'N2 -> N2'), message: expect.stringMatching(/points at its own node/) })]);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
