// Extglob target globs (`@(a|b)`, `+(a)`, `*(a)`, `?(a)`, `!(a)`) match as a glob library matches them:
// `@(…)` and `+(…)` hold no other glob character, and were looked up as a path of that name.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandTargets } from '../packages/cli/src/targets.js';
import { glob } from '../packages/cli/src/glob.js';
import { holdsExtglob, isGlob } from '../packages/cli/src/glob-word.js';
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

  it('holdsExtglob: an extglob segment as picomatch reads one, an escaped one not', async () => {
    const { default: picomatch } = await import('picomatch');
    const extglobs = ['*(a)', '@(a|b)', '!(x)', '+(a)', '?(a)', 'x/+(a)/y', 'a*(b)', '\\\\*(a)', '\\\\@(a)'];
    const not = ['(a)', 'x/(a)', '\\*(a)', '\\@(a|b)', '\\\\\\!(x)', 'a@b', 'c++', '*', 'me@host'];
    for (const w of extglobs) expect([holdsExtglob(w), picomatch.scan(w).isExtglob], w).toEqual([true, true]);
    for (const w of not) expect([holdsExtglob(w), picomatch.scan(w).isExtglob], w).toEqual([false, false]);
  });

  it('every word holding an extglob is a target glob: the launcher, the targets and the glob matcher agree', () => {
    const words = ['@(a)', '+(a)', '*(a)', '?(a)', '!(a)', 'x/@(a|b)/y', '\\\\+(a)', 'a\\@(b)', '(a)', 'a+(b', 'me@host(x)'];
    for (const w of words) if (holdsExtglob(w)) expect(isGlob(w), w).toBe(true);
    // `@(` and `+(` hold no other glob character: isGlob knows them only through holdsExtglob.
    expect(isGlob('@(a)') && isGlob('x/+(a)') && !isGlob('\\@(a)')).toBe(true);
  });

  it('holdsExtglob reads a long run of backslashes or extglob openers: none is an extglob', () => {
    const runs = ['\\'.repeat(100_000), `a${'\\'.repeat(100_000)}(`, '@'.repeat(100_000), '(('.repeat(50_000), `${'\\@'.repeat(50_000)}x`];
    expect(runs.map(holdsExtglob)).toEqual([false, false, false, false, false]);
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
