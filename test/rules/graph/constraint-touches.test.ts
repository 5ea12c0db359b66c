/**
 * What a node touches besides its outputs: the files its AGENT SUBGRAPH CONSTRAINTS let it touch
 * ("<files it may touch, files it must not touch, rules>"), and outputs that are commits, which touch no file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphConstraintPaths, graphIsCommitOutput, graphOutputsClash, graphPurposePaths, graphTouchesClash, type GraphTouches } from '../../../packages/core/src/model/graph/index.js';
import rule from '../../../rules/graph/graph-same-output-waves.js';
import { runGraph } from './graph-helpers.js';
import { plan, subgraph } from './touch-fixtures.js';

const touched = (value: string) => graphConstraintPaths(value).map((p) => p.path);

describe('graphConstraintPaths', () => {
  it.each([
    ['touch src/http/ and package.json (add p-retry); nothing else', ['src/http/', 'package.json']],
    ['touch only src/api.ts', ['src/api.ts']],
    ['touch only test/format/sarif.test.ts and its golden file', ['test/format/sarif.test.ts']],
    ['touch only src/export/csv.ts and its test; do not change src/report/*', ['src/export/csv.ts']],
    ['touch only src/api.ts; do not change the schema (see docs/db.md).', ['src/api.ts']],
    ['touch only schemas/sarif-subset.json; keep to JSON Schema 2020-12', ['schemas/sarif-subset.json']],
    ['write only reports/dedupe-impact.md; dry run only, never write to production', ['reports/dedupe-impact.md']],
    ['src/a.ts, package.json; must not touch src/db/; no new deps', ['src/a.ts', 'package.json']],
    ['Files it may touch: src/a.ts. Files it must not touch: src/b.ts. Rules: keep Node 18', ['src/a.ts']],
    ['Do not modify anything outside src/a/', ['src/a/']],
    ['read docs/spec.md; write src/a.ts', ['src/a.ts']],
    ['may edit package.json but not package-lock.json', ['package.json']],
    ['touch src/a.ts; src/b.ts stays untouched', ['src/a.ts']],
  ])('%s touches %j', (value, paths) => {
    expect(touched(value)).toEqual(paths);
  });

  it('reads no file from none, template text, a name without a folder and no verb, or a version', () => {
    for (const value of ['none', '<files it may touch, files it must not touch, rules>', 'TBD', 'targets Node.js 22', 'keep Python 3.12']) expect(touched(value)).toEqual([]);
  });

  it('gives where each file starts in the value', () => {
    expect(graphConstraintPaths('touch src/db/ and package.json')).toEqual([
      { path: 'src/db/', index: 6 },
      { path: 'package.json', index: 18 },
    ]);
  });
});

describe('graphIsCommitOutput and graphPurposePaths', () => {
  it('reads a commit, bare, by hash, on a branch or to one, and nothing else', () => {
    for (const value of ['commit', 'Commit', '`commit 4e1d9a2`', 'commit on branch fix/api', 'a commit to main (hotfix)', 'commits on the release branch']) expect(graphIsCommitOutput(value), value).toBe(true);
    for (const value of ['commit/notes.md', 'commits.md', 'commit-msg', 'src/commit.ts', 'commit and docs/CHANGELOG.md']) expect(graphIsCommitOutput(value), value).toBe(false);
  });

  it('reads the files a wave comment names', () => {
    expect(graphPurposePaths('HTTP retries (adds p-retry to package.json)')).toEqual(['package.json']);
    expect(graphPurposePaths('port to Python 3.12, see docs/')).toEqual(['docs']);
  });
});

describe('graph-same-output-waves on many nodes whose CONSTRAINTS touch one file', () => {
  it('names three nodes listed before each and counts the rest', async () => {
    const ids = ['N1', 'N2', 'N3', 'N4', 'N5', 'N6'];
    const text = [plan(ids.map((id) => `${id} src/${id}/main.ts`), [`WAVE 1 : [${ids.join(' ∥ ')}]  — all`]), ...ids.map((id) => subgraph(id, `src/${id}/main.ts`, `touch src/${id}/ and package.json`))].join('\n');
    const r = await runGraph(rule, text, {});
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('15 pairs of nodes in one wave touch the same files their AGENT SUBGRAPH CONSTRAINTS name');
    expect(r.findings.filter((f) => f.message.includes('more node')).map((f) => f.message.replace(/ \(line \d+\)/, ''))).toEqual([
      'N5 and 1 more node listed before it in WAVE 1 touch the same files their AGENT SUBGRAPH CONSTRAINTS name',
      'N6 and 2 more nodes listed before it in WAVE 1 touch the same files their AGENT SUBGRAPH CONSTRAINTS name',
    ]);
    expect(r.findings).toHaveLength(1 + 2 + 3 + 3 + 3 + 2);
  });
});

describe('graphTouchesClash past a few hundred pairs', () => {
  // Paths, folders and globs over a few names, so that sides of thousands meet rarely and in every way.
  const token = fc.tuple(fc.constantFrom('src', 'docs', 'lib'), fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom('x.ts', 'y.md', '', '*.ts', '**')).map(([t, f, n]) => `${t}/${f}/${n}`);
  const side = (from: 'output' | 'constraints') => fc.array(token, { minLength: 1, maxLength: 40 }).map((values): GraphTouches => ({ item: { outputs: values.map((value) => ({ value })) }, extra: true, sources: values.map((value, k) => ({ value, line: k + 1, column: 1, from })) }));
  /** Every pair in order, b's touches first: the answer the index must give. */
  const pairwise = (a: GraphTouches, b: GraphTouches) => {
    for (const tb of b.sources) for (const ta of a.sources) {
      const what = graphOutputsClash({ outputs: [ta] }, { outputs: [tb] });
      if (what !== undefined) return { what, a: ta, b: tb };
    }
    return undefined;
  };

  it('names the first pair that one-by-one comparison names', () => {
    fc.assert(fc.property(side('output'), side('constraints'), (a, b) => {
      expect(graphTouchesClash(a, b)).toEqual(pairwise(a, b));
    }), { numRuns: 300 });
  });

  it('finds the one shared file of two nodes touching 4,000 files each', () => {
    const many = (p: string): GraphTouches => {
      const values = [...Array.from({ length: 4000 }, (_, i) => `${p}${i}/x.ts`), 'package.json'];
      return { item: { outputs: values.map((value) => ({ value })) }, extra: true, sources: values.map((value, k) => ({ value, line: k + 1, column: 1, from: 'constraints' as const })) };
    };
    const found = graphTouchesClash(many('src/h'), many('src/d'));
    expect(found?.what).toBe('package.json');
    expect([found?.a.line, found?.b.line]).toEqual([4001, 4001]);
  });
});
