import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-compare-waves.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';

describe('graph-compare-waves', () => {
  it('passes when each node sits in its delegated wave', async () => {
    expect((await runGraph(rule, BASE)).status).toBe('pass');
  });
  it('fails on a node moved to another wave, at both locations', async () => {
    const text = edit(BASE, [IMPL_N2, ''], ['WAVE 2 — client\n', `WAVE 2 — client\n`], ['  N1  status=done      output=src/api.ts    verify=pass\n', `  N1  status=done      output=src/api.ts    verify=pass\n${IMPL_N2}`]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const d = lineOf(text, '  N2  domain=web');
    const i = lineOf(text, '  N2  status=done');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [d, `N2 is delegated to WAVE 2 but implemented in WAVE 1 (line ${i})`],
      [i, `N2 is implemented in WAVE 1 but delegated to WAVE 2 (line ${d})`],
    ]);
  });
  it('fails on a node listed twice', async () => {
    const text = edit(BASE, ['FAILURES   : none', `  N2  status=done  output=web/app.ts\nFAILURES   : none`]);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual([`N2 is listed again in the IMPLEMENTED GRAPH (first at line ${lineOf(text, '  N2  status=done      output')})`]);
  });
  it('skips without an IMPLEMENTED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
