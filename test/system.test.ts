import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitDiffAgainstBase, runProbe } from '../packages/core/src/system.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

describe('process probes', () => {
  it('runs a command without a shell: metacharacters are part of the program name', async () => {
    const dir = writeTree({ 'keep.txt': 'x' });
    const marker = path.join(dir, 'pwned');
    expect(await runProbe(`node; touch ${marker}`, ['--version'])).toEqual({ ok: false, reason: 'missing' });
    expect(await runProbe('sh', ['-c', `exit 0`])).toMatchObject({ ok: true });
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('reports a non-zero exit and kills a probe that does not answer in time', async () => {
    expect(await runProbe(process.execPath, ['-e', 'process.exit(3)'])).toEqual({ ok: false, reason: 'exit', code: 3 });
    expect(await runProbe(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], 300)).toMatchObject({ ok: false, reason: 'timeout' });
  });
});

describe('git diff against the base branch', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

  it('covers commits since the merge base and uncommitted changes, paths relative to the project folder', async () => {
    const repo = writeTree({ 'proj/engagement/criteria.md': '# c\n', 'other/file.txt': 'x\n' });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    git(repo, 'checkout', '-qb', 'feature');
    fs.writeFileSync(path.join(repo, 'proj/m.sql'), 'DROP TABLE users;\n');
    fs.writeFileSync(path.join(repo, 'other/file.txt'), 'outside the project\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'feature');
    fs.appendFileSync(path.join(repo, 'proj/engagement/criteria.md'), 'uncommitted line\n');
    const diff = (await gitDiffAgainstBase(path.join(repo, 'proj')))!;
    expect(diff).toMatch(/^\+\+\+ b\/m\.sql$/m);
    expect(diff).toMatch(/^\+DROP TABLE users;$/m);
    expect(diff).toMatch(/^\+uncommitted line$/m);
    expect(diff).not.toMatch(/outside the project/);
  });

  it('is undefined outside a repository or without a base branch', async () => {
    expect(await gitDiffAgainstBase(writeTree({ 'a.txt': 'x' }))).toBeUndefined();
    const repo = writeTree({ 'a.txt': 'x' });
    git(repo, 'init', '-q', '-b', 'trunk');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    expect(await gitDiffAgainstBase(repo)).toBeUndefined();
  });
});
