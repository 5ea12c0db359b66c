// §1 pasted as raw `git diff --stat` / `--summary` output marks a deleted file the way git does:
// a `delete mode` line, or a `--stat` count of lines removed and none added for a file that is gone.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { diffSummaryChanges } from '../../../packages/core/src/model/diff-summary.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const MARK = 'If a file was deleted, list it under `Removed files:` in §1 or paste `git diff --stat --summary` (its `delete mode` line marks it).';

/** A handoff whose §1 is the given raw git output, and whose §2 cites the files and says one was removed. */
const handoff = (...s1: string[]) =>
  [
    '# Handoff — iter 1 — csv-export-dates',
    '',
    '## 1. Diff summary',
    '```text',
    ...s1,
    '```',
    '',
    '## 2. Deliverables + criteria trace',
    '- crit-1: ISO dates in the export ✅ `src/export/orders-csv.ts:31-36`',
    '- Removed `src/export/legacy-date.ts`: its `toLocaleDateString` wrapper had no other caller',
  ].join('\n');
const stat = (legacy: string) => ['$ git diff --stat main..HEAD', ` src/export/legacy-date.ts       | ${legacy}`, ' src/export/orders-csv.ts        |  7 ++++---', ' 2 files changed, 4 insertions(+), 15 deletions(-)'];
const present = { 'criteria.md': criteria(), '../src/export/orders-csv.ts': 'x' };

describe('handoff-paths: a deletion §1 shows as raw git output', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria() }, detail: 'handoff.md not yet written' },
      {
        name: 'recommended: a `--stat` line of lines removed and none added, for a file that is gone, is a removal',
        files: { ...present, 'handoff.md': handoff(...stat('12 ------------')) },
        options: recommended,
        detail: exactly('1 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/export/legacy-date.ts'),
      },
      {
        name: 'recommended: a binary file emptied in `--stat` (`Bin 120 -> 0 bytes`) that is gone is a removal',
        files: { ...present, 'handoff.md': handoff(...stat('Bin 120 -> 0 bytes')) },
        options: recommended,
        detail: exactly('1 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/export/legacy-date.ts'),
      },
      {
        name: 'recommended: a `--stat --summary` paste whose `delete mode` line names the file is a removal',
        files: { ...present, 'handoff.md': handoff(...stat('12 +++---------'), ' delete mode 100644 src/export/legacy-date.ts') },
        options: recommended,
        detail: exactly('1 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/export/legacy-date.ts'),
      },
      {
        name: 'recommended: a `--summary` rename line removes its old path',
        files: { ...present, '../src/export/dates.ts': 'x', 'handoff.md': handoff(' rename src/export/{legacy-date.ts => dates.ts} (88%)', ' src/export/orders-csv.ts | 7 ++++---') },
        options: recommended,
        // The bare `src/export/` before the brace is a cited folder, and it exists.
        detail: exactly('2 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/export/legacy-date.ts'),
      },
      {
        name: 'recommended: a file with only lines removed that still exists is an existing cited path',
        files: { ...present, '../src/export/legacy-date.ts': 'x', 'handoff.md': handoff(...stat('3 -')) },
        options: recommended,
        detail: exactly('2 cited paths exist'),
      },
    ],
    invalid: [
      {
        name: 'recommended: a missing file whose `--stat` count adds lines is still missing, and the fix says how to mark a removal',
        files: { ...present, 'handoff.md': handoff(...stat('12 ++++--------')) },
        options: recommended,
        detail: exactly('missing paths: src/export/legacy-date.ts'),
        findings: [
          { file: HANDOFF, line: 6, column: 2, message: exactly('cited path `src/export/legacy-date.ts` does not exist') },
          { file: HANDOFF, line: 13, column: 12, message: exactly('cited path `src/export/legacy-date.ts` does not exist (said removed, but §1 does not mark it removed)') },
        ],
        fix: exactly(`Create the cited files, correct the paths (they resolve from the project root, the engagement folder's parent, or else from the engagement folder engagement/), or remove claims whose evidence does not exist. ${MARK}`),
      },
      {
        name: 'recommended: a `create mode` line marks no removal',
        files: { ...present, 'handoff.md': handoff(' create mode 100644 src/export/legacy-date.ts') },
        options: recommended,
        detail: exactly('missing paths: src/export/legacy-date.ts'),
      },
      {
        name: 'compat: a `--stat` line of lines removed fails as missing (reference parity), the message and fix naming the preset that reads §1',
        files: { ...present, 'handoff.md': handoff(...stat('12 ------------')) },
        detail: exactly('missing paths: src/export/legacy-date.ts'),
        findings: [
          { file: HANDOFF, line: 6, column: 2, message: exactly('cited path `src/export/legacy-date.ts` does not exist (§1 reports it removed: lint with --preset recommended, which does not expect a removed file to exist)') },
          { file: HANDOFF, line: 13, column: 12, message: exactly('cited path `src/export/legacy-date.ts` does not exist (§1 reports it removed: lint with --preset recommended, which does not expect a removed file to exist)') },
        ],
        // §1 marks it already: the fix names the preset, not how to mark it.
        fix: /does not exist\. Compat expects even a removed file to exist; --preset recommended does not\.$/,
      },
      {
        // Compat expects even a removed file to exist: marking it removed would not help there, so the fix does not suggest it.
        name: 'compat: a missing path §1 does not mark removed gets the fix that says to stop citing it',
        files: { ...present, 'handoff.md': handoff(...stat('12 ++++--------')) },
        fix: /does not exist\. If a file was deleted, stop citing it: compat expects every cited path to exist, even one §1 lists under `Removed files:` \(--preset recommended reads that list and does not\)\.$/,
      },
      {
        name: 'recommended: a missing path no line calls removed still gets the fix that says how to mark a removal',
        files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 2. Deliverables\n- `src/export/gone.ts`\n' },
        options: recommended,
        findings: [{ file: HANDOFF, line: 3, column: 4, message: exactly('cited path `src/export/gone.ts` does not exist') }],
        fix: MARK,
      },
    ],
  });

  it('adds no removal how-to to a failure naming only paths outside the project root', async () => {
    const { lint } = await import('../../rule-tester.js');
    const r = await lint(rule, { files: { 'handoff.md': '# Handoff\n- `/etc/app.conf`\n' }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.fix).not.toContain('Removed files:');
  });
});

describe('diffSummaryChanges: §1 pasted as `git diff --summary` or `--stat`', () => {
  const read = (s1: string) => diffSummaryChanges(new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text: s1, lines: `# H\n## 1. Diff summary\n${s1}`.split('\n'), bytes: 0, problems: [] }), 'protocol');
  const kinds = (s1: string) => read(s1).map((c) => `${c.path}:${c.kind ?? '-'}${c.onlyRemovedLines ? ':only-removed' : ''}`);
  it('reads `--summary` lines: delete, create, rename (old path removed, new one added), copy, mode change, rewrite', () => {
    expect(kinds(' delete mode 100644 src/a.ts\n create mode 100755 bin/b.sh\n rename src/{c.ts => d.ts} (90%)\n rename e.css => web/f.css (100%)\n copy src/g.ts => src/h.ts (75%)\n mode change 100644 => 100755 bin/i.sh\n rewrite src/j.ts (80%)')).toEqual([
      'src/a.ts:removed',
      'bin/b.sh:added',
      'src/c.ts:removed',
      'src/d.ts:added',
      'e.css:removed',
      'web/f.css:added',
      'src/g.ts:-',
      'src/h.ts:added',
      'bin/i.sh:modified',
      'src/j.ts:modified',
    ]);
  });
  it('marks a `--stat` count of lines removed and none added, and no other', () => {
    expect(kinds(' src/a.ts | 12 ------------\n src/b.ts | 3 -\n src/c.ts | 12 ++++------\n src/d.ts | 4 ++++\n src/e.ts | 0\n img/f.png | Bin 120 -> 0 bytes\n img/g.png | Bin 0 -> 120 bytes')).toEqual([
      'src/a.ts:-:only-removed',
      'src/b.ts:-:only-removed',
      'src/c.ts:-',
      'src/d.ts:-',
      'src/e.ts:-',
      'img/f.png:-:only-removed',
      'img/g.png:-',
    ]);
  });
  it('reads prose that opens like a summary line as no file', () => {
    expect(kinds('delete mode is what git prints\nrename the helper later')).toEqual([]);
  });
  // How fast is bench/hostile.mjs's to measure: here each long run must be read to its answer.
  it('reads long runs of `-`, `+`, `|` and spaces', () => {
    const n = 100_000;
    const shown = (s1: string) => read(s1).map((c) => `${c.path}:${c.kind ?? ''}:${c.onlyRemovedLines ?? ''}`);
    const lines = (run: string) => [`src/a.ts | 12 ${run.repeat(n)}`, `src/a.ts |${run.repeat(n)}x`, ` delete mode 100644 ${run.repeat(n)}`, ` rename a.ts => b.ts${run.repeat(n)} (9`, ` mode change 100644 =>${run.repeat(n)}x`, `Bin 1 ->${run.repeat(n)}0 bytes`];
    // Only the --stat line that gives a count names a file (of only removed lines before a run of `-`); no other line names one.
    expect(lines('-').map(shown)).toEqual([['src/a.ts::true'], [], [], [], [], []]);
    expect(lines('+').map(shown)).toEqual([['src/a.ts::'], [], [], [], [], []]);
    expect([...lines('|'), ...lines(' ')].map(shown)).toEqual([[], [], [], [], [], [], ['src/a.ts::'], [], [], [], [], []]);
  });
});
