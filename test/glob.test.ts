import fs from 'node:fs';
import path from 'node:path';
import { globby } from 'globby';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { glob } from '../packages/cli/src/glob.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

/** A tree with the shapes a target glob meets: dot folders, ignored folders, symlinks, files beside folders. */
function archive(): string {
  const root = writeTree({
    'a/e1/engagement/criteria.md': 'x\n',
    'a/e2/engagement/criteria.md': 'x\n',
    'a/.e3/engagement/criteria.md': 'x\n',
    'a/e4/notes.md': 'x\n',
    'a/e5/engagement': 'a file, not a folder\n',
    'a/node_modules/e6/engagement/criteria.md': 'x\n',
    'a/.git/e7/engagement/criteria.md': 'x\n',
    'a/f1/engagement/criteria.md': 'x\n',
    'a/e8.md': 'x\n',
    'a/[x]/engagement/criteria.md': 'x\n',
  });
  fs.symlinkSync(path.join(root, 'a/e1'), path.join(root, 'a/e9'));
  fs.symlinkSync(path.join(root, 'a/e2/engagement'), path.join(root, 'a/f1/linked'));
  return root;
}

const PATTERNS: Array<[string, boolean]> = [
  ['a/e*/engagement', true],
  ['a/e*/engagement', false],
  ['a/*/engagement', true],
  ['a/e[0-9]/engagement', true],
  ['a/*', false],
  ['a/*', true],
  ['a/e*.md', false],
  ['a/f1/*', false],
  ['a/f1/*', true],
  ['a/*/*', true],
  ['a/**/engagement', true],
  ['a/{e1,e2}/engagement', true],
  ['a/!(f1)/engagement', true],
  ['a/\\[x\\]/engagement', true],
  ['a/nothing*/engagement', true],
  ['a/**', false],
  ['a/**', true],
  ['a/**/*.md', false],
  ['**/engagement', true],
  ['a/{e1,f*}/**/criteria.md', false],
  ['a/**/e*/engagement', true],
  ['a/e*/**/criteria.md', false],
  ['*/e1/**', false],
  ['a/{e1,e2}/engagement/*.md', false],
  ['a/*/**/{criteria,notes}.md', false],
  ['a/e*/**', true],
];

describe('target globs', () => {
  it.each(PATTERNS)('%s (folders only: %s) matches what globby matches', async (pattern, dirsOnly) => {
    const cwd = archive();
    const options = { cwd, dot: true, onlyFiles: false, onlyDirectories: dirsOnly, expandDirectories: false, followSymbolicLinks: false, ignore: ['**/node_modules/**', '**/.git/**'] };
    const expected = (await globby(pattern, options)).sort();
    expect((await glob(pattern, { cwd, dirsOnly })).sort()).toEqual(expected);
    // Absolute patterns too, as a shell hands them over from another folder.
    const absolute = (await glob(path.join(cwd, pattern), { cwd: '/', dirsOnly })).sort();
    expect(absolute).toEqual(expected.map((m) => path.join(cwd, m)));
  });

  it('matches `?` as one character, where globby finds nothing', async () => {
    const cwd = archive();
    expect(await globby('a/e?/engagement', { cwd, onlyDirectories: true, expandDirectories: false })).toEqual([]);
    expect((await glob('a/e?/engagement', { cwd, dirsOnly: true })).sort()).toEqual(['a/e1/engagement', 'a/e2/engagement']);
  });

  it('lists each folder a simple pattern reaches once, and no other', async () => {
    const cwd = archive();
    const readdir = vi.spyOn(fs, 'readdirSync');
    expect((await glob('a/e*/engagement', { cwd, dirsOnly: true })).sort()).toEqual(['a/e1/engagement', 'a/e2/engagement']);
    expect(readdir.mock.calls.map((c) => path.relative(cwd, String(c[0])))).toEqual(['a']);
  });
});

describe('segments of many stars', () => {
  // picomatch's regex backtracks polynomially in a name with the stars of a segment: each of these ran for minutes.
  // The timeout is a hang guard; bench/hostile.mjs times these patterns.
  it.each(['g/*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b', 'g/**/*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b/', 'g/{x,*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*c}'])('%s matches only the names it should', async (pattern) => {
    const long = 'a'.repeat(200);
    const cwd = writeTree({ [`g/${long}`]: 'x\n', [`g/sub/${'a'.repeat(60)}b/criteria.md`]: 'x\n' });
    const found = await glob(pattern.replace(/\/$/, ''), { cwd, dirsOnly: pattern.endsWith('/') });
    expect(found).toEqual(pattern.includes('**') ? [`g/sub/${'a'.repeat(60)}b`] : []);
  }, 60_000);
});

describe('a pattern that starts with a negated extglob', () => {
  it('`!(a)/engagement` is "any folder but a", one level down, not a negative pattern matching everything else', async () => {
    const cwd = writeTree({ 'a/engagement/criteria.md': 'x\n', 'b/engagement/criteria.md': 'x\n', 'c/deep/engagement/criteria.md': 'x\n' });
    expect((await glob('!(a)/engagement', { cwd, dirsOnly: false })).sort()).toEqual(['b/engagement']);
    expect((await glob('!(a)', { cwd, dirsOnly: true })).sort()).toEqual(['b', 'c']);
  });
});

describe('`**` globs over a big tree', () => {
  it('enter only the folders the segments before `**` allow', async () => {
    const cwd = writeTree({
      'big/p1/keep/x/engagement/criteria.md': 'x\n',
      'big/p2/keep/engagement/criteria.md': 'x\n',
      'big/p2/skip/y/engagement/criteria.md': 'x\n',
      'big/p3/other/z/deep/criteria.md': 'x\n',
    });
    const readdir = vi.spyOn(fs, 'readdirSync');
    expect((await glob('big/*/keep/**/engagement', { cwd, dirsOnly: true })).sort()).toEqual(['big/p1/keep/x/engagement', 'big/p2/keep/engagement']);
    const listed = readdir.mock.calls.map((c) => path.relative(cwd, String(c[0]))).sort();
    expect(listed.filter((d) => /skip|other/.test(d))).toEqual([]);
  });

  it('search node_modules and .git where a segment names them, and skip them elsewhere', async () => {
    const cwd = archive();
    expect((await glob('*/node_modules/*/engagement', { cwd, dirsOnly: true })).sort()).toEqual(['a/node_modules/e6/engagement']);
    expect((await glob('**/node_modules/**/engagement', { cwd, dirsOnly: true })).sort()).toEqual(['a/node_modules/e6/engagement']);
    expect((await glob('*/.git/e*/engagement', { cwd, dirsOnly: true })).sort()).toEqual(['a/.git/e7/engagement']);
    expect((await glob('a/*/e6/engagement', { cwd, dirsOnly: true })).sort()).toEqual([]);
    expect((await glob('**/e6/engagement', { cwd, dirsOnly: true })).sort()).toEqual([]);
  });
});

describe('a folder whose name is not UTF-8', () => {
  // Node.js lists `\xFF` as U+FFFD, a name no folder has: nothing below it can be listed or opened.
  it.skipIf(process.platform !== 'linux').each(['big/*/engagement', 'big/**/engagement', 'big/*/*', '@(big)/*/engagement', 'big/!(ok)/engagement', 'big/?/engagement'])('%s notes it as not searched', async (pattern) => {
    const cwd = writeTree({ 'big/ok/engagement/criteria.md': 'x\n' });
    fs.mkdirSync(Buffer.concat([Buffer.from(`${cwd}/big/`), Buffer.from([0xff]), Buffer.from('/engagement')]), { recursive: true });
    const undecodable = new Set<string>();
    const found = await glob(pattern, { cwd, dirsOnly: true, undecodable });
    expect([...undecodable]).toEqual([path.join(cwd, 'big/\uFFFD')]);
    expect(found.sort()).toEqual(/!\(ok\)|\?/.test(pattern) ? [] : ['big/ok/engagement']);
  });
});
