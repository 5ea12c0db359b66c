// A split index keeps its entries in a `sharedindex.<hash>` file whose time git freshens on every read of
// the index: git reads a copy, and nothing of the checked repository changes, its shared index included.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-helpers.js';
import { cleanupTrees, writeTree } from '../helpers.js';
import { GIT_CRITERIA, gitIn, treeHash } from './helpers.js';

afterAll(cleanupTrees);

/** A split-index repository on `feature`: a tracked file changed since main, an untracked one, both holding a dangerous operation, and every file of .git dated in the past. */
function splitIndexRepo(): string {
  const repo = writeTree({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': '# Handoff\n', 'db/schema.sql': 'CREATE TABLE users (id int);\n' });
  gitIn(repo, 'init', '-q', '-b', 'main');
  gitIn(repo, 'add', '-A');
  gitIn(repo, 'commit', '-qm', 'init');
  gitIn(repo, 'update-index', '--split-index');
  gitIn(repo, 'checkout', '-qb', 'feature');
  fs.appendFileSync(path.join(repo, 'db/schema.sql'), 'DROP TABLE users;\n');
  fs.writeFileSync(path.join(repo, 'deploy.sh'), 'git push --force origin main\n');
  const old = new Date('2001-01-01T00:00:00Z');
  const age = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) age(abs);
      fs.utimesSync(abs, old, old);
    }
  };
  age(path.join(repo, '.git'));
  return repo;
}
const sharedIndexes = (repo: string) => fs.readdirSync(path.join(repo, '.git')).filter((n) => n.startsWith('sharedindex.'));

describe('a repository with a split index', () => {
  it('has its change and its untracked files scanned through a copy of the index: no file of the repository changes, its shared index included', () => {
    const repo = splitIndexRepo();
    expect(sharedIndexes(repo)).toHaveLength(1);
    // git itself, reading the index in place, freshens the shared file: the attack this guards against.
    const probe = splitIndexRepo();
    const before = fs.statSync(path.join(probe, '.git', sharedIndexes(probe)[0]!)).mtimeMs;
    execFileSync('git', ['--no-optional-locks', 'diff', 'main', '--stat'], { cwd: probe, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    expect(fs.statSync(path.join(probe, '.git', sharedIndexes(probe)[0]!)).mtimeMs).not.toBe(before);

    const tree = treeHash(repo);
    const tmp = writeTree({});
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json', '--preset', 'recommended'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined, GIT_INDEX_FILE: undefined, TMPDIR: tmp } });
    const danger = (r.json as { checks: Array<{ name: string; status: string; findings: Array<{ file: string }> }> }).checks.find((c) => c.name === 'danger-scan')!;
    expect(danger.status).toBe('fail');
    expect(danger.findings.map((f) => f.file).sort()).toEqual(['db/schema.sql', 'deploy.sh']);
    expect(treeHash(repo)).toBe(tree);
    // The copy is gone when the run ends.
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('linted among others, on worker threads too, leaves no copy behind and changes nothing', () => {
    const repos = Array.from({ length: 5 }, splitIndexRepo);
    const trees = repos.map(treeHash);
    const tmp = writeTree({});
    const r = cli([...repos.map((repo) => path.join(repo, 'engagement')), '--all-checks', '--json', '--preset', 'recommended'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined, GIT_INDEX_FILE: undefined, TMPDIR: tmp } });
    const results = (r.json as { results: Array<{ checks: Array<{ name: string; findings: Array<{ file: string }> }> }> }).results;
    for (const result of results) expect(result.checks.find((c) => c.name === 'danger-scan')!.findings.map((f) => f.file).sort()).toEqual(['db/schema.sql', 'deploy.sh']);
    expect(repos.map(treeHash)).toEqual(trees);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('a git folder of too many shared index files, or of too many entries, is not copied: git is not run, and the check says why', () => {
    const lint = (repo: string) => {
      const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined, GIT_INDEX_FILE: undefined } });
      return (r.json as { checks: Array<{ name: string; status: string; detail: string }> }).checks.find((c) => c.name === 'danger-scan')!;
    };
    const shared = splitIndexRepo();
    for (let i = 0; i < 32; i++) fs.writeFileSync(path.join(shared, '.git', `sharedindex.${String(i).padStart(40, '0')}`), '');
    const tree = treeHash(shared);
    expect(lint(shared)).toMatchObject({ status: 'fail', detail: expect.stringContaining('git was not run on the project (its index is split, and its git folder holds more than 32 shared index files)') });
    expect(treeHash(shared)).toBe(tree);
    const crowded = splitIndexRepo();
    for (let i = 0; i < 10_000; i++) fs.writeFileSync(path.join(crowded, '.git', `x${i}`), '');
    expect(lint(crowded)).toMatchObject({ status: 'fail', detail: expect.stringContaining('git was not run on the project (its git folder holds more than 10000 entries)') });
  });

  it('a shared index that is not a regular file is not read: git is not run, and the check says why', () => {
    const repo = splitIndexRepo();
    const shared = path.join(repo, '.git', sharedIndexes(repo)[0]!);
    fs.rmSync(shared);
    execFileSync('mkfifo', [shared]);
    const r = cli([path.join(repo, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined, GIT_INDEX_FILE: undefined }, timeout: 20_000 });
    const danger = (r.json as { checks: Array<{ name: string; status: string; detail: string }> }).checks.find((c) => c.name === 'danger-scan')!;
    expect(danger.status).toBe('fail');
    expect(danger.detail).toContain(`git was not run on the project (its index is split, and ${path.basename(shared)} of its git folder is not a regular file)`);
    // Nor is one that is a symlink (to a file anywhere) followed.
    const linked = splitIndexRepo();
    const sharedLink = path.join(linked, '.git', sharedIndexes(linked)[0]!);
    fs.renameSync(sharedLink, path.join(linked, 'moved-aside'));
    fs.symlinkSync(path.join(linked, 'moved-aside'), sharedLink);
    const r2 = cli([path.join(linked, 'engagement'), '--all-checks', '--json'], { env: { GIT_DIR: undefined, GIT_WORK_TREE: undefined, GIT_INDEX_FILE: undefined } });
    const danger2 = (r2.json as { checks: Array<{ name: string; status: string; detail: string }> }).checks.find((c) => c.name === 'danger-scan')!;
    expect(danger2.detail).toContain(`git was not run on the project (its index is split, and ${path.basename(sharedLink)} of its git folder is a symlink)`);
  });
});
