// A target named outright that is a symbolic link is linted where it leads, as `cd` would take you there: the same
// folder gives the same verdict whichever path names it. In GitHub Actions a link out of the workspace is refused.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

/** A repository whose engagement sits in runs/r1 (the clean S example, its cited source included), linked as `current`. */
function repo(): string {
  const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n' });
  fs.cpSync(path.join(repoRoot, 'examples/clean-S'), path.join(root, 'runs/r1'), { recursive: true });
  fs.symlinkSync('runs/r1/engagement', path.join(root, 'current'));
  return root;
}

it('a link to an engagement of the same repository gives the verdict and project its real path gives', () => {
  const root = repo();
  const [linked, real] = [cli(['current', '--no-git', '--json'], { cwd: root }), cli(['runs/r1/engagement', '--no-git', '--json'], { cwd: root })];
  expect(real.code).toBe(0);
  expect(linked.code).toBe(0);
  expect(linked.stderr).toBe('');
  expect(linked.json.status).toBe(real.json.status);
  expect(linked.json.root).toBe(real.json.root);
});

it('a link to an engagement out of the project is linted there, not read as files refused one by one', () => {
  const root = repo();
  const elsewhere = writeTree({});
  fs.symlinkSync(path.join(root, 'runs/r1/engagement'), path.join(elsewhere, 'linkeng'));
  const r = cli(['linkeng', '--no-git'], { cwd: elsewhere });
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/VERDICT: PASS/);
  expect(r.stdout).not.toMatch(/symlink leads outside/);
});

it('in GitHub Actions a link out of the workspace is refused with one line; one inside it is followed', () => {
  const root = repo();
  const workspace = writeTree({ 'README.md': 'x\n' });
  fs.symlinkSync(path.join(root, 'runs/r1/engagement'), path.join(workspace, 'out'));
  const env = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: undefined };
  const r = cli(['out', '--no-git'], { cwd: workspace, env });
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^engagement-lint: cannot lint out: it is a symbolic link leading out of the workspace under review \(to .*runs\/r1\/engagement\); name a folder inside it\n$/);
  const inside = cli(['current', '--no-git'], { cwd: root, env: { ...env, GITHUB_WORKSPACE: root } });
  expect(inside.code).toBe(0);
});
