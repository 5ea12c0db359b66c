// A level in the config caps a check that runs and opts into an opt-in one; one set for a check the preset leaves out says so.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const project = (rules: string, files: Record<string, string | Buffer> = {}) =>
  writeTree({ '.git/HEAD': 'x\n', '.engagement-lint.yaml': `rules:\n${rules}`, 'engagement/criteria.md': criteria({ size: 'S' }), ...files });
const checkNamed = (r: { json?: any }, id: string) => r.json?.checks?.find((c: { name: string }) => c.name === id);

describe('a config level for a check the preset leaves out', () => {
  const warning = (id: string) =>
    `engagement-lint: warning: the config sets a level for ${id}, which runs under preset recommended only, so it does not run here (a level only caps a check the preset runs: set preset: recommended, or name it with --override-checks)\n`;

  it('warns for a recommended-only check under compat, and not when the check runs', () => {
    const root = project('  binary-verdict: error\n  whitelist: warn\n');
    const compat = cli(['engagement', '--json', '--no-git'], { cwd: root });
    expect(compat.stderr).toBe(warning('binary-verdict'));
    expect(checkNamed(compat, 'binary-verdict')).toBeUndefined();
    const recommended = cli(['engagement', '--json', '--no-git', '--preset', 'recommended'], { cwd: root });
    expect(recommended.stderr).toBe('');
    expect(checkNamed(recommended, 'binary-verdict')).toBeDefined();
  });

  it('says nothing for a level of off', () => {
    const root = project('  binary-verdict: off\n');
    expect(cli(['engagement', '--json', '--no-git'], { cwd: root }).stderr).toBe('');
  });

  it('says nothing for a level on file-integrity, which runs under every preset', () => {
    for (const level of ['warn', 'error']) {
      const root = project(`  file-integrity: ${level}\n`, { 'engagement/handoff.md': Buffer.from([0x23, 0x20, 0xe9, 0x0a]) });
      const r = cli(['engagement', '--json', '--no-git'], { cwd: root });
      expect(r.stderr).toBe('');
      expect(checkNamed(r, 'file-integrity')?.status).toBe('warn');
    }
  });
});

describe('a check turned off by a config of the tree under review', () => {
  const off = (root: string) => `${path.basename(root)}/.engagement-lint.yaml, a config of the tree under review (not trusted for code), turns off danger-scan, slot-language\n`;

  it('is said when the config is not where the run trusts code from: beside a target elsewhere, or in the checkout in GitHub Actions', () => {
    const root = project('  danger-scan: off\n  slot-language: off\n  whitelist: warn\n');
    const elsewhere = cli([`${root}/engagement`, '--json', '--no-git'], { cwd: path.dirname(root) });
    expect(elsewhere.stderr).toMatch(/^engagement-lint: warning: /);
    expect(elsewhere.stderr.endsWith(off(root))).toBe(true);
    expect(checkNamed(elsewhere, 'danger-scan')).toBeUndefined();
    const actions = cli(['engagement', '--json', '--no-git'], { cwd: root, env: { GITHUB_ACTIONS: 'true' } });
    expect(actions.stderr).toContain(off('.').slice(2).trim());
  });

  it('is not said for the working directory\'s own config, nor for levels that keep the checks on', () => {
    expect(cli(['engagement', '--json', '--no-git'], { cwd: project('  danger-scan: off\n') }).stderr).toBe('');
    const root = project('  danger-scan: warn\n');
    expect(cli([`${root}/engagement`, '--json', '--no-git'], { cwd: path.dirname(root) }).stderr).toBe('');
  });
});

describe('a config level on an opt-in rule', () => {
  // A heartbeat an hour old at S: the opt-in rule warns (its worst status).
  const stale = { 'engagement/validation-log.md': '# Validation log\n\n## Heartbeat — Phase 1 — completed 2026-06-01 09:00:00Z\n' };
  const now = ['--now', '2026-06-01T10:00:00Z'];

  for (const level of ['warn', 'error']) {
    it(`${level} runs it, under either preset and without --override-checks, and says nothing about it`, () => {
      const root = project(`  heartbeat-staleness: ${level}\n`, stale);
      for (const preset of ['compat', 'recommended']) {
        const r = cli(['engagement', '--json', '--no-git', '--preset', preset, ...now], { cwd: root });
        expect(r.stderr).toBe('');
        expect(checkNamed(r, 'heartbeat-staleness')?.status).toBe('warn');
      }
    });
  }

  it('off leaves it out, as it is without a config', () => {
    const off = cli(['engagement', '--json', '--no-git', ...now], { cwd: project('  heartbeat-staleness: off\n', stale) });
    expect(off.stderr).toBe('');
    expect(checkNamed(off, 'heartbeat-staleness')).toBeUndefined();
    const none = cli(['engagement', '--json', '--no-git', ...now], { cwd: project('  whitelist: warn\n', stale) });
    expect(checkNamed(none, 'heartbeat-staleness')).toBeUndefined();
  });

  it('--print-config shows the level the run uses', () => {
    const r = cli(['--print-config', 'engagement'], { cwd: project('  heartbeat-staleness: error\n', stale) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).rules['heartbeat-staleness']).toMatchObject({ level: 'error' });
  });
});
