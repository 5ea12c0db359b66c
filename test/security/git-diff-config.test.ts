// A repository's own diff settings change what `git diff` writes and what it costs; the linter
// diffs as git's defaults do, whatever the repository sets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules, packs } from '@engagement-lint/rules';
import { defaultSystem, gitDiffAgainstBase } from '../../packages/core/src/system.js';
import { parseUnifiedDiffText } from '../../packages/core/src/io/unified-diff.js';
import { lintTarget } from '../../packages/core/src/lint.js';
import { cleanupTrees, writeTree } from '../helpers.js';

afterAll(cleanupTrees);

const env = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });

/** `files` committed on main, `change` committed on a feature branch, then `config` set in the repository. */
function featureRepo(files: Record<string, string>, change: (repo: string) => void, config: Record<string, string>): string {
  const repo = writeTree(files);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'init');
  git(repo, 'checkout', '-qb', 'feature');
  change(repo);
  git(repo, 'commit', '-qam', 'change');
  for (const [key, value] of Object.entries(config)) git(repo, 'config', key, value);
  return repo;
}

/** A feature branch that moves a script and adds one line to another file, with `config` set in the repository. */
function repoWith(config: Record<string, string>): string {
  const files = { 'scripts/old.sh': '#!/bin/sh\ngit push --force origin main\n', 'notes.txt': 'a\n'.repeat(40) };
  return featureRepo(files, (repo) => {
    git(repo, 'mv', 'scripts/old.sh', 'scripts/new.sh');
    fs.appendFileSync(path.join(repo, 'notes.txt'), 'b\n');
  }, config);
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

describe('a file git gives as binary and too large to diff again as text', () => {
  /** A feature branch adding a 17 MiB file of zeros (binary to git, no binary kind by name) beside `extra`. */
  function padded(extra: Record<string, string>): string {
    const repo = writeTree({ 'engagement/criteria.md': '---\nengagement: x\ndomain: dev\nsize: S\nux_heavy: false\ntools_required: []\n---\n', 'engagement/handoff.md': '# Handoff\n', 'readme.txt': 'x\n' });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    git(repo, 'checkout', '-qb', 'feature');
    fs.mkdirSync(path.join(repo, 'logs'));
    fs.writeFileSync(path.join(repo, 'logs/replay.log'), Buffer.alloc(17 * 1024 * 1024));
    for (const [rel, text] of Object.entries(extra)) {
      fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
      fs.writeFileSync(path.join(repo, rel), text);
    }
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'change');
    return repo;
  }
  const dangerScan = async (repo: string) => {
    const rules = (await allRules()).filter((r) => r.id === 'danger-scan');
    const r = await lintTarget(path.join(repo, 'engagement'), { packs, rules, overrideChecks: ['danger-scan'], system: defaultSystem({ root: repo }) });
    return r.checks.find((c) => c.name === 'danger-scan')!;
  };

  it('is named and left out, so the rest of the change is still scanned', async () => {
    const repo = padded({ 'scripts/cleanup.sh': '#!/bin/sh\ngit push --force origin main\n' });
    const diff = (await gitDiffAgainstBase(repo))!;
    expect(parseUnifiedDiffText(diff).notText).toEqual(['logs/replay.log']);
    expect(diff).toContain('+git push --force origin main');
    const c = await dangerScan(repo);
    expect(c.status).toBe('fail');
    expect(c.detail).toBe('dangerous ops without user OK: git-force-push; logs/replay.log: git gave it as binary, and it is over 16 MiB, so it was not scanned as text');
  });

  /** A feature branch deleting a 65 MiB file of zeros that the base holds (as text, its old lines alone pass the diff limit), with `files` added. */
  function deleting(files: Record<string, string>): string {
    const repo = writeTree({ 'engagement/criteria.md': '---\nengagement: x\ndomain: dev\nsize: S\nux_heavy: false\ntools_required: []\n---\n', 'engagement/handoff.md': '# Handoff\n' });
    fs.writeFileSync(path.join(repo, 'dump.log'), Buffer.alloc(65 * 1024 * 1024));
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    git(repo, 'checkout', '-qb', 'feature');
    fs.rmSync(path.join(repo, 'dump.log'));
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
      fs.writeFileSync(path.join(repo, rel), text);
    }
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'change');
    return repo;
  }

  it('a deleted one, whatever its size, is not diffed again: its old bytes add nothing to the change', async () => {
    const repo = deleting({ 'scripts/cleanup.sh': '#!/bin/sh\ngit push --force origin main\n' });
    const diff = (await gitDiffAgainstBase(repo))!;
    expect(diff).toContain('+git push --force origin main');
    expect(parseUnifiedDiffText(diff).deletedFiles).toEqual(['dump.log']);
    const c = await dangerScan(repo);
    expect(c.status).toBe('fail');
    expect(c.detail).toBe('dangerous ops without user OK: git-force-push');
  });

  it('a deleted one is left out of the whole change diffed again as text too (past 200 files git gives as binary)', async () => {
    // The change's own attributes hide 201 text files from the diff: the whole change is diffed again as text.
    const notes = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`notes/n${i}.txt`, i === 200 ? 'git push --force origin main\n' : `note ${i}\n`]));
    const repo = deleting({ '.gitattributes': '*.txt -diff\n', ...notes });
    const diff = (await gitDiffAgainstBase(repo))!;
    expect(diff).toContain('+git push --force origin main');
    const c = await dangerScan(repo);
    expect(c.status).toBe('fail');
    expect(c.detail).toBe('dangerous ops without user OK: git-force-push');
  });

  it('with nothing dangerous elsewhere, the check fails saying the file was not scanned', async () => {
    const c = await dangerScan(padded({}));
    expect(c.status).toBe('fail');
    expect(c.detail).toMatch(/^logs\/replay\.log: git gave it as binary, and it is over 16 MiB, so it was not scanned as text; no dangerous operations in /);
  });
});

// A hunk's header names the function around it, found by the diff driver's pattern on each line above the hunk:
// the repository's own pattern, or some of git's built-in ones, can backtrack for seconds per line.
describe('the hunk headers use no pattern of the repository or of a built-in driver', () => {
  /** A feature branch adding a line to notes.txt, below `head`, with `attributes` and `config` set in the repository. */
  const headed = (head: string, attributes: string, config: Record<string, string>) =>
    featureRepo({ 'notes.txt': `${head}\n${'a\n'.repeat(20)}`, '.gitattributes': attributes }, (repo) => fs.appendFileSync(path.join(repo, 'notes.txt'), 'b\n'), config);
  const hunkHeads = (diff: string | undefined) => (diff ?? '').split('\n').filter((l) => l.startsWith('@@'));

  it.each([
    ['a driver the repository config defines', 'FUNC main', '*.txt diff=x\n', { 'diff.x.xfuncname': '^(FUNC.*)$' }],
    ['a driver defined with the older funcname key', 'FUNC main', '*.txt diff=x\n', { 'diff.x.funcname': '^\\(FUNC.*\\)$' }],
    ['git\'s built-in matlab driver', 'function y = main(x)', '*.txt diff=matlab\n', {}],
  ])('%s', async (_name, head, attributes, config) => {
    const heads = hunkHeads(await gitDiffAgainstBase(headed(head, attributes, config)));
    expect(heads).toHaveLength(1);
    expect(heads[0]).not.toContain(head.split(' ')[0]);
    expect(heads[0]).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@/);
  });
});
