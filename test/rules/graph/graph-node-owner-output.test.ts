import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-node-owner-output.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const N1 = '  N1  domain=api   output=src/api.ts    status=pending';

describe('graph-node-owner-output', () => {
  it('passes when every node has one owner and one output', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/3 nodes/);
  });
  it('fails on two owners, at the second domain=', async () => {
    const text = edit(BASE, [N1, '  N1  domain=api domain=infra  output=src/api.ts  status=pending']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const line = lineOf(text, 'domain=infra');
    expect(r.findings).toEqual([expect.objectContaining({ line, column: text.split('\n')[line - 1]!.indexOf('domain=infra') + 1, message: expect.stringMatching(/2 domain= values \(api, infra\)/) })]);
  });
  it('fails on a repeated id, naming the first line', async () => {
    const text = edit(BASE, [N1, `${N1}\n  N1  domain=ops  output=ops.yaml  status=pending`]);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'domain=ops'), message: `node id N1 is declared again (first at line ${lineOf(text, N1)})` })]);
  });
  it('fails on a missing output, two outputs, an empty domain and an unknown status', async () => {
    const text = edit(
      BASE,
      [N1, '  N1  domain=api  status=pending'],
      ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=  output=web/app.ts output=web/b.ts  status=done'],
    );
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual([
      'node N1 has no output= (the file, folder or commit it produces)',
      'node N2 has an empty domain=',
      expect.stringMatching(/node N2 has 2 output= values/),
      'node N2 has status=done; expected pending or pre-done',
    ]);
    expect(r.detail).toMatch(/4 node declaration problems/);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    const r = await runGraph(rule, NO_PLAN);
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/no DELEGATED GRAPH/);
  });
  survivesDegenerate(rule);
});
