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
});
