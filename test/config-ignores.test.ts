// `ignores` read as ESLint reads its ignores: the last matching entry decides, `!` un-ignores, and
// inside an ignored folder nothing is un-ignored. Tested at the module level (the CLI tests run the bundle).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findConfig, ignoreMatcher, loadConfig, projectRootOf } from '../packages/core/src/config.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

/** A project (a `.git` folder marks its root) with the config and files given; the predicate its config gives. */
async function project(config: string, files: string[]): Promise<{ root: string; ignored: (rel: string) => boolean }> {
  const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', '.engagement-lint.yaml': config, ...Object.fromEntries(files.map((f) => [f, f.endsWith('/') ? '' : 'x\n'])) });
  // As the run finds it for a target: upward from the target, never above the project root.
  const file = findConfig(root, projectRootOf(root))!;
  const matcher = await ignoreMatcher(await loadConfig(file, projectRootOf(root)));
  return { root, ignored: (rel) => matcher(path.join(root, rel)) };
}

const archive = ['engagement/criteria.md', 'engagement/notes.md', 'engagement-archived/a/engagement/criteria.md', 'engagement-archived/b/engagement/criteria.md'];

describe('ignores with negated entries', () => {
  it("an archive: `!engagement-archived/b/` un-ignores b alone, and engagement/ is never ignored", async () => {
    const p = await project('ignores: ["engagement-archived/*/", "!engagement-archived/b/"]\n', archive);
    expect(['engagement', 'engagement-archived/a', 'engagement-archived/b'].map(p.ignored)).toEqual([false, true, false]);
    expect(p.ignored('engagement-archived/a/engagement/criteria.md')).toBe(true);
    expect(p.ignored('engagement-archived/b/engagement/criteria.md')).toBe(false);
    expect(p.ignored('engagement-archived')).toBe(false);
  });

  it('a path that only negated entries match is not ignored', async () => {
    const p = await project('ignores: ["!engagement/notes.md"]\n', archive);
    expect(['engagement', 'engagement/notes.md', 'engagement/criteria.md', 'engagement-archived/a'].map(p.ignored)).toEqual([false, false, false, false]);
  });

  it('the last matching entry decides: an entry after the negation ignores again', async () => {
    const p = await project('ignores: ["engagement/*.md", "!engagement/notes.md", "engagement/note*"]\n', archive);
    expect(['engagement/criteria.md', 'engagement/notes.md', 'engagement'].map(p.ignored)).toEqual([true, true, false]);
    const q = await project('ignores: ["engagement/*.md", "!engagement/notes.md"]\n', archive);
    expect(['engagement/criteria.md', 'engagement/notes.md'].map(q.ignored)).toEqual([true, false]);
  });

  it('inside an ignored folder a file cannot be un-ignored, unless the folder itself is', async () => {
    const files = ['build/test.md', 'build/other.md', 'build/deep/x.md'];
    for (const folder of ['build/', 'build/**', 'build']) {
      const p = await project(`ignores: ["${folder}", "!build/test.md"]\n`, files);
      expect(['build', 'build/test.md', 'build/other.md'].map(p.ignored), folder).toEqual([true, true, true]);
    }
    // `build/**/*` ignores what is in build/, not build/ itself: the negation then applies.
    const p = await project('ignores: ["build/**/*", "!build/test.md"]\n', files);
    expect(['build', 'build/test.md', 'build/other.md', 'build/deep/x.md'].map(p.ignored)).toEqual([false, false, true, true]);
    // Un-ignoring the folder, then ignoring what is in it, lets one file back.
    const q = await project('ignores: ["build/", "!build/", "build/*", "!build/test.md"]\n', files);
    expect(['build', 'build/test.md', 'build/other.md', 'build/deep', 'build/deep/x.md'].map(q.ignored)).toEqual([false, false, true, true, true]);
  });

  it('an entry ending in `/` matches folders only', async () => {
    const p = await project('ignores: ["notes.md/", "engagement-archived/*/"]\n', ['notes.md', 'engagement-archived/a/x.md', 'engagement-archived/c.md']);
    expect(['notes.md', 'engagement-archived/a', 'engagement-archived/a/x.md', 'engagement-archived/c.md'].map(p.ignored)).toEqual([false, true, true, false]);
  });

  it("a config's negation un-ignores what a config it extends ignores", async () => {
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'base.yaml': 'ignores: ["engagement-archived/*/"]\n',
      '.engagement-lint.yaml': 'extends: base.yaml\nignores: ["!engagement-archived/b/"]\n',
      'engagement-archived/a/x.md': 'x\n',
      'engagement-archived/b/x.md': 'x\n',
    });
    const m = await ignoreMatcher(await loadConfig(path.join(root, '.engagement-lint.yaml'), root));
    expect(['engagement-archived/a', 'engagement-archived/b', 'engagement-archived/b/x.md'].map((rel) => m(path.join(root, rel)))).toEqual([true, false, false]);
  });

  it('an entry matches only inside the folder of the config that declared it', async () => {
    const root = writeTree({ '.git/HEAD': '', 'shared/base.yaml': 'ignores: ["*/"]\n', '.engagement-lint.yaml': 'extends: shared/base.yaml\n', 'engagement/x.md': 'x\n', 'shared/inner/x.md': 'x\n' });
    const m = await ignoreMatcher(await loadConfig(path.join(root, '.engagement-lint.yaml'), root));
    expect([m(path.join(root, 'engagement')), m(path.join(root, 'shared')), m(path.join(root, 'shared/inner/x.md'))]).toEqual([false, false, true]);
  });

  it('a folder whose name starts with two dots is inside the config folder, not above it', async () => {
    const p = await project('ignores: ["..cache/"]\n', ['..cache/x.md']);
    expect(p.ignored('..cache/x.md')).toBe(true);
  });
});

describe('ignores bounded as a whole', () => {
  it('refuses a list whose alternatives hold more characters than the limit together, naming the entry that went over', async () => {
    // Each entry alone is within the limit (64 alternatives of 104 characters); 3 of them are not.
    const entry = (i: number) => `"${'{a,b}'.repeat(6)}${'x'.repeat(100)}${i}"`;
    await expect(project(`ignores: [${[0, 1, 2].map(entry).join(', ')}]\n`, archive)).rejects.toThrow(/\.engagement-lint\.yaml:1:\d+ ignores\[2\]: the ignores expand to more than 16384 characters of patterns in all/);
    const p = await project(`ignores: [${[0, 1].map(entry).join(', ')}, "engagement/notes.md"]\n`, archive);
    expect(p.ignored('engagement/notes.md')).toBe(true);
  });
});
