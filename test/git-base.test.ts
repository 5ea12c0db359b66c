// danger-scan's base branch in real repositories: the default bases, --base, GITHUB_BASE_REF, and
// the warning (with a fix that works) in a shallow clone such as a CI checkout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseCandidates, baseProblem, requestedBase } from '../packages/core/src/git-base.js';
import { gitStoppedIn, runGit } from '../packages/core/src/git.js';
import { cli, repoRoot } from './cli-helpers.js';

const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'el-base-')));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const gitEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// origin: main (clean) → develop (adds a DROP TABLE) → feature (a harmless change on top of develop).
const origin = path.join(work, 'origin');
fs.cpSync(path.join(repoRoot, 'examples/clean-S'), origin, { recursive: true });
fs.rmSync(path.join(origin, 'expected.json'));
git(origin, 'init', '-q', '-b', 'main');
git(origin, 'add', '-A');
git(origin, 'commit', '-qm', 'engagement');
git(origin, 'checkout', '-qb', 'develop');
fs.mkdirSync(path.join(origin, 'db'));
fs.writeFileSync(path.join(origin, 'db/cleanup.sql'), 'DROP TABLE legacy_sessions;\n');
git(origin, 'add', '-A');
git(origin, 'commit', '-qm', 'cleanup');
git(origin, 'checkout', '-qb', 'feature');
fs.writeFileSync(path.join(origin, 'db/readme.txt'), 'schema notes\n');
git(origin, 'add', '-A');
git(origin, 'commit', '-qm', 'notes');

const full = path.join(work, 'full');
git(work, 'clone', '-q', '--branch', 'feature', origin, full);

function dangerScan(cwd: string, args: string[] = [], env: Record<string, string | undefined> = {}) {
  const r = cli(['engagement', '--json', ...args], { cwd, env: { GITHUB_BASE_REF: undefined, ...env } });
  expect(r.stderr).toBe('');
  return r.json.checks.find((c: { name: string }) => c.name === 'danger-scan');
}

describe('the base danger-scan diffs against', () => {
  it('is --base, else GITHUB_BASE_REF, else the usual branches; a branch name is tried on origin first', () => {
    expect(requestedBase(' develop ', { GITHUB_BASE_REF: 'main' })).toBe('develop');
    expect(requestedBase(undefined, { GITHUB_BASE_REF: 'release/2' })).toBe('release/2');
    expect(requestedBase('', { GITHUB_BASE_REF: '' })).toBeUndefined();
    expect(baseCandidates('develop')).toEqual(['origin/develop', 'develop']);
    expect(baseCandidates('refs/heads/develop')).toEqual(['origin/develop', 'develop']);
    expect(baseCandidates('origin/develop')).toEqual(['origin/develop']);
    expect(baseCandidates(undefined)).toEqual(['origin/main', 'origin/master', 'main', 'master']);
  });

  it('defaults to origin/main: the change since main holds the DROP TABLE', () => {
    const c = dangerScan(full);
    expect(c.status).toBe('fail');
    expect(c.findings[0]).toMatchObject({ file: 'db/cleanup.sql', line: 1 });
  });

  it('--base develop and GITHUB_BASE_REF=develop diff against origin/develop: only the harmless change', () => {
    for (const c of [dangerScan(full, ['--base', 'develop']), dangerScan(full, [], { GITHUB_BASE_REF: 'develop' })]) {
      expect(c.status).toBe('pass');
      expect(c.detail).toContain('git diff');
    }
    // --base wins over the environment.
    expect(dangerScan(full, ['--base', 'main'], { GITHUB_BASE_REF: 'develop' }).status).toBe('fail');
  });

  it('a base named with --base that names no commit of a complete clone fails: a typo must not pass the change', () => {
    const c = dangerScan(full, ['--base', 'mian']);
    expect(c.status).toBe('fail');
    expect(c.detail).toMatch(/^the base mian names no commit of this repository \(no branch, remote-tracking branch, tag or commit of that name\): the change was not scanned/);
    expect(c.fix).toContain('tried refs/remotes/origin/mian, refs/heads/mian and mian as git reads a revision');
    // GITHUB_BASE_REF is the runner's, not a name the user typed: as before, a warning that names it.
    const env = dangerScan(full, [], { GITHUB_BASE_REF: 'nope' });
    expect(env.status).toBe('warn');
    expect(env.detail).toMatch(/^the base branch nope is not a branch of this repository \(local or origin's\): the change was not scanned/);
    expect(env.fix).toContain('git fetch --no-tags origin +refs/heads/nope:refs/remotes/origin/nope');
  });

  it('--base takes any commit git resolves: a SHA, HEAD~2, a tag (light or annotated), a remote-tracking branch', () => {
    const revs = path.join(work, 'revs');
    git(work, 'clone', '-q', '--branch', 'feature', origin, revs);
    git(revs, 'tag', 'v0', 'origin/main');
    git(revs, 'tag', '-a', '-m', 'release', 'v0-annotated', 'origin/main');
    // Each names main's commit: the change since then holds the DROP TABLE.
    for (const base of [git(revs, 'rev-parse', 'origin/main').trim(), git(revs, 'rev-parse', '--short', 'origin/main').trim(), 'HEAD~2', 'feature~2', 'v0', 'v0-annotated', 'origin/main', 'refs/remotes/origin/main']) {
      const c = dangerScan(revs, ['--base', base]);
      expect(c.status, base).toBe('fail');
      expect(c.findings[0], base).toMatchObject({ file: 'db/cleanup.sql', line: 1 });
    }
    // develop's commit: only the harmless change.
    for (const base of ['HEAD~1', git(revs, 'rev-parse', 'origin/develop').trim()]) expect(dangerScan(revs, ['--base', base]).status, base).toBe('pass');
    // A range or a tree is no commit to diff against.
    expect(dangerScan(revs, ['--base', 'main..feature']).status).toBe('fail');
    expect(dangerScan(revs, ['--base', 'HEAD^{tree}']).detail).toMatch(/^the base HEAD\^\{tree\} names no commit of this repository/);
  });

  it('a base starting with "-" is refused before git runs, written --base=VALUE too', () => {
    for (const args of [['--base', '--output=/tmp/x'], ['--base=--output=/tmp/x']]) {
      const r = cli(['engagement', ...args], { cwd: full });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('engagement-lint: --base needs a branch, tag or commit, which never starts with "-" (got "--output=/tmp/x")\n');
    }
  });

  it('a base the repository holds, with git failing on it, is said as git failing, not as a missing branch', () => {
    // The origin's main tree object removed: the ref is there, the diff against it cannot be made.
    const damaged = path.join(work, 'damaged');
    fs.cpSync(origin, damaged, { recursive: true });
    const tree = git(damaged, 'rev-parse', 'main^{tree}').trim();
    fs.rmSync(path.join(damaged, '.git/objects', tree.slice(0, 2), tree.slice(2)));
    const c = dangerScan(damaged, ['--base', 'main']);
    expect(c.status).toBe('warn');
    expect(c.detail).toMatch(/^git could not diff the change against the base branch main: the change was not scanned/);
    expect(c.fix).toContain('git diff --merge-base main');
  });

  it('a change cannot hide its lines as binary: a .gitattributes of its own, a NUL byte in a script, a script saved as UTF-16', () => {
    // As SQL Server Management Studio saves a "Unicode" script: a byte-order mark, CRLF, two bytes a letter.
    const script = 'BEGIN TRANSACTION;\r\nDROP TABLE users;\r\nCOMMIT;\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(script, 'utf16le')]);
    const be = Buffer.from(le).swap16();
    for (const [name, files] of [
      ['attr-diff', { '.gitattributes': '*.sql -diff\n', 'db/evil.sql': 'DROP TABLE users;\n' }],
      ['attr-binary', { '.gitattributes': '* binary\n', 'db/evil.sql': 'DROP TABLE users;\n' }],
      ['nul-byte', { 'db/evil.sql': '-- \u0000\nDROP TABLE users;\n' }],
      ['utf-16le', { 'db/evil.sql': le }],
      ['utf-16be', { 'db/evil.sql': be }],
    ] as const) {
      const repo = path.join(work, name);
      fs.cpSync(origin, repo, { recursive: true });
      git(repo, 'checkout', '-q', 'main');
      git(repo, 'checkout', '-qb', 'change');
      for (const [rel, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
        fs.writeFileSync(path.join(repo, rel), text);
      }
      git(repo, 'add', '-A');
      git(repo, 'commit', '-qm', 'change');
      const c = dangerScan(repo, ['--base', 'main']);
      expect(c.status, name).toBe('fail');
      expect(c.findings.map((f: { file: string; message: string }) => [f.file, f.message.split(':')[0]]), name).toEqual([['db/evil.sql', 'sql-drop-table']]);
    }
  });

  it('a .git link that cannot be followed fails, saying the change was not scanned', () => {
    const linked = path.join(work, 'broken-link');
    fs.cpSync(path.join(full, 'engagement'), path.join(linked, 'engagement'), { recursive: true });
    fs.writeFileSync(path.join(linked, '.git'), 'gitdir: /nonexistent/el-repo\n');
    const c = dangerScan(linked);
    expect(c.status).toBe('fail');
    expect(c.detail).toMatch(/^git was not run on the project \(.*names a gitdir that is not a folder \(\/nonexistent\/el-repo\)\): the change was not scanned/);
  });

  it('outside any repository a named base is no warning: there is simply no diff', () => {
    const plain = path.join(work, 'no-repo');
    fs.cpSync(path.join(full, 'engagement'), path.join(plain, 'engagement'), { recursive: true });
    // Above the work folder there is no repository either (the system's temp folder).
    const c = dangerScan(plain, ['--base', 'main']);
    expect(c.status).toBe('pass');
    // The base asked for is said to have had nothing to be diffed in.
    expect(c.detail).toMatch(/no git diff available: --base main was given, but no git repository holds the project/);
    expect(dangerScan(plain).detail).toMatch(/no git diff available[,)]/);
  });

  it('a complete repository holding none of the default bases warns that the change was not scanned', () => {
    const lone = path.join(work, 'lone-branch');
    fs.cpSync(path.join(full, 'engagement'), path.join(lone, 'engagement'), { recursive: true });
    git(lone, 'init', '-q', '-b', 'feature');
    git(lone, 'add', '-A');
    git(lone, 'commit', '-qm', 'engagement');
    fs.mkdirSync(path.join(lone, 'db'));
    fs.writeFileSync(path.join(lone, 'db/evil.sql'), 'DROP TABLE users;\n');
    git(lone, 'add', '-A');
    git(lone, 'commit', '-qm', 'change');
    const c = dangerScan(lone);
    expect(c.status).toBe('warn');
    expect(c.detail).toBe('no base branch to diff against (origin/main, origin/master, main, master are not branches of this repository): the change was not scanned; no dangerous operations in handoff.md, 0 specs/tasks scripts');
    expect(c.fix).toContain('--base BRANCH');
    // Named, the branch the work started from is diffed and the operation found.
    git(lone, 'branch', 'start', 'HEAD~1');
    expect(dangerScan(lone, ['--base', 'start']).status).toBe('fail');
    expect(dangerScan(lone, ['--no-git']).status).toBe('pass');
  });

  it('a shallow clone warns with the fix, and the fix it names makes the diff available', () => {
    const shallow = path.join(work, 'shallow');
    git(work, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${origin}`, shallow);
    const plain = dangerScan(shallow);
    expect(plain.status).toBe('warn');
    expect(plain.detail).toMatch(/^shallow clone without a base branch \(origin\/main, origin\/master, main, master\) and its history/);
    expect(plain.fix).toContain('`fetch-depth: 0`');
    expect(dangerScan(shallow, ['--no-git']).status).toBe('pass');

    const pr = dangerScan(shallow, [], { GITHUB_BASE_REF: 'develop' });
    expect(pr.status).toBe('warn');
    const fetch = /`(git fetch [^`]+)`/.exec(pr.fix)![1]!;
    expect(fetch).toBe('git fetch --no-tags --unshallow origin +refs/heads/develop:refs/remotes/origin/develop');
    git(shallow, ...fetch.split(' ').slice(1));
    const after = dangerScan(shallow, [], { GITHUB_BASE_REF: 'develop' });
    expect(after.status).toBe('pass');
    expect(after.detail).toContain('git diff');
    // A base named outright that a shallow clone lacks may only be unfetched: a warning with the fetch.
    const ci = path.join(work, 'shallow-named');
    git(work, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${origin}`, ci);
    const named = dangerScan(ci, ['--base', 'release']);
    expect(named.status).toBe('warn');
    expect(named.detail).toMatch(/^shallow clone without the base branch release and its history/);
    expect(named.fix).toContain('git fetch --no-tags --unshallow origin +refs/heads/release:refs/remotes/origin/release');
    const sha = dangerScan(ci, ['--base', 'e'.repeat(40)]);
    expect(sha.status).toBe('warn');
    expect(sha.fix).toContain('run `git fetch --no-tags --unshallow origin` before linting');
  });
});

/** The clean-S example as a repository with one commit on main. */
function cleanSOnMain(name: string): string {
  const repo = path.join(work, name);
  fs.cpSync(path.join(repoRoot, 'examples/clean-S'), repo, { recursive: true });
  fs.rmSync(path.join(repo, 'expected.json'));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'engagement');
  return repo;
}

describe('a named base with no change against it', () => {
  it('passes as the default base does: the base is there, git found nothing to scan', () => {
    const repo = cleanSOnMain('clean-on-main');
    for (const [args, env] of [[[], {}], [['--base', 'main'], {}], [[], { GITHUB_BASE_REF: 'main' }]] as const) {
      const c = dangerScan(repo, [...args], env);
      expect(c.status, JSON.stringify(args)).toBe('pass');
      expect(c.detail).toContain('git diff: no changes against the base branch');
    }
    expect(baseProblem(repo, 'main', undefined, undefined, undefined, true)).toBeUndefined();
    expect(baseProblem(repo, 'nope')?.detail).toContain('the base branch nope is not a branch of this repository');
    expect(baseProblem(repo, 'nope', undefined, undefined, undefined, false, true)).toMatchObject({ blocking: true, detail: expect.stringMatching(/^the base nope names no commit of this repository/) });
  });
});

describe('a git stopped rather than failed', () => {
  // The fake git sleeps far past the test's timeout, so only a kill lets the test finish (exec: the
  // kill reaches the sleep itself, leaving no process behind).
  it('a git that outlives its time is stopped, and recorded as such for its folder', async () => {
    const slow = path.join(work, 'slow-git');
    fs.writeFileSync(slow, '#!/bin/sh\nexec sleep 60\n', { mode: 0o755 });
    const cwd = fs.mkdtempSync(path.join(work, 'slow-'));
    expect(await runGit(slow, cwd, ['diff'], [], 200)).toBeUndefined();
    expect(gitStoppedIn(cwd)).toBe('timeout');
    // A git that fails on its own is no stop.
    const failing = path.join(work, 'failing-git');
    fs.writeFileSync(failing, '#!/bin/sh\nexit 128\n', { mode: 0o755 });
    const other = fs.mkdtempSync(path.join(work, 'failing-'));
    expect(await runGit(failing, other, ['diff'], [], 2000)).toBeUndefined();
    expect(gitStoppedIn(other)).toBeUndefined();
  }, 20_000);

  it('says the change was not scanned because git was stopped, not because the repository is damaged', () => {
    const repo = fs.mkdtempSync(path.join(work, 'stopped-'));
    git(repo, 'init', '-q', '-b', 'main');
    const timeout = baseProblem(repo, undefined, undefined, 'main', 'timeout');
    expect(timeout?.detail).toBe('git did not finish the diff against the base branch main within 10 s and was stopped: the change was not scanned');
    expect(timeout?.fix).toContain('--no-git');
    expect(baseProblem(repo, undefined, undefined, 'main', 'too-large')?.detail).toBe('the diff against the base branch main is larger than 64 MB and was not read: the change was not scanned');
    expect(baseProblem(repo, undefined, undefined, 'main')?.detail).toBe('git could not diff the change against the base branch main: the change was not scanned');
  });
});

describe('a change that marks every file binary', () => {
  it('is read as text however many files it holds: a DROP TABLE after 200 fixtures is still found', () => {
    const repo = cleanSOnMain('all-binary');
    git(repo, 'checkout', '-qb', 'feature');
    fs.writeFileSync(path.join(repo, '.gitattributes'), '* -diff\n');
    fs.mkdirSync(path.join(repo, 'fixtures'));
    for (let i = 0; i < 201; i++) fs.writeFileSync(path.join(repo, `fixtures/invoice-${String(i).padStart(3, '0')}.json`), `{"n": ${i}}\n`);
    fs.mkdirSync(path.join(repo, 'migrations'));
    fs.writeFileSync(path.join(repo, 'migrations/0042_drop.sql'), 'DROP TABLE legacy_sessions;\n');
    fs.writeFileSync(path.join(repo, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0]));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'fixtures and a migration');
    const c = dangerScan(repo);
    expect(c.status).toBe('fail');
    expect(c.findings.map((f: { file: string }) => f.file)).toEqual(['migrations/0042_drop.sql']);
  });
});
