import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-return-fields.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, PLAN_ONLY, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const N1_STATUS = '  STATUS            : done\n  OUTPUT            : src/api.ts';
const N1_SUMMARY = '  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.';

describe('graph-return-fields', () => {
  it('passes on structured returns', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 RETURN blocks, all structured');
  });
  it('fails on a bare "done" return, at the RETURN line', async () => {
    const text = `${PLAN_ONLY}AGENT SUBGRAPH — N1 api\nWHY : x\n\nRETURN: N1\ndone\n`;
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'RETURN: N1'), message: expect.stringMatching(/RETURN N1 is bare \("done"\).*a bare return is a failed return/) })]);
    const inline = await runGraph(rule, `${PLAN_ONLY}RETURN: done\n`);
    expect(inline.findings[0]!.message).toMatch(/is bare \("done"\)/);
  });
  it('fails on an unknown STATUS and on a missing required field', async () => {
    const text = edit(BASE, [N1_STATUS, '  STATUS            : finished']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual(['RETURN N1 has no OUTPUT field', 'RETURN N1 has STATUS finished; expected done, failed or evolved']);
  });
  it('fails on failed without FAILURE_REASON and evolved without EVOLVED_SCOPE', async () => {
    const failed = edit(BASE, [N1_STATUS, N1_STATUS.replace('done', 'failed')]);
    expect((await runGraph(rule, failed)).findings.map((f) => [f.line, f.message])).toEqual([[lineOf(failed, 'STATUS            : failed'), 'RETURN N1 is failed but gives no FAILURE_REASON']]);
    const evolved = edit(BASE, [N1_STATUS, N1_STATUS.replace('done', 'evolved')]);
    expect((await runGraph(rule, evolved)).findings.map((f) => f.message)).toEqual(['RETURN N1 is evolved but gives no EVOLVED_SCOPE']);
  });
  it('fails on a FAILURE_REASON or EVOLVED_SCOPE when the status does not call for it, but accepts none', async () => {
    const extra = edit(BASE, [N1_SUMMARY, `${N1_SUMMARY}\n  FAILURE_REASON    : flaky network\n  EVOLVED_SCOPE     : none`]);
    expect((await runGraph(rule, extra)).findings.map((f) => [f.line, f.message])).toEqual([[lineOf(extra, 'FAILURE_REASON'), 'RETURN N1 has a FAILURE_REASON but STATUS done']]);
  });
  it('fails on a SUMMARY outside 3-5 sentences and a bare fail VERIFY_RESULT', async () => {
    const text = edit(BASE, [N1_SUMMARY, '  SUMMARY           : Done.'], ['  VERIFY_RESULT     : pass\n  SUMMARY           : The page', '  VERIFY_RESULT     : fail\n  SUMMARY           : The page']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [lineOf(text, 'SUMMARY           : Done.'), 'SUMMARY of RETURN N1 has 1 sentence; write 3 to 5'],
      [lineOf(text, 'VERIFY_RESULT     : fail'), 'VERIFY_RESULT of RETURN N2 says fail without the first failing line'],
    ]);
    const six = edit(BASE, [N1_SUMMARY, '  SUMMARY           : One. Two. Three. Four. Five. Six.']);
    expect((await runGraph(rule, six)).findings[0]!.message).toMatch(/has 6 sentences/);
  });
  it('fails on an unfilled template value and an unknown VERIFY_RESULT', async () => {
    const text = edit(BASE, ['  IMPLEMENTED GRAPH : GET /items → list → json', '  IMPLEMENTED GRAPH : <the graph actually built>'], ['  VERIFY_RESULT     : pass\n  SUMMARY           : Added', '  VERIFY_RESULT     : looks good\n  SUMMARY           : Added']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.message)).toEqual([
      'IMPLEMENTED GRAPH of RETURN N1 is not filled in: "<the graph actually built>"',
      'VERIFY_RESULT of RETURN N1 is "looks good"; expected pass, fail + the first failing line, or not run',
    ]);
  });
  it('skips without RETURN blocks', async () => {
    expect((await runGraph(rule, PLAN_ONLY)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
