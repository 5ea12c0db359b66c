// A repository's own diff settings change what `git diff` writes and what it costs; the linter
// diffs as git's defaults do, whatever the repository sets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitDiffAgainstBase } from '../../packages/core/src/system.js';
import { cleanupTrees, writeTree } from '../helpers.js';

afterAll(cleanupTrees);

const env = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });

/** A feature branch that moves a script and adds one line to another file, with `config` set in the repository. */
function repoWith(config: Record<string, string>): string {
  const repo = writeTree({ 'scripts/old.sh': '#!/bin/sh\ngit push --force origin main\n', 'notes.txt': 'a\n'.repeat(40) });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'init');
  git(repo, 'checkout', '-qb', 'feature');
  git(repo, 'mv', 'scripts/old.sh', 'scripts/new.sh');
  fs.appendFileSync(path.join(repo, 'notes.txt'), 'b\n');
  git(repo, 'commit', '-qam', 'move');
  for (const [key, value] of Object.entries(config)) git(repo, 'config', key, value);
  return repo;
}

describe('the diff ignores the repository\'s diff settings', () => {
  const plain = () => gitDiffAgainstBase(repoWith({}));

  it.each([
    ['renames off (a move read as a delete and an add)', { 'diff.renames': 'false' }],
    ['copies and no rename limit (seconds per target on a large move)', { 'diff.renames': 'copies', 'diff.renameLimit': '0' }],
    ['paths without their a/ b/ prefixes', { 'diff.noprefix': 'true' }],
    ['a context of 10,000 lines', { 'diff.context': '10000' }],
  ])('%s', async (_name, config) => {
    const diff = await gitDiffAgainstBase(repoWith(config));
    expect(diff).toBe(await plain());
    expect(diff).toContain('rename from scripts/old.sh');
    expect(diff).not.toContain('+git push --force');
  });
});
