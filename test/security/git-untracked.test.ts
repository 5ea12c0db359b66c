// Under the recommended preset danger-scan asks git for the files it does not track
// (`git ls-files --others --exclude-standard`). The checked repository decides which
// ignore files git reads: none of them may hold the run, run code or be written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-helpers.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { treeHash } from './helpers.js';

afterAll(cleanupTrees);

const CRITERIA = '---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: [git]\n---\n# Criteria\n';
const env = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });
const DROP = 'def upgrade():\n    op.execute("DROP TABLE invoices")\n';

/** A repository on a feature branch, its change committed; `untracked` files written after, never added. */
function repoWith(untracked: Record<string, string>): string {
  const repo = writeTree({ 'engagement/criteria.md': CRITERIA, 'engagement/handoff.md': '# Handoff\n', 'src/app.py': 'x = 1\n' });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'init');
  git(repo, 'checkout', '-qb', 'feature');
  writeTree(untracked, repo);
  return repo;
}

type Check = { name: string; status: string; detail: string; findings: Array<{ file: string; line: number; message: string }> };
function lint(repo: string, ...flags: string[]): Check[] {
  const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json', '--preset', 'recommended', ...flags], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
  expect(r.stderr).not.toMatch(/internal error/i);
  return (r.json as { checks: Check[] }).checks;
}
const danger = (checks: Check[]) => checks.find((c) => c.name === 'danger-scan')!;

describe('danger-scan reads the files git does not track (recommended)', () => {
  it('finds an operation in a new migration that was never added, and only there', () => {
    const repo = repoWith({ 'db/0042_drop.py': DROP, 'notes/todo.md': 'tidy up\n' });
    const d = danger(lint(repo));
    expect(d.status).toBe('fail');
    expect(d.findings.map((f) => [f.file, f.line])).toEqual([['db/0042_drop.py', 2]]);
    expect(d.findings[0]!.message).toMatch(/\(an untracked file: git does not show it in the diff\)/);
    // compat scans what the reference scans: the diff.
    const compat = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
    expect(danger((compat.json as { checks: Check[] }).checks).status).toBe('pass');
    // --no-git asks git nothing.
    expect(danger(lint(repo, '--no-git')).detail).not.toMatch(/untracked/);
  });

  it('names an untracked symlink as not followed: one leading to a dangerous script is no silent pass', () => {
    const outside = writeTree({ 'drop.py': DROP });
    const repo = repoWith({});
    fs.mkdirSync(path.join(repo, 'db'));
    fs.symlinkSync(path.join(outside, 'drop.py'), path.join(repo, 'db/0042_drop.py'));
    fs.symlinkSync('../src/app.py', path.join(repo, 'db/app_link.py'));
    const before = treeHash(repo);
    const d = danger(lint(repo));
    expect(d.status, d.detail).toBe('warn');
    expect(d.detail).toContain('2 untracked symlinks not followed: db/0042_drop.py, db/app_link.py');
    expect(treeHash(repo)).toBe(before);
  });

  it('a config turning the option off scans the diff alone', () => {
    const repo = repoWith({ 'db/0042_drop.py': DROP, '.engagement-lint.json': JSON.stringify({ rules: { 'danger-scan': ['error', { untracked: false }] } }) });
    const d = danger(lint(repo));
    expect(d.status, d.detail).toBe('pass');
    expect(d.detail).not.toMatch(/untracked/);
  });

  it('honours .gitignore at any depth and info/exclude: an ignored file is no part of the change', () => {
    const repo = repoWith({ '.gitignore': 'build/\n', 'db/.gitignore': 'scratch.sql\n', 'build/out.sql': 'DROP TABLE a;\n', 'db/scratch.sql': 'DROP TABLE b;\n', 'tmp.sql': 'DROP TABLE c;\n' });
    fs.writeFileSync(path.join(repo, '.git/info/exclude'), 'tmp.sql\n');
    const d = danger(lint(repo));
    expect(d.status, d.detail).toBe('pass');
    expect(d.detail).toMatch(/, 2 untracked files\)$/);
  });

  it('reads no symlink out of the project (named as not followed) and passes over a binary file, without a word from file-integrity', () => {
    const outside = writeTree({ 'secret.sql': 'DROP TABLE users;\n' });
    const repo = repoWith({ 'server': 'DROP TABLE invoices;\n\u0000\u0001\u0002' });
    fs.symlinkSync(path.join(outside, 'secret.sql'), path.join(repo, 'linked.sql'));
    const checks = lint(repo);
    expect(danger(checks).status, danger(checks).detail).toBe('warn');
    expect(danger(checks).detail).toMatch(/^1 untracked symlink not followed: linked\.sql; no dangerous operations/);
    expect(danger(checks).findings).toEqual([]);
    const integrity = checks.find((c) => c.name === 'file-integrity');
    expect(integrity === undefined || integrity.status === 'pass', integrity?.detail).toBe(true);
  });

  it('reads no excludes file the repository names (/dev/zero, a FIFO): the listing still comes', () => {
    for (const target of ['/dev/zero', 'FIFO']) {
      const repo = repoWith({ 'db/0042_drop.py': DROP });
      let file = target;
      if (target === 'FIFO') {
        file = path.join(repo, '.git', 'excludes-fifo');
        execFileSync('mkfifo', [file]);
      }
      git(repo, 'config', 'core.excludesFile', file);
      const d = danger(lint(repo));
      expect(d.findings.map((f) => f.file), `${target}: ${d.detail}`).toEqual(['db/0042_drop.py']);
      // `git diff` reads the excludes file too: under compat the diff is still taken at once.
      const compat = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined } });
      expect(danger((compat.json as { checks: Check[] }).checks).detail, target).toMatch(/git diff: no changes against the base branch/);
    }
  });

  it('names a .gitignore or info/exclude that is a FIFO instead of letting git wait on it', () => {
    // git diff reads info/exclude as well: that FIFO is named for the repository, before any git runs.
    // The project's .gitignore keeps only the untracked listing from running (a warning, the diff was scanned);
    // info/exclude is the repository's, read by the diff too: git is not run, and the check fails.
    for (const [fifo, status] of [['.gitignore', 'warn'], ['.git/info/exclude', 'fail']] as const) {
      const repo = repoWith({ 'db/0042_drop.py': DROP });
      fs.rmSync(path.join(repo, fifo), { force: true });
      execFileSync('mkfifo', [path.join(repo, fifo)]);
      const d = danger(lint(repo));
      expect(d.status, fifo).toBe(status);
      expect(d.detail).toContain(`${path.join(repo, fifo)} is not a regular file (a FIFO)`);
    }
  });

  it('a .gitignore deeper down that is a FIFO holds git until its timeout: the check says the untracked files were not listed', () => {
    const repo = repoWith({ 'db/0042_drop.py': DROP });
    execFileSync('mkfifo', [path.join(repo, 'db', '.gitignore')]);
    const d = danger(lint(repo));
    expect(d.status).toBe('warn');
    expect(d.detail).toMatch(/^the untracked files were not listed: git did not finish within 10 s/);
  }, 30_000);

  it('writes nothing into the repository, with the untracked cache switched on', () => {
    const repo = repoWith({ 'db/0042_drop.py': DROP, 'more/x.txt': 'x\n' });
    git(repo, 'config', 'core.untrackedCache', 'true');
    git(repo, 'update-index', '--untracked-cache');
    const before = treeHash(repo);
    expect(danger(lint(repo)).status).toBe('fail');
    expect(treeHash(repo)).toBe(before);
  });
});
