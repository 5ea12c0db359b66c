import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script shared with `node scripts/update-expected.mjs`
import { exampleNames, runExample } from '../scripts/update-expected.mjs';
import { cli, repoRoot } from './cli-helpers.js';
import { validateReport as validate } from './report-schema.js';

const names: string[] = exampleNames();
const readme = fs.readFileSync(path.join(repoRoot, 'examples/README.md'), 'utf8');

/** The backticked check ids in the "Reference checks that fail" column of examples/README.md. */
function documentedFailures(name: string): string[] {
  const row = readme.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
  if (!row) return [];
  const cells = row.split('|').map((c) => c.trim());
  return [...(cells[6] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!).filter((id) => !id.startsWith('sql-'));
}

describe('example engagements', () => {
  it('there are clean S, M and L examples and failing ones', () => {
    expect(names).toEqual(expect.arrayContaining(['clean-S', 'clean-M', 'clean-L']));
    expect(names.filter((n) => n.startsWith('fail-')).length).toBeGreaterThanOrEqual(6);
  });

  for (const name of names) {
    it(`${name} gives its committed report under both presets`, () => {
      const expected = JSON.parse(fs.readFileSync(path.join(repoRoot, 'examples', name, 'expected.json'), 'utf8'));
      const compat = runExample(name);
      const recommended = runExample(name, ['--preset', 'recommended']);
      expect(compat.report).toEqual(expected.compat);
      expect(recommended.report).toEqual(expected.recommended);
      expect([compat.code, recommended.code]).toEqual([expected.exit.compat, expected.exit.recommended]);
      expect(compat.code).toBe(name.startsWith('clean-') || compat.report.fail_count === 0 ? 0 : 1);
      if (name.startsWith('fail-')) expect(recommended.code).toBe(1);
    });
  }

  it('failing examples fail exactly the reference checks examples/README.md lists', () => {
    for (const name of names.filter((n) => n.startsWith('fail-'))) {
      const failed = runExample(name).report.checks.filter((c: { status: string }) => c.status === 'fail').map((c: { name: string }) => c.name);
      expect(failed.sort(), name).toEqual(documentedFailures(name).sort());
    }
  });

  it('together the failing examples fail every one of the 21 reference checks', () => {
    const failed = new Set<string>();
    for (const name of names.filter((n) => n.startsWith('fail-'))) {
      for (const c of runExample(name).report.checks) if (c.status === 'fail') failed.add(c.name);
    }
    expect(failed.size).toBe(21);
  });

  it('clean-L with --all-checks: 21 checks, all pass, exit 0, valid report', () => {
    const r = cli([path.join(repoRoot, 'examples/clean-L/engagement'), '--json', '--all-checks', '--no-git']);
    expect(r.code).toBe(0);
    expect(r.json.checks_run).toBe(21);
    expect(r.json.checks.every((c: { status: string }) => c.status === 'pass')).toBe(true);
    expect(validate(r.json)).toBe(true);
  });

  it('every example report is valid against schemas/report.schema.json', () => {
    for (const name of names) {
      const r = cli([path.join(repoRoot, 'examples', name, 'engagement'), '--json', '--no-git', '--preset', 'recommended']);
      expect(validate(r.json), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    // One process per example, in turn: on a loaded two-core runner that passed the 30 s default.
  }, 180_000);
});
