// Folder symlinks are resolved through the folders already resolved where the link's text allows, and by
// realpath where it does not: the answer to "inside the project root?" is the kernel's either way.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectFs } from '../packages/core/src/io/project-fs.js';
import { linkTargetBelow } from '../packages/core/src/io/real-folders.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

describe('folder symlinks in a project', () => {
  it('a chain of 39 links and 2,000 links each to a folder of its own are followed without realpath', () => {
    const root = writeTree({ 'd39/f.md': 'end\n', ...Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`real/r${i}/a.md`, `${i}\n`])) });
    for (let k = 38; k >= 0; k--) fs.symlinkSync(`d${k + 1}`, path.join(root, `d${k}`));
    for (let i = 0; i < 2000; i++) fs.symlinkSync(path.join(root, 'real', `r${i}`), path.join(root, `s${i}`));
    const pfs = new ProjectFs(root);
    const realpath = vi.spyOn(fs.realpathSync, 'native');
    expect(pfs.read('d0/f.md')!.text).toBe('end\n');
    for (let i = 0; i < 2000; i += 199) expect(pfs.read(`s${i}/a.md`)!.text).toBe(`${i}\n`);
    expect(pfs.probe('s1999/a.md')).toBe('exists');
    expect(pfs.probe('s5/none.md')).toBe('missing');
    expect(realpath).not.toHaveBeenCalled();
  });

  it('a `..` after a symlinked name is left to realpath: the link whose text reads inside the root but leads out is refused', () => {
    const outside = writeTree({ 'deep/inner/.keep': '', 'deep/x/secret.md': 'top secret\n' });
    const root = writeTree({ 'x/secret.md': 'the project one\n' });
    fs.symlinkSync(path.join(outside, 'deep/inner'), path.join(root, 'l2'));
    // As text `l2/../x` is the project's x/; the kernel goes up from deep/inner, to deep/x outside.
    fs.symlinkSync('l2/../x', path.join(root, 'trick'));
    const pfs = new ProjectFs(root);
    expect(pfs.probe('trick/secret.md')).toBe('outside-root');
    expect(pfs.read('trick/secret.md')!.problems[0]!.kind).toBe('outside-root');
    expect(pfs.read('x/secret.md')!.text).toBe('the project one\n');
  });

  it('leading `..`s, an absolute target and a target outside the root are told as the kernel tells them', () => {
    const outside = writeTree({ 'secret.md': 'top secret\n' });
    const root = writeTree({ 'a/b/.keep': '', 'a/c/f.md': 'c\n', 'top.md': 'top\n' });
    fs.symlinkSync('../c', path.join(root, 'a/b/sib'));
    fs.symlinkSync('../..', path.join(root, 'a/b/up'));
    fs.symlinkSync(path.join(root, 'a/c'), path.join(root, 'abs'));
    fs.symlinkSync('../../..', path.join(root, 'a/b/out'));
    fs.symlinkSync(outside, path.join(root, 'away'));
    const pfs = new ProjectFs(root);
    expect(pfs.read('a/b/sib/f.md')!.text).toBe('c\n');
    expect(pfs.read('a/b/up/top.md')!.text).toBe('top\n');
    expect(pfs.read('a/b/up/a/b/up/a/c/f.md')!.text).toBe('c\n');
    expect(pfs.read('abs/f.md')!.text).toBe('c\n');
    // Out of the root and back into it: inside, as the kernel resolves it; what lies beside the root is outside.
    expect(pfs.read(`a/b/out/${path.basename(root)}/top.md`)!.text).toBe('top\n');
    const beside = path.join(root, '..', `${path.basename(root)}-beside.md`);
    fs.writeFileSync(beside, 'beside\n');
    try {
      expect(pfs.probe(`a/b/out/${path.basename(root)}-beside.md`)).toBe('outside-root');
    } finally {
      fs.rmSync(beside, { force: true });
    }
    expect(pfs.probe('away/secret.md')).toBe('outside-root');
  });

  it('a cycle of links, and a link to itself, end as no folder, with no hang and no stack overflow', () => {
    const root = writeTree({ 'f.md': 'f\n' });
    fs.symlinkSync('y', path.join(root, 'x'));
    fs.symlinkSync('x', path.join(root, 'y'));
    fs.symlinkSync('self', path.join(root, 'self'));
    const pfs = new ProjectFs(root);
    expect(pfs.probe('x/f.md')).toBe('missing');
    expect(pfs.probe('self/f.md')).toBe('missing');
    expect(pfs.read('x/f.md')!.problems).toEqual([{ kind: 'unreadable', message: 'symlink loop' }]);
    expect(pfs.list('')!.filter((e) => e.symlink).map((e) => [e.name, e.problem])).toEqual([
      ['self', 'symlink loop'],
      ['x', 'symlink loop'],
      ['y', 'symlink loop'],
    ]);
  });
});

describe('a listing with symlinks', () => {
  it('tells where each link leads before anything else: one out of the root is named, its target never stat\'ed', () => {
    const outside = writeTree({ 'secret.md': 'top secret\n', 'dir/.keep': '' });
    const root = writeTree({ 'in.md': 'in\n' });
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'leak.md'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'leakdir'));
    fs.symlinkSync('in.md', path.join(root, 'alias.md'));
    const pfs = new ProjectFs(root);
    const stat = vi.spyOn(fs, 'statSync');
    const entries = pfs.list('')!;
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(byName['leak.md']).toMatchObject({ kind: 'other', symlink: true, problem: 'symlink leads outside the project root' });
    expect(byName['leakdir']).toMatchObject({ kind: 'other', symlink: true, problem: 'symlink leads outside the project root' });
    expect(byName['alias.md']).toMatchObject({ kind: 'file', symlink: true });
    const statted = stat.mock.calls.map((c) => String(c[0]));
    expect(statted).toContain(path.join(root, 'alias.md'));
    expect(statted).not.toContain(path.join(root, 'leak.md'));
    expect(statted).not.toContain(path.join(root, 'leakdir'));
  });
});

describe('linkTargetBelow', () => {
  it('names the path below the root a link text leads to, or nothing where realpath must decide', () => {
    const root = writeTree({ 'a/b/.keep': '' });
    const link = (name: string, target: string) => {
      fs.symlinkSync(target, path.join(root, 'a/b', name));
      return linkTargetBelow(path.join(root, 'a/b', name), path.join(root, 'a/b'), root);
    };
    expect(link('sib', '../c')).toBe('a/c');
    expect(link('top', '../..')).toBe('');
    expect(link('here', './d/./e')).toBe('a/b/d/e');
    expect(link('abs', path.join(root, 'z'))).toBe('z');
    expect(link('twisted', 'd/../e')).toBeUndefined();
    expect(link('out', '../../..')).toBeUndefined();
    expect(link('elsewhere', '/etc')).toBeUndefined();
    expect(linkTargetBelow(path.join(root, 'a/b/none'), path.join(root, 'a/b'), root)).toBeUndefined();
  });
});
