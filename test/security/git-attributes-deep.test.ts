// A `.gitattributes` git reads for the diff in a folder below the project (one holding a changed
// file) that is a FIFO or oversized is named before git runs; and a repository on which git ran out
// of time is waited on once per run, not once per target. Run through the sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../packages/core/src/lint.js';
import { gitSkippedIn, gitStoppedIn, runGit } from '../../packages/core/src/git.js';
import { baseProblem } from '../../packages/core/src/git-base.js';
import { indexFolders } from '../../packages/core/src/git-index.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { dropTableRepo, gitIn, withoutGitVariables } from './helpers.js';

afterAll(cleanupTrees);
withoutGitVariables();

type Check = { name: string; status: string; detail: string };

async function dangerScan(dir: string): Promise<Check & { root: string }> {
  const report = await lintTarget(path.join(dir, 'engagement'), { packs, rules: (p) => p.rules(), allChecks: true });
  const check = report.checks.find((c) => c.name === 'danger-scan') as unknown as Check;
  return { ...check, root: report.root };
}

/** The drop-table repository with its change two folders down (db/deep/drop.sql). */
function deepRepo(): string {
  const dir = dropTableRepo();
  writeTree({ 'db/deep/drop.sql': 'DROP TABLE orders;\n' }, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'deeper');
  return dir;
}

describe('a .gitattributes below the project, in a folder holding a changed file', () => {
  // The timeout is a hang guard: before the check git waited on the FIFO for its whole timeout.
  it('a FIFO is named before git runs, not waited on', async () => {
    const dir = deepRepo();
    const fifo = path.join(dir, 'db/deep/.gitattributes');
    execFileSync('mkfifo', [fifo]);
    const d = await dangerScan(dir);
    expect(d.status, d.detail).toBe('fail');
    expect(d.detail).toContain(`${fifo} is not a regular file (a FIFO)`);
    expect(d.detail).toMatch(/the change was not scanned/);
    expect(gitStoppedIn(d.root)).toBeUndefined();
  }, 30_000);

  it('one over the limit is named too', async () => {
    const dir = deepRepo();
    const big = path.join(dir, 'db/deep/.gitattributes');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, 50 * 1024 * 1024);
    const d = await dangerScan(dir);
    expect(d.status, d.detail).toBe('fail');
    expect(d.detail).toContain(`${big} is 50 MB, over the limit of 1 MB`);
  }, 30_000);

  it('a regular one is read as usual: the change is scanned', async () => {
    const dir = deepRepo();
    fs.writeFileSync(path.join(dir, 'db/deep/.gitattributes'), '*.sql diff\n');
    const d = await dangerScan(dir);
    expect(d.status, d.detail).toBe('fail');
    expect(d.detail).not.toMatch(/not scanned/);
  }, 30_000);
});

describe('the folders of tracked files, read from the index', () => {
  const tracked = () => {
    const dir = writeTree({ 'top.md': 'x\n', 'a/b/c/one.md': 'x\n', 'a/two.md': 'x\n', 'z/y/three.md': 'x\n', 'zz/four.md': 'x\n' });
    gitIn(dir, 'init', '-q');
    gitIn(dir, 'add', '-A');
    return dir;
  };
  const CAP = 16 * 1024 * 1024;

  it.each(['2', '3', '4'])('index version %s', (version) => {
    const dir = tracked();
    if (version === '3') {
      // An intent-to-add entry carries the extended flags that make the index version 3.
      writeTree({ 'a/b/new.md': 'x\n' }, dir);
      gitIn(dir, 'add', '-N', 'a/b/new.md');
    }
    gitIn(dir, 'update-index', '--index-version', version);
    const index = path.join(dir, '.git/index');
    expect(fs.readFileSync(index).readUInt32BE(4)).toBe(Number(version));
    expect([...indexFolders(index, '', CAP)!].sort()).toEqual(['a', 'a/b', 'a/b/c', 'z', 'z/y', 'zz']);
    expect([...indexFolders(index, 'a/', CAP)!].sort()).toEqual(['a/b', 'a/b/c']);
    expect([...indexFolders(index, 'z/', CAP)!].sort()).toEqual(['z/y']);
    expect(indexFolders(index, '', 100)).toBeUndefined();
  });

  it('a small version 4 index naming a long new folder per entry lists nothing rather than gigabytes of names', () => {
    const entries = 5_000;
    const long = 'a'.repeat(2_000);
    const parts = [Buffer.from('DIRC'), Buffer.alloc(8)];
    parts[1]!.writeUInt32BE(4, 0);
    parts[1]!.writeUInt32BE(entries, 4);
    for (let k = 0; k < entries; k++) {
      // 62 bytes of stat data, hash and flags, then how much of the name before to drop, then the rest of the name.
      const tail = `${String(k).padStart(5, '0')}/f`;
      parts.push(Buffer.alloc(62), Buffer.from([k === 0 ? 0 : tail.length]), Buffer.from(k === 0 ? `${long}/${tail}\0` : `${tail}\0`, 'latin1'));
    }
    const dir = writeTree({});
    const index = path.join(dir, 'index');
    fs.writeFileSync(index, Buffer.concat(parts));
    expect(fs.statSync(index).size).toBeLessThan(400_000);
    expect(indexFolders(index, '', CAP)).toBeUndefined();
    // The same index with a short folder name is read.
    fs.writeFileSync(index, Buffer.concat(parts.map((b, i) => (i === 4 ? Buffer.from(`b/00000/f\0`, 'latin1') : b))));
    expect(indexFolders(index, '', CAP)!.size).toBe(entries + 1);
  });

  it('what is no index gives nothing', () => {
    const dir = writeTree({ 'index': 'DIRC but not an index\n' });
    expect(indexFolders(path.join(dir, 'index'), '', 1024)).toBeUndefined();
    expect(indexFolders(path.join(dir, 'missing'), '', 1024)).toBeUndefined();
  });
});

describe('git out of time on a repository is waited on once', () => {
  it('a second run of the same command there is not started: a timeout said as a skip, which the check fails on', async () => {
    const dir = deepRepo();
    // A FIFO git reads for the diff, run past the pre-check: git waits on it until its (short) timeout here.
    execFileSync('mkfifo', [path.join(dir, 'db/deep/.gitattributes')]);
    const gitDir = path.join(dir, '.git');
    const flags = [`--git-dir=${gitDir}`, `--work-tree=${dir}`];
    const args = ['diff', '--merge-base', 'main', '--', '.'];
    expect(await runGit('git', dir, args, flags, 300)).toBeUndefined();
    expect(gitStoppedIn(dir)).toBe('timeout');
    expect(gitSkippedIn(dir)).toBe(false);
    const childProcess = process.getBuiltinModule('node:child_process');
    const spawn = vi.spyOn(childProcess, 'spawn');
    try {
      const other = path.join(dir, 'db');
      expect(await runGit('git', other, args, flags, 300)).toBeUndefined();
      expect(spawn).not.toHaveBeenCalled();
      expect(gitStoppedIn(other)).toBe('timeout');
      expect(gitSkippedIn(other)).toBe(true);
      const problem = baseProblem(other, undefined, () => ({ gitDir, workTree: dir }), 'main', 'timeout');
      expect(problem?.blocking).toBe(true);
      expect(problem?.detail).toMatch(/^git was not run for the diff against the base branch main: a diff in this repository had not finished within 10 s for an earlier target of this run/);
      // Another command in the same repository still runs.
      expect(await runGit('git', dir, ['rev-parse', '--is-inside-work-tree'], flags)).toBe('true\n');
      expect(spawn).toHaveBeenCalledTimes(1);
    } finally {
      spawn.mockRestore();
    }
  }, 30_000);
});
