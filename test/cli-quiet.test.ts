// --quiet over the built CLI: it shows what fails the run, the same in every format, and the verdict agrees with the exit code.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

// An Epiphany folder whose only problems are two warnings (scratch over its budget, two subgoals).
const root = writeTree({ 'note.txt': 'x\n' });
for (const name of ['epi', 'epi2']) fs.cpSync(path.join(repoRoot, 'examples/epiphany/fail-scratch'), path.join(root, name), { recursive: true });
const WARNED = ['epiphany-scratch-size', 'epiphany-scratch-subgoals'];
const run = (...args: string[]) => cli(args, { cwd: root, env: { GITHUB_STEP_SUMMARY: undefined } });

describe('--quiet', () => {
  it('prints nothing while warnings pass the run, as ESLint prints nothing for clean files', () => {
    const r = run('epi', '--quiet', '--max-warnings', '2');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
  });

  it.each([['--fail-on', 'warning'], ['--max-warnings', '0']])('shows the warnings that fail the run (%s %s), and no passes', (...gate) => {
    const r = run('epi', '--quiet', ...gate);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/^\[OK {2}\]/m);
    for (const name of WARNED) expect(r.stdout).toMatch(new RegExp(`^\\[WARN\\] ${name}:`, 'm'));
    expect(r.stdout).toMatch(/^VERDICT: FAIL — 2 warnings /m);
  });

  it('selects the same checks in JUnit, SARIF and GitHub output', () => {
    const hidden = { junit: run('epi', '--quiet', '-f', 'junit'), sarif: run('epi', '--quiet', '-f', 'sarif'), github: run('epi', '--quiet', '-f', 'github') };
    const shown = { junit: run('epi', '--quiet', '--max-warnings', '0', '-f', 'junit'), sarif: run('epi', '--quiet', '--max-warnings', '0', '-f', 'sarif'), github: run('epi', '--quiet', '--max-warnings', '0', '-f', 'github') };
    for (const name of WARNED) {
      for (const r of Object.values(hidden)) expect(r.stdout).not.toContain(name);
      for (const r of Object.values(shown)) expect(r.stdout).toContain(name);
    }
    expect(hidden.junit.stdout).not.toContain('WARN:');
    // Shown because they fail the run: each is a JUnit failure of type warning.
    expect(shown.junit.stdout.match(/<failure message="[^"]*" type="warning">WARN: /g)).toHaveLength(WARNED.length);
  });

  it('over several targets, counts the warnings of the whole run against --max-warnings', () => {
    const over = run('epi', 'epi2', '--quiet', '--max-warnings', '3');
    expect(over.code).toBe(1);
    expect(over.stdout.match(/^\[WARN\] /gm)).toHaveLength(4);
    expect(over.stdout).toMatch(/^2 targets: 0 pass, 2 warn, 0 fail — FAIL: 4 warnings exceed --max-warnings 3$/m);
    const within = run('epi', 'epi2', '--quiet', '--max-warnings', '4');
    expect(within.code).toBe(0);
    expect(within.stdout).not.toMatch(/^\[WARN\] /m);
  });
});

describe('the verdict line', () => {
  it('agrees with the exit code when warnings fail the run', () => {
    const r = run('epi', '--max-warnings', '0');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^\[OK {2}\]/m);
    expect(r.stdout).toMatch(/^VERDICT: FAIL — 2 warnings exceed --max-warnings 0; fix them\.$/m);
    expect(r.stderr).toContain('2 warning checks exceed --max-warnings 0');
    expect(run('epi', '--fail-on', 'warning').stdout).toMatch(/^VERDICT: FAIL — 2 warnings under --fail-on warning; fix them\.$/m);
    expect(run('epi').stdout).toMatch(/^VERDICT: PASS with 2 warnings — review them\.$/m);
  });
});
