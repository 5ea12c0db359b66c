import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-compare-failures.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N1 = '  N1  status=done      output=src/api.ts    verify=pass';
const FAILED_N1 = '  N1  status=failed    output=src/api.ts    verify=fail';
const FAILURES = 'FAILURES   : none';

describe('graph-compare-failures', () => {
  it('passes when nothing failed and FAILURES says none', async () => {
    expect((await runGraph(rule, BASE)).detail).toBe('no node failed and FAILURES says none');
  });
  it('fails on a failed node FAILURES leaves out, at both lines', async () => {
    const text = edit(BASE, [IMPL_N1, FAILED_N1]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    const node = lineOf(text, FAILED_N1);
    const list = lineOf(text, FAILURES);
    expect(r.findings.map((f) => [f.line, f.column, f.message])).toEqual([
      [node, FAILED_N1.indexOf('status=') + 1, `N1 has status=failed here, but FAILURES (line ${list}) does not list it`],
      [list, 1, `FAILURES does not list N1, which has status=failed at line ${node}`],
    ]);
  });
  it('passes when FAILURES lists the failed node', async () => {
    const r = await runGraph(rule, edit(BASE, [IMPL_N1, FAILED_N1], [FAILURES, 'FAILURES : [N1]']));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/lists the 1 failed node/);
  });
  it('fails when FAILURES lists a node that did not fail, or is not implemented', async () => {
    const text = edit(BASE, [FAILURES, 'FAILURES : [N2, N7]']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual([
      `FAILURES lists N2, but line ${lineOf(text, '  N2  status')} gives it status=done`,
      `N2 has status=done here, yet FAILURES (line ${lineOf(text, 'FAILURES : [')}) lists it`,
      expect.stringMatching(/FAILURES lists N7, which the IMPLEMENTED GRAPH \(line \d+\) does not contain/),
      expect.stringMatching(/the IMPLEMENTED GRAPH has no node N7/),
    ]);
  });
  it('fails on an unknown or missing node status', async () => {
    const text = edit(BASE, [IMPL_N1, '  N1  status=skipped  output=src/api.ts'], ['  N2  status=done      output=web/app.ts', '  N2  output=web/app.ts']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual(['N1 has status=skipped; expected done, pre-done or failed', 'N2 has no status= in the IMPLEMENTED GRAPH']);
  });
  it('fails without a FAILURES line', async () => {
    expect((await runGraph(rule, edit(BASE, [`${FAILURES}\n`, '']))).findings[0]!.message).toMatch(/no FAILURES line/);
  });
  it('skips without an IMPLEMENTED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
