import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../cli-helpers.js';

const havePreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const head = spawnSync('git', ['-C', repoRoot, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

if (!havePreCommit) console.warn('pre-commit test skipped: the pre-commit command is not installed (.ci/run installs Debian\'s package)');

describe.skipIf(!havePreCommit || !head)('pre-commit hook', () => {
  it('installs from the repository and gates a passing and a failing commit', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'el-precommit-'));
    const env = { ...process.env, PRE_COMMIT_HOME: path.join(work, '.cache'), GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    const repo = path.join(work, 'project');
    fs.cpSync(path.join(repoRoot, 'examples/clean-S'), repo, { recursive: true });
    fs.rmSync(path.join(repo, 'expected.json'));
    fs.writeFileSync(
      path.join(repo, '.pre-commit-config.yaml'),
      `repos:\n  - repo: ${repoRoot}\n    rev: ${head}\n    hooks:\n      - id: engagement-lint\n`,
    );
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' });
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
    execFileSync('pre-commit', ['install'], { cwd: repo, env, stdio: 'ignore' });

    git('add', '-A');
    const ok = git('commit', '-m', 'clean engagement');
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout + ok.stderr).toMatch(/engagement-lint\.+Passed/);

    fs.writeFileSync(path.join(repo, 'engagement/notes.md'), '# scratch notes\n');
    git('add', '-A');
    const bad = git('commit', '-m', 'rogue file');
    expect(bad.status).not.toBe(0);
    expect(bad.stdout + bad.stderr).toMatch(/engagement-lint\.+Failed/);
    expect(bad.stdout + bad.stderr).toMatch(/\[FAIL\] whitelist/);
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(1);
    fs.rmSync(work, { recursive: true, force: true });
  }, 300_000);
});
