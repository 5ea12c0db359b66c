// Extglob target globs (`@(a|b)`, `+(a)`, `*(a)`, `?(a)`, `!(a)`) match as a glob library matches them:
// `@(…)` and `+(…)` hold no other glob character, and were looked up as a path of that name.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandTargets } from '../packages/cli/src/targets.js';
import { glob } from '../packages/cli/src/glob.js';
import { isGlob } from '../packages/cli/src/glob-word.js';
import { bin } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const tree = () =>
  writeTree({
    'a/engagement/criteria.md': criteria({ size: 'S' }),
    'b/engagement/criteria.md': criteria({ size: 'S' }),
    'x/engagement/criteria.md': criteria({ size: 'S' }),
    'xx/engagement/criteria.md': criteria({ size: 'S' }),
  });

describe('extglob target globs', () => {
  it.each([
    ['@(a|b)/engagement', ['a/engagement', 'b/engagement']],
    ['@(a|b)/engagement/', ['a/engagement', 'b/engagement']],
    ['+(x)/engagement', ['x/engagement', 'xx/engagement']],
    ['*(x)/engagement', ['x/engagement', 'xx/engagement']],
    ['?(a)/engagement', ['a/engagement']],
    ['!(x|xx)/engagement', ['a/engagement', 'b/engagement']],
  ])('%s matches %j', async (pattern, expected) => {
    const cwd = tree();
    const targets = await expandTargets([pattern], cwd);
    expect(targets.map((t) => path.relative(cwd, t.abs)).sort()).toEqual(expected);
  });

  it('one matching nothing is the usage error of a glob, not "target not found"', async () => {
    const cwd = tree();
    await expect(expandTargets(['@(zzz|yyy)/engagement'], cwd)).rejects.toThrow(/^no target matches @\(zzz\|yyy\)\/engagement/);
    await expect(expandTargets(['+(zzz)/engagement'], cwd)).rejects.toThrow(/^no target matches \+\(zzz\)\/engagement/);
  });

  it('a folder named like one is that folder', async () => {
    const cwd = writeTree({ '@(a|b)/engagement/criteria.md': criteria({ size: 'S' }), 'a/engagement/criteria.md': criteria({ size: 'S' }) });
    const targets = await expandTargets(['@(a|b)/engagement'], cwd);
    expect(targets.map((t) => path.relative(cwd, t.abs))).toEqual(['@(a|b)/engagement']);
  });

  it('isGlob', () => {
    for (const w of ['@(a)', 'x/+(a)/y', '*(a)', '?(a)', '!(a)', 'a*', '{a,b}', '[ab]']) expect(isGlob(w), w).toBe(true);
    for (const w of ['a/b', 'me@host', 'a+b', 'c++', '(a)', 'a@b(c']) expect(isGlob(w), w).toBe(false);
  });
});

/** Engagements at two depths under big/, a folder holding none, and files. */
const deep = () =>
  writeTree({
    'big/a/engagement/criteria.md': criteria({ size: 'S' }),
    'big/b/c/engagement/criteria.md': criteria({ size: 'S' }),
    'big/d/notes.md': 'x\n',
    'big/.e/engagement/criteria.md': criteria({ size: 'S' }),
  });

/** bash 4+ with extglob and globstar, which expands a glob as these are meant (dotglob: globs match dot names here). */
const bash = spawnSync('bash', ['-O', 'extglob', '-O', 'globstar', '-c', 'echo ok'], { encoding: 'utf8' }).stdout === 'ok\n';

describe('an extglob segment that can match the empty string', () => {
  const PATTERNS = ['big/**/*(engagement)', 'big/**/*(engagement)/', 'big/**/?(engagement)', 'big/*/*(engagement)', 'big/*(engagement)', 'big/**/!(engagement)/', 'big/**/@(engagement|c)', '!(x)/**/*(engagement)/', 'big/*(a|b)/**/'];

  it.skipIf(!bash || process.platform === 'win32').each(PATTERNS)('%s matches what bash (extglob, globstar) expands it to', async (pattern) => {
    const cwd = deep();
    const expanded = spawnSync('bash', ['-O', 'extglob', '-O', 'globstar', '-O', 'dotglob', '-O', 'nullglob', '-c', `printf '%s\\n' ${pattern}`], { cwd, encoding: 'utf8' });
    const expected = expanded.stdout.split('\n').filter(Boolean).map((m) => m.replace(/\/$/, '')).sort();
    const dirsOnly = pattern.endsWith('/');
    expect((await glob(dirsOnly ? pattern.slice(0, -1) : pattern, { cwd, dirsOnly })).sort()).toEqual(expected);
  });

  it('`big/**/*(engagement)` is the engagements under big/, not every folder on the way', async () => {
    const cwd = deep();
    const targets = await expandTargets(['big/**/*(engagement)'], cwd);
    expect(targets.map((t) => path.relative(cwd, t.abs)).sort()).toEqual(['big/.e/engagement', 'big/a/engagement', 'big/b/c/engagement']);
  });

  it('one that matches folders of no kind (`big/**/!(engagement)/`) lints the targets among them and names the rest in one warning', () => {
    const cwd = deep();
    const r = spawnSync(process.execPath, [bin, 'big/**/!(engagement)/', '--no-git', '--json'], { cwd, encoding: 'utf8' });
    expect([0, 1]).toContain(r.status);
    // big/a and big/b/c are projects, linted as their engagements; big/.e is linted as its engagement too.
    expect((JSON.parse(r.stdout).results as Array<{ engagement: string }>).map((x) => path.relative(cwd, x.engagement)).sort()).toEqual(['big/.e/engagement', 'big/a/engagement', 'big/b/c/engagement']);
    expect(r.stderr).toBe('engagement-lint: warning: "big/**/!(engagement)/" also matched 2 files or folders of no known kind, not linted: big/b, big/d\n');
  });
});
