import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-compare-outputs.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass';

describe('graph-compare-outputs', () => {
  it('passes when every node produced its delegated output', async () => {
    expect((await runGraph(rule, BASE)).status).toBe('pass');
    expect((await runGraph(rule, edit(BASE, [IMPL_N2, '  N2  status=done  output=./web/app.ts  verify=pass']))).status).toBe('pass');
  });
  it('warns on another output, at both locations', async () => {
    const text = edit(BASE, [IMPL_N2, '  N2  status=done  output=web/main.ts  verify=pass']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('warn');
    const d = lineOf(text, '  N2  domain=web');
    const i = lineOf(text, 'output=web/main.ts');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [d, `N2 was delegated output=web/app.ts but implemented output=web/main.ts; the IMPLEMENTED GRAPH line is ${i}`],
      [i, `N2 was delegated output=web/app.ts but implemented output=web/main.ts; the DELEGATED GRAPH line is ${d}`],
    ]);
  });
  it('skips without an IMPLEMENTED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
