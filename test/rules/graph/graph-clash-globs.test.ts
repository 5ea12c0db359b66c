/**
 * GraphClashIndex over outputs written as globs: a glob meets a file it can match, a folder it can
 * reach into, and a glob whose folder overlaps its own with an extension that agrees. The index
 * is held to graphOutputsClash on random small groups, matching globs against files and past the
 * limit of globs one index matches (by shape alone).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GraphClashIndex, GraphOutputKeys, firstBelow, graphOutputsClash } from '../../../packages/core/src/model/graph/index.js';
import sameOutputWaves from '../../../rules/graph/graph-same-output-waves.js';
import { runGraph } from './graph-helpers.js';

describe('GraphClashIndex with globs read by folder, depth and extension', () => {
  const GLOBS = ['a/**', 'a/*', 'a/*.test.md', 'a/?b*.md', 'a/b/*.md', '**/x*.md', 'a/*.md', 'a/*.ts', 'a/**/*.md', 'a/*.test.md', 'a/*/b.md', 'a/**/b.md', '*.md', '**/*.ts', 'a/b/*', 'a/*/*', 'a/b/**/x*.md', '/a/*.md', 'x/{a,b}*.md', 'a/?.md', 'a/b*.md', 'a//*.md', 'a/b//*.ts'];
  const PATHS = ['a/b.md', 'a/b.ts', 'a/b/c.md', 'a/b/x1.md', 'a/b/', 'a/b', 'a/c.test.md', 'x.md', 'x.ts', 'a', 'a/', '/a/b.md', '/a', 'x/ab.md', 'a/b/c/d.ts', 'commit', 'a//b.md', 'a/b//c.ts'];
  const node = fc.array(fc.constantFrom(...GLOBS, ...PATHS), { maxLength: 3 }).map((vs) => ({ outputs: vs.map((value) => ({ value })) }));
  const check = (items: Array<{ outputs: Array<{ value: string }> }>, side: 'a' | 'b', isFolder?: (w: string) => boolean) => {
    const index = new GraphClashIndex(new GraphOutputKeys(isFolder), items, side);
    items.forEach((q, j) => {
      const { lists, overlapping } = index.lists(q);
      const clash = (i: number) => (side === 'a' ? graphOutputsClash(items[i]!, q, isFolder, index.precise) : graphOutputsClash(q, items[i]!, isFolder, index.precise)) !== undefined;
      const expected = items.map((_, i) => i).filter(clash);
      expect([...new Set(lists.flat())].sort((x, y) => x - y)).toEqual(expected);
      for (const list of lists) expect(list).toEqual([...new Set(list)].sort((x, y) => x - y));
      const below = expected.filter((i) => i < j);
      expect(firstBelow(lists, j, 3, overlapping)).toEqual({ first: below.slice(0, 3), total: below.length });
    });
  };

  it('lists hold exactly the clashing nodes, globs matched against files', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 8 }), fc.constantFrom('a' as const, 'b' as const), fc.boolean(), (items, side, folders) => {
        check(items, side, folders ? (w: string) => w === 'a' || w === 'x' : undefined);
      }),
      { numRuns: 1500 },
    );
  });

  it('lists hold exactly the clashing nodes by shape alone past the globs one index matches', () => {
    // 65 distinct globs matched against files: past the limit every glob is read by its shape.
    const many = Array.from({ length: 65 }, (_, i) => ({ outputs: [{ value: `a/x${i}*.md` }] }));
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 6 }), fc.constantFrom('a' as const, 'b' as const), (items, side) => {
        check([...items, ...many.slice(0, 8), ...items, ...many], side);
      }),
      { numRuns: 40 },
    );
  });

  it('a file clashes with a glob only when the glob can match it', () => {
    const pair = (a: string, b: string) => graphOutputsClash({ outputs: [{ value: a }] }, { outputs: [{ value: b }] });
    expect(pair('tests/*.test.ts', 'tests/fixtures/orders.json')).toBeUndefined();
    expect(pair('tests/*.test.ts', 'tests/fixtures/a.test.ts')).toBeUndefined();
    expect(pair('tests/*.test.ts', 'tests/helpers.ts')).toBeUndefined();
    expect(pair('tests/*.test.ts', 'tests/csv.test.ts')).toBe('tests/csv.test.ts (matched by tests/*.test.ts)');
    expect(pair('src/**/*.tsx', 'src/styles/theme.css')).toBeUndefined();
    expect(pair('src/**/*.tsx', 'src/ui/app/Button.tsx')).toBe('src/ui/app/Button.tsx (matched by src/**/*.tsx)');
    expect(pair('docs/*.txt', 'docs/ok.md')).toBeUndefined();
    // A folder meets a glob that can reach into it; two globs meet when their folders overlap and extensions agree.
    expect(pair('src/**/*.tsx', 'src/styles/')).toBe('files in src/styles/ matched by src/**/*.tsx');
    expect(pair('tests/*.test.ts', 'tests/fixtures/')).toBeUndefined();
    expect(pair('src/**/*.tsx', 'src/ui/*.tsx')).toBe('files matched by src/**/*.tsx and by src/ui/*.tsx');
    expect(pair('src/**/*.tsx', 'src/ui/*.css')).toBeUndefined();
  });

  it('a glob without an extension claims every file it reaches', () => {
    const pair = (a: string, b: string) => graphOutputsClash({ outputs: [{ value: a }] }, { outputs: [{ value: b }] });
    expect(pair('docs/**', 'docs/api.md')).toBe('docs/api.md (matched by docs/**)');
    expect(pair('docs/api.md', 'docs/*')).toBe('docs/api.md (matched by docs/*)');
    expect(pair('src/api/**', 'src/api/routes/users.ts')).toBe('src/api/routes/users.ts (matched by src/api/**)');
    expect(pair('src/**', 'src/**/*.tsx')).toBe('files matched by src/** and by src/**/*.tsx');
    expect(pair('docs/*', 'docs/guide/intro.md')).toBeUndefined();
    expect(pair('docs/**', 'src/a.md')).toBeUndefined();
  });

  it('two globs clash only when a name can match both, segment by segment', () => {
    const pair = (a: string, b: string) => graphOutputsClash({ outputs: [{ value: a }] }, { outputs: [{ value: b }] });
    expect(pair('e2e/*.spec.ts', 'e2e/*.page.ts')).toBeUndefined();
    expect(pair('src/**/*.test.ts', 'src/**/*.spec.ts')).toBeUndefined();
    expect(pair('src/a?.ts', 'src/b?.ts')).toBeUndefined();
    expect(pair('src/*/index.ts', 'src/*/main.ts')).toBeUndefined();
    expect(pair('src/**/*.test.ts', 'src/*.test.ts')).toBe('files matched by src/**/*.test.ts and by src/*.test.ts');
    expect(pair('e2e/*.spec.ts', 'e2e/login*.ts')).toBe('files matched by e2e/*.spec.ts and by e2e/login*.ts');
    expect(pair('src/*/index.ts', 'src/ui/*.ts')).toBe('files matched by src/*/index.ts and by src/ui/*.ts');
    // A single `*` stays in its folder: globs of different depths without `**` never meet.
    expect(pair('locales/*.json', 'locales/fr/*.json')).toBeUndefined();
    expect(pair('locales/*/*.json', 'locales/fr/*.json')).toBe('files matched by locales/*/*.json and by locales/fr/*.json');
    expect(pair('locales/**/*.json', 'locales/fr/*.json')).toBe('files matched by locales/**/*.json and by locales/fr/*.json');
  });

  it('the same-wave rule reads those globs alike', async () => {
    const wave = (a: string, b: string) => `DELEGATED GRAPH: t\nNODES:\n  N1 domain=x output=${a} status=pending\n  N2 domain=y output=${b} status=pending\nEDGES:\n  none\nWAVES:\n  WAVE 1 : [N1 ∥ N2]\n`;
    expect((await runGraph(sameOutputWaves, wave('docs/**', 'docs/api.md'), {})).status).toBe('fail');
    expect((await runGraph(sameOutputWaves, wave('docs/*', 'docs/api.md'), {})).status).toBe('fail');
    expect((await runGraph(sameOutputWaves, wave('e2e/*.spec.ts', 'e2e/*.page.ts'), {})).status).toBe('pass');
    expect((await runGraph(sameOutputWaves, wave('locales/*.json', 'locales/fr/*.json'), {})).status).toBe('pass');
  });
});

describe('globs over thousands of nodes stay keyed lookups', () => {
  const wave = (n: number, output: (i: number) => string) =>
    ['DELEGATED GRAPH: t', 'NODES:', ...Array.from({ length: n }, (_, i) => `  N${i} domain=x output=${output(i)} status=pending`), 'WAVES:', `  WAVE 1 : [${Array.from({ length: n }, (_, i) => `N${i}`).join(' ∥ ')}]`, ''].join('\n');
  it('a wave of 20,000 distinct globs that need matching and files beside them', { timeout: 20_000 }, async () => {
    const r = await runGraph(sameOutputWaves, wave(20_000, (i) => (i % 2 ? `src/x${i}*.ts` : `src/f${i}.css`)), {});
    // Past the globs one index matches, each is read by folder, depth and extension: no .ts glob meets a .css file.
    expect(r.detail).toMatch(/^49995000 pairs of nodes in one wave write the same files/);
  });
  it('a wave of 20,000 nodes, half writing one glob and half files it cannot match', { timeout: 20_000 }, async () => {
    const r = await runGraph(sameOutputWaves, wave(20_000, (i) => (i % 2 ? 'tests/*.test.ts' : `tests/fixtures/f${i}.json`)), {});
    expect(r.detail).toMatch(/^49995000 pairs of nodes in one wave write the same files/);
  });
});
