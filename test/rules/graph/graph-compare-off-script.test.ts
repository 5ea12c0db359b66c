import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-compare-off-script.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const EXTRA = `${IMPL_N2}  N5  status=done      output=web/extra.ts  verify=pass\n`;
const OFF = 'OFF-SCRIPT : none';

describe('graph-compare-off-script', () => {
  it('passes when nothing undelegated was implemented', async () => {
    expect((await runGraph(rule, BASE)).status).toBe('pass');
  });
  it('fails on an unlisted undelegated node, at the node and at OFF-SCRIPT', async () => {
    const text = edit(BASE, [IMPL_N2, EXTRA]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const node = lineOf(text, '  N5  status');
    const off = lineOf(text, OFF);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [node, `N5 is implemented here but the DELEGATED GRAPH (line 3) never declared it, and OFF-SCRIPT (line ${off}) does not list it`],
      [off, `OFF-SCRIPT does not list N5, implemented at line ${node} but not in the DELEGATED GRAPH (line 3)`],
    ]);
  });
  it('passes when OFF-SCRIPT lists it, and accepts file entries', async () => {
    expect((await runGraph(rule, edit(BASE, [IMPL_N2, EXTRA], [OFF, 'OFF-SCRIPT : [N5]']))).status).toBe('pass');
    expect((await runGraph(rule, edit(BASE, [OFF, 'OFF-SCRIPT : [web/util.ts]']))).status).toBe('pass');
  });
  it('fails when OFF-SCRIPT names a delegated node or a node that was not implemented', async () => {
    const text = edit(BASE, [OFF, 'OFF-SCRIPT : [N1, N8]']);
    const r = await runGraph(rule, text);
    const off = lineOf(text, 'OFF-SCRIPT : [');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [off, `OFF-SCRIPT lists N1, but it was delegated at line ${lineOf(text, '  N1  domain')}`],
      [lineOf(text, '  N1  domain'), `N1 is delegated here, yet OFF-SCRIPT (line ${off}) lists it`],
      [off, `OFF-SCRIPT lists N8, which is neither in the IMPLEMENTED GRAPH (line ${lineOf(text, 'IMPLEMENTED GRAPH: demo')}) nor in the DELEGATED GRAPH (line 3)`],
      [lineOf(text, 'IMPLEMENTED GRAPH: demo'), `the IMPLEMENTED GRAPH has no node N8, yet OFF-SCRIPT (line ${off}) lists it`],
    ]);
  });
  it('fails without an OFF-SCRIPT line', async () => {
    const r = await runGraph(rule, edit(BASE, [`${OFF}\n`, '']));
    expect(r.findings[0]!.message).toMatch(/no OFF-SCRIPT line/);
  });
  it('skips without an IMPLEMENTED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
