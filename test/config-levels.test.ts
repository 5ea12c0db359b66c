// A level in the config caps a check that runs; one set for a check the run leaves out says so.
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

describe('a config level for a check the run does not include', () => {
  const project = (rules: string) => writeTree({ '.git/HEAD': 'x\n', '.engagement-lint.yaml': `rules:\n${rules}`, 'engagement/criteria.md': criteria({ size: 'S' }) });
  const warning = (id: string, why: string, recommended: boolean) =>
    `engagement-lint: warning: the config sets a level for ${id}, which ${why}, so it does not run here (a level only caps a check that runs: name it with --override-checks${recommended ? ', or set preset: recommended' : ''})\n`;

  it('warns for a recommended-only check under compat and an opt-in check, and not when the check runs', () => {
    const root = project('  binary-verdict: error\n  heartbeat-staleness: warn\n  whitelist: warn\n');
    const compat = cli(['engagement', '--json', '--no-git'], { cwd: root });
    expect(compat.stderr).toBe(warning('binary-verdict', 'runs under preset recommended only', true) + warning('heartbeat-staleness', 'is opt-in', false));
    const recommended = cli(['engagement', '--json', '--no-git', '--preset', 'recommended'], { cwd: root });
    expect(recommended.stderr).toBe(warning('heartbeat-staleness', 'is opt-in', false));
    const named = cli(['engagement', '--json', '--no-git', '--preset', 'recommended', '--override-checks', 'heartbeat-staleness'], { cwd: root });
    expect(named.stderr).toBe('');
  });

  it('says nothing for a level of off', () => {
    const root = project('  binary-verdict: off\n');
    expect(cli(['engagement', '--json', '--no-git'], { cwd: root }).stderr).toBe('');
  });
});
