import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-respawn.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
const FAILED_N1 = 'RETURN: N1\n  STATUS            : failed\n  FAILURE_REASON    : the test database was down\n\n';
const EVOLVED_N1 = 'RETURN: N1\n  STATUS            : evolved\n  EVOLVED_SCOPE     : the list needs paging\n\n';

describe('graph-respawn', () => {
  it('passes when no RETURN calls for a re-spawn', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('no RETURN calls for a re-spawn');
  });
  it('passes when a failed node is re-spawned before the next wave', async () => {
    const r = await runGraph(rule, edit(BASE, ['RETURN: N1\n', `${FAILED_N1}${SUB_N1}RETURN: N1\n`]));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^1 failed or evolved RETURN, each re-spawned/);
  });
  it('fails when a failed node is never re-spawned before the IMPLEMENTED GRAPH', async () => {
    const text = edit(BASE, [BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo')), FAILED_N1.replace('N1', 'N2')]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'RETURN: N2') })]);
    expect(r.findings[0]!.message).toBe(`N2 returned failed and was never spawned again before the IMPLEMENTED GRAPH (line ${lineOf(text, 'IMPLEMENTED GRAPH: demo')}); re-spawn it once with the identical subgraph`);
  });
  it('fails at the next wave when it is spawned while a failed node of the earlier wave was never re-spawned', async () => {
    const text = edit(BASE, [BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2')), FAILED_N1]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'AGENT SUBGRAPH — N2') })]);
  });
  it('fails when the next wave is spawned between an evolved RETURN and the re-spawn', async () => {
    const text = edit(BASE, ['RETURN: N1\n', `${EVOLVED_N1}${SUB_N2}${SUB_N1}RETURN: N1\n`], [`RETURN: N1\n  STATUS            : done\n  OUTPUT            : src/api.ts\n  IMPLEMENTED GRAPH : GET /items → list → json\n  VERIFY_RESULT     : pass\n  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.\n\n${SUB_N2}`, `RETURN: N1\n  STATUS            : done\n\n`]);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/^N2 \(WAVE 2\) is spawned before N1, which returned evolved at line \d+, was spawned again/);
  });
  it('needs no re-spawn after a second failure, nor while the run has no IMPLEMENTED GRAPH yet', async () => {
    const twice = edit(BASE, ['RETURN: N1\n', `${FAILED_N1}${SUB_N1}${FAILED_N1}RETURN: N1\n`]);
    expect((await runGraph(rule, twice)).status).toBe('pass');
    const running = BASE.slice(0, BASE.indexOf('RETURN: N1')) + FAILED_N1;
    expect((await runGraph(rule, running)).status).toBe('pass');
  });
  it('skips without a RETURN', async () => {
    expect((await runGraph(rule, BASE.slice(0, BASE.indexOf('AGENT SUBGRAPH')))).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
