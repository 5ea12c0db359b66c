import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-pre-done.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const N0 = '  N0  domain=docs  output=docs/spec.md  status=pre-done';

describe('graph-pre-done', () => {
  it('passes when the pre-done output exists with content and is not spawned', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/1 pre-done node, not spawned, 1 output path present/);
  });
  it('fails when the pre-done output is missing, at its output=', async () => {
    const r = await runGraph(rule, BASE, {});
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(BASE, N0), column: N0.indexOf('output=') + 1, message: 'N0 is pre-done but its output docs/spec.md does not exist' })]);
  });
  it('fails when the pre-done output is empty or an empty folder', async () => {
    expect((await runGraph(rule, BASE, { 'docs/spec.md': '  \n' })).findings[0]!.message).toMatch(/is empty/);
    const dir = edit(BASE, [N0, '  N0  domain=docs  output=docs/  status=pre-done']);
    expect((await runGraph(rule, dir, { 'docs/': '' })).findings[0]!.message).toMatch(/docs\/ is empty/);
  });
  it('fails when a pre-done node is spawned anyway, at its AGENT SUBGRAPH', async () => {
    const text = edit(BASE, ['AGENT SUBGRAPH — N1 api', 'AGENT SUBGRAPH — N0 docs\nWHY : redo\n\nAGENT SUBGRAPH — N1 api']);
    const r = await runGraph(rule, text);
    expect(r.findings).toEqual([expect.objectContaining({ line: lineOf(text, 'AGENT SUBGRAPH — N0'), message: expect.stringMatching(/spawns N0, which is pre-done \(line \d+\)/) })]);
  });
  it('does not probe outputs that are not paths or lie outside the root', async () => {
    expect((await runGraph(rule, edit(BASE, [N0, '  N0  domain=docs  output=commit 4e1d9a2  status=pre-done']), {})).status).toBe('pass');
    expect((await runGraph(rule, edit(BASE, [N0, '  N0  domain=docs  output=../elsewhere/spec.md  status=pre-done']), {})).status).toBe('pass');
  });
  it('passes when no node is pre-done', async () => {
    const r = await runGraph(rule, edit(BASE, [N0, '  N0  domain=docs  output=docs/spec.md  status=pending']));
    expect(r.detail).toBe('no node is pre-done');
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
