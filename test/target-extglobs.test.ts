// Extglob target globs (`@(a|b)`, `+(a)`, `*(a)`, `?(a)`, `!(a)`) match as a glob library matches them:
// `@(…)` and `+(…)` hold no other glob character, and were looked up as a path of that name.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandTargets } from '../packages/cli/src/targets.js';
import { isGlob } from '../packages/cli/src/glob-word.js';
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
