import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-retry.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, PLAN_ONLY, edit, nthLineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const FAILED_N1 = 'RETURN: N1\n  STATUS : failed\n  FAILURE_REASON : timeout\n\n';
const retried = (second: string) => edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${second}`]);

describe('graph-retry', () => {
  it('passes when no node is spawned twice', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('no node was spawned twice');
  });
  it('passes on one verbatim retry, whitespace aside', async () => {
    const r = await runGraph(rule, retried(SUB_N1.replace('WHY          :', 'WHY :')));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/1 node retried within the limit/);
  });
  it('fails on a retry that changes the subgraph, at the changed field', async () => {
    const text = retried(SUB_N1.replace('GET /items → list → json', 'GET /items?page → list → json'));
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([
      expect.objectContaining({ line: nthLineOf(text, 'SUBGRAPH     :', 2), message: `retry of N1 changes SUBGRAPH from the AGENT SUBGRAPH at line ${nthLineOf(text, 'AGENT SUBGRAPH — N1', 1)} and EVOLUTIONS records no change for it` }),
    ]);
  });
  it('fails on a changed TASK list', async () => {
    const r = await runGraph(rule, retried(SUB_N1.replace('2. Test it.', '2. Test it twice.')));
    expect(r.findings[0]!.message).toMatch(/changes TASK/);
  });
  it('fails on a third spawn', async () => {
    const text = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${SUB_N1}${FAILED_N1}${SUB_N1}`]);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([expect.objectContaining({ line: nthLineOf(text, 'AGENT SUBGRAPH — N1', 3), message: expect.stringMatching(/N1 is spawned 3 times \(first at line \d+\); retry at most once/) })]);
  });
  it('allows one changed re-spawn and its retry when EVOLUTIONS records the node', async () => {
    const changed = SUB_N1.replace('GET /items → list → json', 'GET /items?tenant → list → json');
    const text = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${changed}${FAILED_N1}${changed}`], ['EVOLUTIONS : none', 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }]']);
    expect((await runGraph(rule, text)).status).toBe('pass');
    const twice = edit(text, [`${FAILED_N1}${changed}`, `${FAILED_N1}${changed.replace('tenant', 'region')}`]);
    expect((await runGraph(rule, twice)).findings[0]!.message).toMatch(/changes SUBGRAPH .* more than once/);
  });
  it('skips without AGENT SUBGRAPH blocks', async () => {
    expect((await runGraph(rule, PLAN_ONLY)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
