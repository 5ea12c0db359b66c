import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-waves-partition.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const W1 = '  WAVE 1 : [N0 ∥ N1]  — base';
const W2 = '  WAVE 2 : [N2]       — client';

describe('graph-waves-partition', () => {
  it('passes when each node is in exactly one wave', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('3 nodes in 2 waves, each node in exactly one');
  });
  it('fails on a node in no wave, at the node line', async () => {
    const text = edit(BASE, [W1, '  WAVE 1 : [N0]']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, '  N1  domain=api'), message: 'node N1 is in no wave, so it is never spawned' })]);
  });
  it('fails on a node in two waves and on an undeclared member', async () => {
    const text = edit(BASE, [W2, '  WAVE 2 : [N2 ∥ N1 ∥ N7]']);
    const r = await runGraph(rule, text);
    const line = lineOf(text, 'WAVE 2 : [N2');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [line, `N1 is in WAVE 2 and also in WAVE 1 (line ${lineOf(text, W1)}); each node runs in exactly one wave`],
      [line, 'WAVE 2 lists N7, which NODES does not declare'],
    ]);
  });
  it('fails on a gap in the numbering and on a repeated number', async () => {
    const gap = await runGraph(rule, edit(BASE, [W2, '  WAVE 3 : [N2]']));
    expect(gap.findings.map((f) => f.message)).toEqual(['WAVE 2 is missing: waves are numbered 1..3 without gaps']);
    const twice = await runGraph(rule, edit(BASE, [W2, '  WAVE 1 : [N2]']));
    expect(twice.findings.map((f) => f.message)).toEqual([expect.stringMatching(/WAVE 1 is numbered twice \(first at line \d+\)/)]);
  });
  it('fails when no wave is listed', async () => {
    const text = edit(BASE, [W1, ''], [W2, '']);
    const r = await runGraph(rule, text);
    expect(r.detail).toMatch(/lists no waves/);
    expect(r.findings[0]!.line).toBe(lineOf(text, 'WAVES:'));
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
