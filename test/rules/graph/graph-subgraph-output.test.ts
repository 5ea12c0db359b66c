import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-subgraph-output.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

describe('graph-subgraph-output', () => {
  it('passes when each subgraph asks for its node\'s output', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^2 AGENT SUBGRAPH OUTPUT fields match/);
  });
  it('accepts the same output written differently', async () => {
    const text = edit(BASE, ['OUTPUT       : src/api.ts', 'OUTPUT       : ./src/api.ts (new file)']);
    expect((await runGraph(rule, text)).status).toBe('pass');
  });
  it('fails when the subgraph asks for another file, naming the node line', async () => {
    const text = edit(BASE, ['OUTPUT       : web/app.ts', 'OUTPUT       : web/main.ts']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([
      expect.objectContaining({ line: lineOf(text, 'OUTPUT       : web/main.ts'), column: 16, message: `AGENT SUBGRAPH N2 asks for OUTPUT web/main.ts but node N2 (line ${lineOf(text, '  N2  domain=web')}) declares output=web/app.ts` }),
    ]);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
