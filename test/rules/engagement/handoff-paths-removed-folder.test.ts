// A cited folder that is gone is removed when §1 marks it so, or marks removed every file it lists under it
// (a raw `--stat` of lines removed and none added for each, `delete mode` lines, a "Removed files:" list).
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };

/** A handoff whose §1 is `s1` and whose §2 says the cited folder was removed. */
const handoff = (s1: string[], cited = '`tests/fixtures/v1/`') =>
  ['# Handoff — iter 1 — fixtures', '', '## 1. Diff summary', ...s1, '', '## 2. Deliverables + criteria trace', `- crit-1: ${cited} removed ✅ (both files, see §1)`, ''].join('\n');
const stat = (a: string, b: string) => ['```text', '$ git diff --stat main..HEAD', ` tests/fixtures/v1/a.json | ${a}`, ` tests/fixtures/v1/b.json | ${b}`, ' 2 files changed', '```'];
const base = { 'criteria.md': criteria(), '../tests/fixtures/v2/c.json': '{}' };
/** The detail of a pass: §1's own paths are cited too. */
const removed = (...paths: string[]) => exactly(`0 cited paths exist; ${paths.length} path${paths.length > 1 ? 's' : ''} §1 reports as removed, not expected to exist: ${paths.join(', ')}`);
const both = ['tests/fixtures/v1/a.json', 'tests/fixtures/v1/b.json'];

describe('handoff-paths: a removed folder', () => {
  ruleTester(rule, {
    valid: [
      { name: 'recommended: every file §1 lists under the folder has only lines removed, and the folder is gone', files: { ...base, 'handoff.md': handoff(stat('1 -', '12 ------------')) }, options: recommended, detail: removed(...both, 'tests/fixtures/v1/') },
      {
        name: 'recommended: `delete mode` lines for every file under the folder',
        files: { ...base, 'handoff.md': handoff(['```text', ' delete mode 100644 tests/fixtures/v1/a.json', ' delete mode 100644 tests/fixtures/v1/b.json', '```']) },
        options: recommended,
        detail: removed(...both, 'tests/fixtures/v1/'),
      },
      {
        name: 'recommended: a "Removed files:" list of the files under the folder, cited without its closing slash',
        files: { ...base, 'handoff.md': handoff(['Removed files:', '- `tests/fixtures/v1/a.json` — unused', '- `tests/fixtures/v1/b.json` — unused'], '`tests/fixtures/v1`') },
        options: recommended,
        detail: removed(...both, 'tests/fixtures/v1'),
      },
      {
        name: 'recommended: §1 marks the folder itself removed, written without the slash the citation has',
        files: { ...base, 'handoff.md': handoff(['Removed `tests/fixtures/v1` (2 JSON files, unused)']) },
        options: recommended,
        detail: removed('tests/fixtures/v1', 'tests/fixtures/v1/'),
      },
      {
        name: 'recommended: a parent folder that is gone, every file §1 lists under it removed',
        files: { 'criteria.md': criteria(), '../tests/unit.test.ts': 'x', 'handoff.md': handoff(stat('1 -', '1 -'), '`tests/fixtures/`') },
        options: recommended,
        detail: removed(...both, 'tests/fixtures/'),
      },
      { name: 'no handoff.md', status: 'skip', files: base },
    ],
    invalid: [
      {
        name: 'recommended: §1 marks removed only some of the files it lists under the folder, and the finding says so',
        files: { ...base, 'handoff.md': handoff(stat('1 -', '3 ++-')) },
        options: recommended,
        detail: exactly('missing paths: tests/fixtures/v1/b.json, tests/fixtures/v1/'),
        findings: [
          { file: HANDOFF, line: 7, column: 2, message: exactly('cited path `tests/fixtures/v1/b.json` does not exist') },
          { file: HANDOFF, line: 12, column: 12, message: exactly('cited path `tests/fixtures/v1/` does not exist (said removed, but §1 marks removed only 1 of the 2 files it lists under it)') },
        ],
      },
      {
        name: 'recommended: §1 lists files under the folder but marks none removed',
        files: { ...base, 'handoff.md': handoff(stat('2 +-', '3 ++-')) },
        options: recommended,
        detail: exactly('missing paths: tests/fixtures/v1/a.json, tests/fixtures/v1/b.json, tests/fixtures/v1/'),
        findings: [
          { file: HANDOFF, line: 6, column: 2, message: exactly('cited path `tests/fixtures/v1/a.json` does not exist') },
          { file: HANDOFF, line: 7, column: 2, message: exactly('cited path `tests/fixtures/v1/b.json` does not exist') },
          { file: HANDOFF, line: 12, column: 12, message: exactly('cited path `tests/fixtures/v1/` does not exist (said removed, but §1 does not mark it removed)') },
        ],
      },
      {
        name: 'recommended: files removed under another folder do not remove this one',
        files: { ...base, 'handoff.md': handoff(['```text', ' tests/fixtures/v2/a.json | 1 -', ' tests/fixtures/v10/a.json | 1 -', '```']) },
        options: recommended,
        detail: exactly('missing paths: tests/fixtures/v1/'),
        findings: [{ file: HANDOFF, line: 10, column: 12, message: exactly('cited path `tests/fixtures/v1/` does not exist (said removed, but §1 does not mark it removed)') }],
      },
      {
        name: 'compat: a removed folder still fails as missing (reference parity), the message naming the preset that reads §1',
        files: { ...base, 'handoff.md': handoff(stat('1 -', '12 ------------')) },
        detail: exactly('missing paths: tests/fixtures/v1/a.json, tests/fixtures/v1/b.json, tests/fixtures/v1/'),
        findings: [
          { file: HANDOFF, line: 6, column: 2, message: /^cited path `tests\/fixtures\/v1\/a\.json` does not exist \(§1 reports it removed/ },
          { file: HANDOFF, line: 7, column: 2, message: /^cited path `tests\/fixtures\/v1\/b\.json` does not exist \(§1 reports it removed/ },
          { file: HANDOFF, line: 12, column: 12, message: exactly('cited path `tests/fixtures/v1/` does not exist (§1 reports it removed: lint with --preset recommended, which does not expect a removed file to exist)') },
        ],
      },
    ],
  });

  it('reads a §1 path of 100k slashes, or one 5,000 folders deep, to its answer', async () => {
    for (const path of [`tests/${'/'.repeat(100_000)}a.json`, `${'d/'.repeat(5_000)}a.json`]) {
      const r = await lint(rule, { files: { ...base, 'handoff.md': handoff(['```text', ` ${path} | 1 -`, '```']) }, options: recommended });
      expect(r.detail).toBe('missing paths: tests/fixtures/v1/');
    }
  });
});
