import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-verdict.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const VERDICT = 'VERDICT    : matches';
const GAPS = 'GAPS       : none';
const MOVED = edit(BASE, [IMPL_N2, ''], ['  N1  status=done      output=src/api.ts    verify=pass\n', `  N1  status=done      output=src/api.ts    verify=pass\n${IMPL_N2}`]);

describe('graph-verdict', () => {
  it('passes on "matches" when the graphs match', async () => {
    expect((await runGraph(rule, BASE)).detail).toBe('VERDICT says matches and the graphs match');
  });
  it('fails on "matches" with a difference, at the VERDICT and at the difference', async () => {
    const text = edit(BASE, [IMPL_N2, '']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const v = lineOf(text, VERDICT);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [v, 'VERDICT says matches, but 1 difference: N2 missing from the IMPLEMENTED GRAPH'],
      [lineOf(text, '  N2  domain=web'), `N2 is delegated but not in the IMPLEMENTED GRAPH, yet VERDICT (line ${v}) says matches`],
    ]);
  });
  it('passes on a mismatch verdict whose differences are listed or named', async () => {
    expect((await runGraph(rule, edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2]'], [VERDICT, 'VERDICT : mismatches listed above']))).status).toBe('pass');
    expect((await runGraph(rule, edit(MOVED, [VERDICT, 'VERDICT : mismatches: N2 ran in WAVE 1']))).status).toBe('pass');
  });
  it('fails on a mismatch verdict that leaves a wave move unnamed', async () => {
    const text = edit(MOVED, [VERDICT, 'VERDICT : mismatches listed above']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [lineOf(text, 'VERDICT'), 'VERDICT does not name N2 (implemented in another wave)'],
      [lineOf(text, '  N2  status=done'), expect.stringMatching(/N2 is in WAVE 2 of the DELEGATED GRAPH but WAVE 1 of the IMPLEMENTED GRAPH, and neither VERDICT \(line \d+\) nor the list for it names N2/)],
    ]);
  });
  it('warns on a mismatch verdict when nothing differs', async () => {
    const r = await runGraph(rule, edit(BASE, [VERDICT, 'VERDICT : mismatches listed above']));
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/no difference/);
  });
  it('fails on the template text and on a missing VERDICT', async () => {
    expect((await runGraph(rule, edit(BASE, [VERDICT, 'VERDICT : matches | mismatches listed above']))).detail).toMatch(/template text/);
    const text = edit(BASE, [`${VERDICT}\n`, '']);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'IMPLEMENTED GRAPH: demo'), message: 'no VERDICT in this IMPLEMENTED GRAPH' })]);
  });
  it('skips without an IMPLEMENTED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
