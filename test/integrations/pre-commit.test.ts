// The hooks as users install them (engagement-lint, installed with npm; engagement-lint-system, run with
// the node on PATH): the README's .pre-commit-config.yaml, pointed at a tagged clone of HEAD, with
// pre-commit 4 from pip (in a temporary virtualenv), the pre-commit on PATH, and Debian's (3.0.4) where
// it is installed. In CI (CI=true) at least one of them must run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../cli-helpers.js';
import { PUBLIC_REPO, readmeBlock, TAG, taggedClone, tempDir, timed } from './release.js';

const work = tempDir('precommit');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }), 120_000);
const clone = taggedClone(work);

function version(exe: string): string | undefined {
  const r = spawnSync(exe, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? /pre-commit (\S+)/.exec(r.stdout)?.[1] : undefined;
}

/** pre-commit from pip (the current release) in a virtualenv of its own. */
function pipPreCommit(): string | undefined {
  const venv = path.join(work, 'venv');
  if (spawnSync('python3', ['-m', 'venv', venv], { stdio: 'ignore' }).status !== 0) return undefined;
  const pip = spawnSync(path.join(venv, 'bin/pip'), ['install', '-q', '--disable-pip-version-check', 'pre-commit'], { stdio: 'ignore', timeout: 240_000 });
  return pip.status === 0 ? path.join(venv, 'bin/pre-commit') : undefined;
}

const onPath = spawnSync('sh', ['-c', 'command -v pre-commit'], { encoding: 'utf8' }).stdout.trim();
// Debian's package, when another pre-commit comes first on PATH.
const debian = fs.existsSync('/usr/bin/pre-commit') && (!onPath || fs.realpathSync(onPath) !== fs.realpathSync('/usr/bin/pre-commit')) ? '/usr/bin/pre-commit' : undefined;
const candidates = [
  { name: 'pip', exe: pipPreCommit() },
  { name: 'PATH', exe: onPath || undefined },
  { name: 'Debian', exe: debian },
].flatMap(({ name, exe }) => {
  const v = exe && version(exe);
  return exe && v ? [{ name: `${name} (pre-commit ${v})`, exe, major: Number(v.split('.')[0]) }] : [];
});

describe('pre-commit', () => {
  it('can be had (required in CI)', () => {
    if (process.env['CI'] !== 'true' && !candidates.length) console.warn('pre-commit tests skipped: neither pip nor PATH gave a pre-commit');
    if (process.env['CI'] === 'true') expect(candidates.length, 'no pre-commit: neither `pip install pre-commit` nor PATH gave one').toBeGreaterThan(0);
  });

  it('the README config uses the release tag', () => {
    const config = readmeBlock('yaml', 'id: engagement-lint');
    expect(config).toContain(`repo: ${PUBLIC_REPO}\n`);
    expect(config).toContain(`rev: ${TAG}\n`);
  });

  const hooks = candidates.flatMap((c) => [
    { ...c, hook: 'engagement-lint' },
    { ...c, hook: 'engagement-lint-system' },
  ]);
  it.each(hooks)('$name installs $hook and gates a clean and a broken commit', ({ name, exe, hook }) => {
    const dir = path.join(work, `${name}-${hook}`.replace(/\W+/g, '-'));
    const env = { ...process.env, PRE_COMMIT_HOME: path.join(dir, 'cache'), GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', NO_COLOR: '1' };
    const repo = path.join(dir, 'project');
    fs.cpSync(path.join(repoRoot, 'examples/clean-S'), repo, { recursive: true });
    fs.rmSync(path.join(repo, 'expected.json'));
    fs.writeFileSync(path.join(repo, '.pre-commit-config.yaml'), readmeBlock('yaml', 'id: engagement-lint').replace(`repo: ${PUBLIC_REPO}`, `repo: ${clone}`).replace('id: engagement-lint\n', `id: ${hook}\n`));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' });
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
    execFileSync(exe, ['install'], { cwd: repo, env, stdio: 'ignore' });

    git('add', '-A');
    // The first commit installs the hook's environment: its time is the user's first-install time.
    const ok = timed('git', ['commit', '-m', 'clean engagement'], { cwd: repo, env });
    console.log(`${name}, ${hook}: first commit (hook install + run) ${ok.seconds.toFixed(1)} s`);
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout + ok.stderr).toMatch(/engagement-lint\.+Passed/);
    // The system hook installs nothing: no environment beside pre-commit's clone; the node hook has its npm one.
    const envs = fs.readdirSync(path.join(dir, 'cache'), { recursive: true, encoding: 'utf8' }).filter((p) => /(?:^|\/)node_env-[^/]*$/.test(p));
    expect(envs.length > 0, envs.join(', ')).toBe(hook === 'engagement-lint');

    fs.writeFileSync(path.join(repo, 'engagement/notes.md'), '# scratch notes\n');
    git('add', '-A');
    const bad = git('commit', '-m', 'rogue file');
    expect(bad.status).not.toBe(0);
    expect(bad.stdout + bad.stderr).toMatch(/engagement-lint\.+Failed/);
    expect(bad.stdout + bad.stderr).toMatch(/\[FAIL\] whitelist/);
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(1);
  }, 300_000);

  // A repository of many engagements (`jobs/<team>/<job>/engagement/`): the hook lints those a commit touches, each once.
  it.each(candidates)('$name gates the engagements a commit touches in a repository of many', ({ name, exe }) => {
    const dir = path.join(work, `${name}-many`.replace(/\W+/g, '-'));
    const env = { ...process.env, PRE_COMMIT_HOME: path.join(dir, 'cache'), GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', NO_COLOR: '1' };
    const repo = path.join(dir, 'project');
    for (const job of ['billing/a', 'billing/b', 'ops/c']) {
      fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(repo, 'jobs', job), { recursive: true });
      fs.rmSync(path.join(repo, 'jobs', job, 'expected.json'));
    }
    // The system hook: no npm install, so each pre-commit's reading of the hook's files/args is what is tested.
    fs.writeFileSync(path.join(repo, '.pre-commit-config.yaml'), readmeBlock('yaml', 'id: engagement-lint').replace(`repo: ${PUBLIC_REPO}`, `repo: ${clone}`).replace('id: engagement-lint\n', 'id: engagement-lint-system\n        verbose: true\n'));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' });
    // One report per target linted (the path heads each of several; one alone has none).
    const linted = (text: string) => text.match(/^Pre-check \[/gm)?.length ?? 0;
    // git runs the hook with its output on stderr.
    const out = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
    execFileSync(exe, ['install'], { cwd: repo, env, stdio: 'ignore' });
    git('add', '-A');
    const ok = git('commit', '-m', 'three clean engagements');
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(out(ok)).toMatch(/engagement-lint\.+Passed/);
    for (const job of ['billing/a', 'billing/b', 'ops/c']) expect(out(ok)).toContain(`jobs/${job}/engagement`);
    expect(linted(out(ok))).toBe(3);

    // A rogue file in one engagement: the commit is refused, naming that engagement.
    fs.writeFileSync(path.join(repo, 'jobs/ops/c/engagement/notes.md'), '# scratch notes\n');
    git('add', '-A');
    const bad = git('commit', '-m', 'rogue file in ops/c');
    expect(bad.status).not.toBe(0);
    expect(out(bad)).toMatch(/engagement-lint\.+Failed/);
    expect(out(bad)).toMatch(/\[FAIL\] whitelist: .*notes\.md/);
    expect(linted(out(bad))).toBe(1);

    // Committed past the hook, ops/c stays broken; a later commit touching billing/b alone lints billing/b alone.
    expect(git('commit', '--no-verify', '-m', 'rogue file, past the hook').status).toBe(0);
    fs.appendFileSync(path.join(repo, 'jobs/billing/b/engagement/handoff.md'), '\n');
    git('add', '-A');
    const other = git('commit', '-m', 'touch billing/b');
    expect(other.status, other.stdout + other.stderr).toBe(0);
    expect(linted(out(other))).toBe(1);
    expect(out(other)).not.toContain('[FAIL]');

    // A change outside every engagement folder does not run the hook.
    fs.writeFileSync(path.join(repo, 'jobs/billing/a/src/extra.ts'), 'export const x = 1;\n');
    git('add', '-A');
    const outside = git('commit', '-m', 'source only');
    expect(outside.status, outside.stdout + outside.stderr).toBe(0);
    expect(out(outside)).toMatch(/engagement-lint\.+\(no files to check\)Skipped/);
  }, 300_000);
});
