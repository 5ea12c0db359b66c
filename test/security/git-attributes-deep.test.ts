// A repository on which git ran out of time (a FIFO `.gitattributes` beside a changed file holds git
// until its timeout) is waited on once per run, not once per target. Run through the sources.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { gitSkippedIn, gitStoppedIn, runGit } from '../../packages/core/src/git.js';
import { baseProblem } from '../../packages/core/src/git-base.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { dropTableRepo, gitIn, withoutGitVariables } from './helpers.js';

afterAll(cleanupTrees);
withoutGitVariables();

/** The drop-table repository with its change two folders down (db/deep/drop.sql). */
function deepRepo(): string {
  const dir = dropTableRepo();
  writeTree({ 'db/deep/drop.sql': 'DROP TABLE orders;\n' }, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'deeper');
  return dir;
}

describe('git out of time on a repository is waited on once', () => {
  it('a second run of the same command there is not started: a timeout said as a skip, which the check fails on', async () => {
    const dir = deepRepo();
    // A FIFO git reads for the diff: git waits on it until its (short) timeout here.
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

  it('a run for many projects at once that runs out of time does not keep a project\'s own run from starting', async () => {
    const dir = deepRepo();
    execFileSync('mkfifo', [path.join(dir, 'db/deep/.gitattributes')]);
    const flags = [`--git-dir=${path.join(dir, '.git')}`, `--work-tree=${dir}`];
    const shared = ['diff', '--merge-base', 'main', '--', ':(literal)db', ':(literal)docs'];
    expect(await runGit('git', dir, shared, flags, 300, undefined, undefined, true)).toBeUndefined();
    // The shared run again: waited on once, not started.
    expect(await runGit('git', dir, shared, flags, 300, undefined, undefined, true)).toBeUndefined();
    expect(gitSkippedIn(dir)).toBe(true);
    // A project's own diff starts, and runs out of time itself.
    const own = path.join(dir, 'db');
    expect(await runGit('git', own, ['diff', '--merge-base', 'main', '--', '.'], flags, 300)).toBeUndefined();
    expect(gitStoppedIn(own)).toBe('timeout');
    expect(gitSkippedIn(own)).toBe(false);
  }, 30_000);
});
