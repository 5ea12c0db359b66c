// The files a repository's config includes (`[include] path`, `[includeIf "…"] path`): git reads
// them with the config, so a FIFO there holds git until its timeout and /dev/zero or a huge file
// fills its memory. Each is named before git runs (bench/hostile.mjs times these inputs); a missing
// include or a regular file outside the repository (~/.gitconfig-work) is no problem. Run through the
// sources, not the built bundle.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../packages/core/src/lint.js';
import { gitStoppedIn } from '../../packages/core/src/git.js';
import { repositoryProblem } from '../../packages/core/src/git-files.js';
import { includePaths, includeTargets, includesProblem } from '../../packages/core/src/git-includes.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { dropTableRepo, gitTestEnv, withoutGitVariables } from './helpers.js';

afterAll(cleanupTrees);
withoutGitVariables();

const env = gitTestEnv;
/** What git itself reads for `key`, includes followed (the resolution checked against git's own). */
const gitGet = (cwd: string, key: string) => execFileSync('git', ['config', '--get', key], { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 5000 }).trim();
const mkfifo = (file: string) => execFileSync('mkfifo', [file]);
const MB = 1024 * 1024;

const repo = () => dropTableRepo();

/** `text` appended to the repository's `.git/config` (or `name` of the git folder). */
const appendConfig = (dir: string, text: string, name = 'config') => fs.appendFileSync(path.join(dir, '.git', name), text);

/** The pre-check's answer for the repository. */
function precheck(dir: string): { problem: string | undefined } {
  const checked = repositoryProblem(path.join(dir, '.git'), dir, path.join(dir, 'engagement'), ['main']);
  return { problem: 'problem' in checked ? checked.problem : undefined };
}

function expectProblem(dir: string, said: string): void {
  expect(precheck(dir).problem).toBe(said);
}

function expectNone(dir: string): void {
  expect(precheck(dir).problem).toBeUndefined();
}

describe('an include.path of the repository config', () => {
  it('to a FIFO: named, and danger-scan says the change was not scanned for it, not that git was stopped at its timeout', async () => {
    const dir = repo();
    const outside = writeTree({ 'keep.txt': '' });
    const fifo = path.join(outside, 'fifo');
    mkfifo(fifo);
    appendConfig(dir, `[include]\n\tpath = ${fifo}\n`);
    expectProblem(dir, `${path.join(dir, '.git/config')} includes ${fifo}, which is a FIFO`);
    const report = await lintTarget(path.join(dir, 'engagement'), { packs, rules: (p) => p.rules(), allChecks: true });
    const d = report.checks.find((c) => c.name === 'danger-scan')!;
    expect(d.status, d.detail).toBe('fail');
    expect(d.detail).toMatch(/the change was not scanned/);
    expect(d.detail).toContain(`includes ${fifo}, which is a FIFO`);
    expect(d.detail).not.toMatch(/did not finish|was stopped/);
    expect(gitStoppedIn(report.root)).toBeUndefined();
  });

  it('to a symlink to /dev/zero: named, with where the symlink leads', () => {
    const dir = repo();
    const outside = writeTree({ zero: { symlinkTo: '/dev/zero' } });
    appendConfig(dir, `[include]\n\tpath = ${path.join(outside, 'zero')}\n`);
    expectProblem(dir, `${path.join(dir, '.git/config')} includes ${path.join(outside, 'zero')}, which is a symlink to /dev/zero, a device`);
  });

  it('to /dev/zero itself: named', () => {
    const dir = repo();
    appendConfig(dir, '[include]\n\tpath = /dev/zero\n');
    expectProblem(dir, `${path.join(dir, '.git/config')} includes /dev/zero, which is a device`);
  });

  it('to a file of 17 MB: named with its size, not read', () => {
    const dir = repo();
    const big = path.join(writeTree({ big: '' }), 'big');
    fs.truncateSync(big, 17 * MB);
    appendConfig(dir, `[include]\n\tpath = ${big}\n`);
    expectProblem(dir, `${path.join(dir, '.git/config')} includes ${big}, which is 17 MB, over the limit of 1 MB`);
  });

  it('to a missing file: no problem (git passes over it)', () => {
    const dir = repo();
    appendConfig(dir, `[include]\n\tpath = ${path.join(dir, 'no-such-file')}\n\tpath = ~/no-such-file-either-${process.pid}\n`);
    expectNone(dir);
  });

  it('to a small regular file outside the repository (a ~/.gitconfig-work): no problem, through a symlink too', () => {
    const dir = repo();
    const outside = writeTree({ 'work.config': '[user]\n\temail = me@work\n', 'link.config': { symlinkTo: 'work.config' } });
    appendConfig(dir, `[include]\n\tpath = ${path.join(outside, 'work.config')}\n\tpath = ${path.join(outside, 'link.config')}\n`);
    expectNone(dir);
    expect(gitGet(dir, 'user.email')).toBe('me@work');
  });

  it('~/ is $HOME', () => {
    const dir = repo();
    const home = writeTree({ 'keep.txt': '' });
    mkfifo(path.join(home, 'gitconfig-fifo'));
    appendConfig(dir, '[include]\n\tpath = ~/gitconfig-fifo\n');
    const before = process.env['HOME'];
    process.env['HOME'] = home;
    try {
      expectProblem(dir, `${path.join(dir, '.git/config')} includes ${path.join(home, 'gitconfig-fifo')}, which is a FIFO`);
    } finally {
      process.env['HOME'] = before;
    }
  });

  it('a relative path is relative to the folder of the config naming it, as git resolves it', () => {
    const dir = repo();
    writeTree({ 'extra/inc.config': '[probe]\n\tfound = yes\n' }, path.join(dir, '.git'));
    appendConfig(dir, '[include]\n\tpath = extra/inc.config\n');
    expectNone(dir);
    // git read it there: the same file.
    expect(gitGet(dir, 'probe.found')).toBe('yes');
    const file = path.join(dir, '.git/extra/inc.config');
    fs.rmSync(file);
    mkfifo(file);
    expectProblem(dir, `${path.join(dir, '.git/config')} includes ${file}, which is a FIFO`);
  });

  it('includeIf with a quoted path, a comment after it, odd case and spacing', () => {
    const dir = repo();
    const outside = writeTree({ 'my dir/inc.config': '[probe]\n\tfound = quoted\n' });
    const file = path.join(outside, 'my dir/inc.config');
    appendConfig(dir, `[IncludeIf "gitdir:${dir}/"]\n  PATH   =   "${file}"   ; a comment\n`);
    expectNone(dir);
    expect(gitGet(dir, 'probe.found')).toBe('quoted');
    fs.rmSync(file);
    mkfifo(file);
    expectProblem(dir, `${path.join(dir, '.git/config')} includes ${file}, which is a FIFO`);
  });

  it('in config.worktree: named too', () => {
    const dir = repo();
    const fifo = path.join(writeTree({ 'keep.txt': '' }), 'fifo');
    mkfifo(fifo);
    appendConfig(dir, `[include]\n\tpath = ${fifo}\n`, 'config.worktree');
    expectProblem(dir, `${path.join(dir, '.git/config.worktree')} includes ${fifo}, which is a FIFO`);
  });

  it('a chain of includes ending at a FIFO: named with the file that includes it', () => {
    const dir = repo();
    const outside = writeTree({ 'a.config': '[include]\n\tpath = sub/b.config\n', 'sub/b.config': '[include]\n\tpath = ../c.config\n', 'c.config': '[include]\n\tpath = fifo\n' });
    mkfifo(path.join(outside, 'fifo'));
    appendConfig(dir, `[include]\n\tpath = ${path.join(outside, 'a.config')}\n`);
    // Named as git joins it: the folder of the file naming it, then the path, `..` left to the kernel.
    expectProblem(dir, `${outside}/sub/../c.config includes ${outside}/sub/../fifo, which is a FIFO`);
  });

  it('a `..` after a symlinked folder is resolved past the symlink, as the kernel does, not by the text', () => {
    const dir = repo();
    const outside = writeTree({ 'evil/sub/keep.txt': '' });
    mkfifo(path.join(outside, 'evil/fifo'));
    fs.symlinkSync(path.join(outside, 'evil/sub'), path.join(dir, '.git/lnk'));
    // As text, .git/lnk/../fifo is .git/fifo, which is not there; the kernel opens evil/fifo.
    appendConfig(dir, '[include]\n\tpath = lnk/../fifo\n');
    expectProblem(dir, `${path.join(dir, '.git/config')} includes ${dir}/.git/lnk/../fifo, which is a FIFO`);
  });

  it('a loop of includes (a includes b includes a): bounded, no hang, and a FIFO beside it still named', () => {
    const dir = repo();
    const outside = writeTree({ 'a.config': '[include]\n\tpath = b.config\n', 'b.config': '[include]\n\tpath = a.config\n\tpath = a.config\n' });
    appendConfig(dir, `[include]\n\tpath = ${path.join(outside, 'a.config')}\n`);
    expect(precheck(dir).problem).toBeUndefined();
    mkfifo(path.join(outside, 'fifo'));
    fs.appendFileSync(path.join(outside, 'b.config'), '[include]\n\tpath = fifo\n');
    expectProblem(dir, `${path.join(outside, 'b.config')} includes ${path.join(outside, 'fifo')}, which is a FIFO`);
  });

  it("followed down to git's depth of 10, not past it (git stops there with an error, reading nothing more)", () => {
    const outside = writeTree({ 'keep.txt': '' });
    mkfifo(path.join(outside, 'fifo'));
    // c1 includes c2 … c(n-1) includes the FIFO: the FIFO is at depth n below the repository config.
    const chain = (n: number) => {
      const dir = repo();
      const folder = path.join(outside, `chain${n}`);
      fs.mkdirSync(folder);
      for (let k = 1; k < n; k++) fs.writeFileSync(path.join(folder, `c${k}`), `[include]\n\tpath = ${k + 1 === n ? '../fifo' : `c${k + 1}`}\n`);
      appendConfig(dir, `[include]\n\tpath = ${n === 1 ? path.join(outside, 'fifo') : path.join(folder, 'c1')}\n`);
      return dir;
    };
    expect(precheck(chain(10)).problem).toMatch(/c9 includes .*fifo, which is a FIFO$/);
    expect(precheck(chain(11)).problem).toBeUndefined();
  });
});

describe('includePaths reads a config as git does', () => {
  it('finds include.path and includeIf.*.path, in any case, quoted, escaped, commented, on the header line', () => {
    const text = [
      '\uFEFF# a comment [include] path = /no',
      '[core]',
      '\tpath = /not-an-include',
      '[INCLUDE]',
      '\tpath=/a ; trailing',
      '\tPath = "/b c" # trailing',
      '\tpath = /d\\',
      'e',
      '[includeIf "gitdir:~/work/"] path = "/f\\"g"',
      '[include "sub"]',
      '\tpath = /not-include.path',
      '[includeif.old]',
      '\tpath = /h',
      '[include]',
      '\tpath',
      '\tpathx = /no',
      '\tpath = /i\t  j  ',
    ].join('\r\n');
    expect(includePaths(text)).toEqual(['/a', '/b c', '/de', '/f"g', '/h', '/i   j']);
  });

  it('stops where git would stop with an error, keeping what came before', () => {
    expect(includePaths('[include]\n\tpath = /a\n!bad\n[include]\n\tpath = /b\n')).toEqual(['/a']);
    expect(includePaths('[include]\n\tpath = "/open\n\tpath = /b\n')).toEqual([]);
    expect(includePaths('[include\n\tpath = /a\n')).toEqual([]);
  });

  // The timeout is a hang guard: bench/hostile.mjs times these values (as large as a config it reads).
  it('reads a config of 4 MB of spaces, quotes, brackets, backslashes or comments in one value as git does', () => {
    const read = (filler: string) => includePaths(`[include]\n\tpath = ${filler.repeat(4 * MB)}\n`);
    // What `git config --get include.path` gives for each: spaces trimmed, quotes in pairs, escaped
    // backslashes, a comment: all empty but the brackets and half the backslashes.
    expect(read(' ')).toEqual(['']);
    expect(read('"')).toEqual(['']);
    expect(read('[')).toEqual(['['.repeat(4 * MB)]);
    expect(read('\\')).toEqual(['\\'.repeat(2 * MB)]);
    expect(read('\t;')).toEqual(['']);
  }, 60_000);

  it('resolves as git does: relative to the config folder, ~/ to $HOME, %(prefix)/ to the common prefixes', () => {
    expect(includeTargets('x/y', '/repo/.git/config')).toEqual(['/repo/.git/x/y']);
    expect(includeTargets('../y', '/repo/.git/config')).toEqual(['/repo/.git/../y']);
    expect(includeTargets('/abs/y', '/repo/.git/config')).toEqual(['/abs/y']);
    expect(includeTargets(`~/y`, '/repo/.git/config')).toEqual([path.join(process.env['HOME']!, 'y')]);
    expect(includeTargets('%(prefix)/../dev/zero', '/repo/.git/config')).toContain('/usr/../dev/zero');
    expect(includeTargets('', '/repo/.git/config')).toEqual([]);
  });

  it('includesProblem: a config that is itself a FIFO is named, not waited on', () => {
    const dir = writeTree({ 'keep.txt': '' });
    mkfifo(path.join(dir, 'config'));
    expect(includesProblem([path.join(dir, 'config')])).toBe(`${path.join(dir, 'config')} is not a regular file (a FIFO)`);
  });
});

describe('a config too large to look through for its includes', () => {
  it('a 2 MB config naming an include is a problem named, not parsed (bench/hostile.mjs times it)', () => {
    const dir = writeTree({ 'engagement/criteria.md': '---\nsize: S\n---\n' });
    fs.mkdirSync(path.join(dir, '.git'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.git/config'), `[include]\n\tpath = ${'a'.repeat(2 * MB)}\n`);
    const problem = includesProblem([path.join(dir, '.git/config')], 16 * MB);
    expect(problem).toBe(`${path.join(dir, '.git/config')} is 2 MB and names includes, over the 1 MB a config is looked through for them`);
  });
});
