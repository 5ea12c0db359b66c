import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-same-output-waves.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const N1 = '  N1  domain=api   output=src/api.ts    status=pending';

describe('graph-same-output-waves', () => {
  it('passes when nodes of a wave write different files', async () => {
    expect((await runGraph(rule, BASE)).status).toBe('pass');
  });
  it('passes when the same file is written in different waves', async () => {
    const text = edit(BASE, ['  N2  domain=web   output=web/app.ts', '  N2  domain=web   output=src/api.ts']);
    expect((await runGraph(rule, text)).status).toBe('pass');
  });
  it('fails when a node writes the folder holding a same-wave node\'s file', async () => {
    const text = edit(BASE, [N1, '  N1  domain=api   output=docs/    status=pending']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([
      expect.objectContaining({ line: lineOf(text, '  N1  domain=api'), message: `N1 and N0 (line ${lineOf(text, '  N0  domain=docs')}) both write docs/spec.md / docs/ yet share WAVE 1 (line ${lineOf(text, 'WAVE 1')})` }),
    ]);
  });
  it('fails when two same-wave nodes name the same non-path output', async () => {
    const text = edit(BASE, [N1, '  N1  domain=api   output=commit on main    status=pending'], ['  N0  domain=docs  output=docs/spec.md', '  N0  domain=docs  output=commit on main']);
    const r = await runGraph(rule, text);
    expect(r.findings[0]!.message).toMatch(/both write commit on main/);
  });
  it('skips without a DELEGATED GRAPH', async () => {
    expect((await runGraph(rule, NO_PLAN)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
