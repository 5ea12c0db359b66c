import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-compare-gaps.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const GAPS = 'GAPS       : none';

describe('graph-compare-gaps', () => {
  it('passes when every delegated node is implemented and GAPS says none', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/GAPS says none/);
  });
  it('fails on an unlisted gap with a finding at each location, each naming the other', async () => {
    const text = edit(BASE, [IMPL_N2, '']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const delegated = lineOf(text, '  N2  domain=web');
    const gaps = lineOf(text, GAPS);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [delegated, `N2 is delegated here but missing from the IMPLEMENTED GRAPH, and GAPS (line ${gaps}) does not list it`],
      [gaps, `GAPS does not list N2, delegated at line ${delegated} and absent from the IMPLEMENTED GRAPH`],
    ]);
  });
  it('passes when GAPS lists the missing node by id or by its output path', async () => {
    expect((await runGraph(rule, edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2]']))).status).toBe('pass');
    expect((await runGraph(rule, edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [web/app.ts]']))).status).toBe('pass');
  });
  it('fails when GAPS lists a node that was implemented, or never delegated', async () => {
    const text = edit(BASE, [GAPS, 'GAPS : [N1, N9]']);
    const r = await runGraph(rule, text);
    const gaps = lineOf(text, 'GAPS : [N1');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [gaps, `GAPS lists N1, but the IMPLEMENTED GRAPH covers it at line ${lineOf(text, '  N1  status=done')} (delegated at line ${lineOf(text, '  N1  domain=api')})`],
      [lineOf(text, '  N1  domain=api'), `N1 is delegated here and implemented at line ${lineOf(text, '  N1  status=done')}, yet GAPS (line ${gaps}) lists it`],
      [gaps, 'GAPS lists N9, which the DELEGATED GRAPH (line 3) does not declare'],
      [3, `the DELEGATED GRAPH declares no N9, yet GAPS (line ${gaps}) lists it`],
    ]);
    expect(r.findings[0]!.column).toBe('GAPS : ['.length + 1);
  });
  it('fails when the IMPLEMENTED GRAPH has no GAPS line', async () => {
    const text = edit(BASE, [`${GAPS}\n`, '']);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'IMPLEMENTED GRAPH: demo'), message: expect.stringMatching(/no GAPS line/) })]);
  });
  it('skips without an IMPLEMENTED GRAPH or a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).detail).toMatch(/no IMPLEMENTED GRAPH block/);
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
