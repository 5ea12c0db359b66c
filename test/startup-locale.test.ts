import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { thousands } from '@engagement-lint/core/kit';
import { cli, repoRoot } from './cli-helpers.js';

// ICU loads a locale's data on the first number, date or collation format a run asks for: some 10–20 ms and
// hundreds of fresh pages, more than a whole small lint costs. A run writes its counts itself.
const watch = path.join(repoRoot, 'test/fixtures/locale-watch.cjs');
const localeCalls = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('LOCALE-SERVICE'));

describe('a lint calls no locale service of ICU', () => {
  const targets = ['examples/clean-L/engagement', 'examples/fail-l-tier-gaps/engagement', 'examples/contracts/fail-team.dc.yaml', 'examples/graphs/fail-plan.md', 'examples/epiphany/fail-map'];
  for (const format of ['json', 'stylish', 'sarif', 'junit', 'github']) {
    it(`in the ${format} format, over an engagement, a contract, a graph and a state folder`, () => {
      const r = cli([...targets, '--no-git', '--format', format], { env: { NODE_OPTIONS: `--require ${watch}` } });
      expect(r.code, r.stderr).toBe(1);
      expect(localeCalls(r.stderr)).toEqual([]);
    });
  }

  it('the watch itself tells a call (the check above can fail)', () => {
    const probe = cli(['(1234).toLocaleString("en-US"); "a".localeCompare("b")'], { script: '-e', env: { NODE_OPTIONS: `--require ${watch}` } });
    expect(localeCalls(probe.stderr).map((l) => l.split(' ')[1])).toEqual(['Number.toLocaleString', 'String.localeCompare']);
  });
});

describe('thousands', () => {
  it('writes a count as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 2_000_000, 1_234_567_890]) expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
