// The sizing table's S is "≤2 changed files OR ≤50 LOC": the S template's `+/- N files: …` line gives no
// line count, and the lines git measured keep a 3-file change S. Marketing and design teams write §1 as a
// table ("Created files: list with sizes … Modified files: before/after delta"): its rows are read as a
// list's items, by every rule that asks what §1 lists.
import { afterAll, describe, expect, it } from 'vitest';
import sizeDrift from '../../../rules/engagement/size-drift.js';
import handoffSections from '../../../rules/engagement/handoff-sections.js';
import uxHeavy from '../../../rules/engagement/ux-heavy-auto-promote.js';
import { diffSummaryChanges } from '../../../packages/core/src/model/diff-summary.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { cleanupTrees, criteria, fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const handoff = (s1: string) => `# Handoff\n\n## 1. Diff summary\n${s1}\n\n## 2. Deliverable manifest\n- see §1\n`;
const read = (s1: string) => {
  const lines = `# H\n## 1. Diff summary\n${s1}`.split('\n');
  return diffSummaryChanges(new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text: lines.join('\n'), lines, bytes: 0, problems: [] }), 'protocol');
};
const shown = (s1: string) => read(s1).map((c) => `${c.path}:${c.kind ?? '-'}:${c.addedLines ?? '-'}`);

/** A new file of `n` lines, and a file with `plus` lines added and one removed, as git diffs them. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`);
const added = (file: string, n: number) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${n} @@`, ...lines(n).map((l) => `+${l}`), ''].join('\n');
const modified = (file: string, plus: number) => [`diff --git a/${file} b/${file}`, 'index 1111111..2222222 100644', `--- a/${file}`, `+++ b/${file}`, `@@ -1,2 +1,${plus + 1} @@`, ' kept', '-old', ...lines(plus).map((l) => `+${l}`), ''].join('\n');
const diff = (...parts: string[]) => fakeSystem({ diff: parts.join('') });

const MIGRATION_A = 'migrations/versions/0042_orders_customer_idx.py';
const MIGRATION_B = 'migrations/versions/0043_orders_note.py';
const MODEL = 'app/models/order.py';
/** The S template's line naming the three files, with no line count. */
const TEMPLATE_LINE = `+/- 3 files: \`${MIGRATION_A}\`, \`${MIGRATION_B}\`, \`${MODEL}\`; index on \`orders.customer_id\` with a reversible downgrade.`;

const CSV_TABLE = [
  '| Change | File | Lines |',
  '|---|---|---|',
  '| M | `src/csvtool/cli.py` | +40 −10 |',
  '| M | `src/csvtool/reader.py` | +60 −5 |',
  '| M | `src/csvtool/writer.py` | +55 −2 |',
  '| A | `src/csvtool/dialects.py` | +80 |',
  '| M | `tests/test_cli.py` | +30 |',
  '| A | `tests/test_dialects.py` | +45 |',
].join('\n');

const MARKETING_TABLE = (ui: string) =>
  [
    '| Change | File | Size |',
    '|---|---|---|',
    '| Modified | `content/landing/hero.md` | +4 −3 lines |',
    '| Modified | `content/landing/pricing.md` | +18 −12 lines |',
    '| Created | `content/seo/keyword-clusters.csv` | 32 lines |',
    '| Created | `content/seo/meta-tags.md` | 6 lines |',
    ui,
  ].join('\n');
const PRICING_ROW = '| Modified | `src/components/PricingCard.tsx` | +3 −3 lines |';

describe('diffSummaryChanges: a §1 table is read as a list', () => {
  it('reads each row naming a path, its letter as the kind and its `+N −M` cell as the added lines', () => {
    expect(shown(CSV_TABLE)).toEqual([
      'src/csvtool/cli.py:modified:40',
      'src/csvtool/reader.py:modified:60',
      'src/csvtool/writer.py:modified:55',
      'src/csvtool/dialects.py:added:80',
      'tests/test_cli.py:modified:30',
      'tests/test_dialects.py:added:45',
    ]);
  });

  it('reads a word cell as the kind; a created file\'s bare size is no delta', () => {
    expect(shown(MARKETING_TABLE(PRICING_ROW))).toEqual([
      'content/landing/hero.md:modified:4',
      'content/landing/pricing.md:modified:18',
      'content/seo/keyword-clusters.csv:added:-',
      'content/seo/meta-tags.md:added:-',
      'src/components/PricingCard.tsx:modified:3',
    ]);
  });

  it.each([
    ['`+12/-3`', '| `src/a.py` | +12/-3 |', 'src/a.py:-:12'],
    ['a bare path in a later cell', '| M | src/a.py | +7 lines |', 'src/a.py:modified:7'],
    ['a removed file with only removed lines', '| D | `src/old.py` | −40 |', 'src/old.py:removed:0'],
    ['a rename\'s two paths', '| R100 | `src/old.ts` | `src/new.ts` |', 'src/old.ts:removed:-,src/new.ts:added:-'],
    ['a path with a note', '| Added | `src/b.ts` (new helper) | +9 |', 'src/b.ts:added:9'],
    ['Russian: «Создан», `+12 строк`', '| Создан | `content/a.md` | +12 строк |', 'content/a.md:added:12'],
    ['Russian: «Изменён»', '| Изменён | `src/web/Card.tsx` | +3 −3 строки |', 'src/web/Card.tsx:modified:3'],
    ['Russian: «Изменен» written with е', '| Изменен | `src/web/Card.tsx` | +3 |', 'src/web/Card.tsx:modified:3'],
    ['Russian: «Новый файл»', '| Новый файл | `src/web/New.tsx` | +20 |', 'src/web/New.tsx:added:20'],
  ])('reads %s', (_, row, expected) => {
    expect(shown(`| Change | File | Lines |\n|---|---|---|\n${row}`).join(',')).toBe(expected);
  });

  it.each([
    ['a row of words and numbers', '| Metric | 12.5s |'],
    ['a bare `N/A` in a later cell', '| Coverage | N/A |'],
    ['a call in a code span', '| Check | `reader.read()` |'],
    ['a path inside a sentence of a cell', '| Note | mirrors `src/web/Card.tsx` as before |'],
    ['a row saying its file did not change', '| `src/web/Card.tsx` | unchanged, reviewed only |'],
    ['a Russian row saying its file did not change', '| `src/web/Card.tsx` | без изменений, только прочитан |'],
    ['a Russian row: «не менялся»', '| Проверен | `src/web/Card.tsx` | файл не менялся |'],
    ['a header row and its rule', '| Файл | Строки |\n|:---|---:|'],
  ])('reads no change from %s', (_, rows) => {
    expect(shown(rows)).toEqual([]);
  });
});

ruleTester(sizeDrift, {
  valid: [
    {
      name: 'recommended: the S template naming 3 files, with git measuring 25 added lines, stays S and says why',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TEMPLATE_LINE) },
      system: diff(added(MIGRATION_A, 13), added(MIGRATION_B, 11), modified(MODEL, 1)),
      detail: exactly(
        'size=S matches observations: diff files=3 > S cap 2, but the git diff adds 25 lines, within the S cap 50: the sizing table\'s S is "≤2 changed files OR ≤50 LOC" (specialists=0, tasks=0, surfaces=0, files=3, added lines=0, deploy=no; git diff: files=3, added lines=25)',
      ),
    },
    {
      name: 'recommended: the S template with its lines, `(+25 −1 lines)`, stays S as before',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TEMPLATE_LINE.replace('3 files:', '3 files (+25 −1 lines):')) },
      system: diff(added(MIGRATION_A, 13), added(MIGRATION_B, 11), modified(MODEL, 1)),
      detail: exactly('size=S matches observations (specialists=0, tasks=0, surfaces=0, files=3, added lines=25, deploy=no; git diff: files=3, added lines=25)'),
    },
    {
      name: 'recommended: a §1 table of 2 files adding 100 lines is S by its files',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('| Change | File | Lines |\n|---|---|---|\n| M | `src/a.py` | +60 −5 |\n| A | `src/b.py` | +40 |') },
      detail: /^size=S matches observations \(.*files=2, added lines=100, /,
    },
    {
      name: 'recommended: a §1 table of 3 files adding 18 lines is S by its lines',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('| Change | File | Lines |\n|---|---|---|\n| M | `src/a.py` | +10 −5 |\n| M | `src/b.py` | +5/-1 |\n| A | `tests/test_a.py` | +3 lines |') },
      detail: /^size=S matches observations \(.*files=3, added lines=18, /,
    },
    {
      name: 'recommended: 2 files, one sized at 80 lines in a Created files list, are S by their files, and the detail says so',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('Created files:\n- `content/a.md` — 80 lines\n- `content/b.md`') },
      detail: /^size=S matches observations: added lines=80 > S cap 50, but §1 lists 2 files, within the S cap 2: the sizing table's S is "≤2 changed files OR ≤50 LOC" \(/,
    },
    {
      name: 'recommended: the marketing table of an M engagement is sized from its rows',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M', domain: 'marketing' }), 'handoff.md': handoff(MARKETING_TABLE(PRICING_ROW)) },
      detail: /^size=M matches observations \(.*files=5, added lines=63, /,
    },
    { name: 'criteria.md missing: nothing to size', status: 'skip', options: recommended, files: { 'handoff.md': handoff(CSV_TABLE) } },
  ],
  invalid: [
    {
      name: 'recommended: the S template naming 3 files, with git measuring 80 added lines, is M',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TEMPLATE_LINE) },
      system: diff(added(MIGRATION_A, 40), added(MIGRATION_B, 39), modified(MODEL, 1)),
      detail: exactly('size drift: criteria.md size=S but observations indicate M; triggers: diff files=3 > S cap 2, git diff files=3 > S cap 2, git diff added lines=80 > S cap 50'),
    },
    {
      name: 'recommended: without git the S template naming 3 files still asks for the lines',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(TEMPLATE_LINE) },
      detail: /^size=S holds only if the change is 50 lines or fewer: diff files=3 > S cap 2, and §1 gives no added lines/,
    },
    {
      name: 'recommended: a §1 table of 6 files adding 310 lines is over both S caps',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(CSV_TABLE) },
      detail: exactly('size drift: criteria.md size=S but observations indicate M; triggers: diff files=6 > S cap 2, added lines=310 > S cap 50'),
    },
  ],
});

/** An M handoff with every section but §9; §1 as given. */
const mHandoff = (s1: string) =>
  ['# Handoff — iteration 1', `## 1. Diff summary (PRIMARY)\n\n${s1}`, '## 2. Deliverable manifest\n- N/A', '## 3. Criteria trace\n- N/A', '## 4. Executor reports\n- N/A', '## 5. Validation log\n- N/A', '## 7. Self-acceptance\n- N/A', '## 8. Deploy log\n- N/A', '## 11. Known deferrals\nNone.', ''].join('\n\n');

ruleTester(handoffSections, {
  valid: [
    { name: 'recommended: a §1 table of content files only needs no §9', options: recommended, files: { 'criteria.md': criteria({ size: 'M', domain: 'marketing' }), 'handoff.md': mHandoff(MARKETING_TABLE('')) } },
    {
      name: 'recommended: a src/ path in a table\'s note cell is no src/ change',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M', domain: 'marketing' }), 'handoff.md': mHandoff(MARKETING_TABLE('| Note | matches `src/components/PricingCard.tsx` as before |')) },
    },
    { name: 'no handoff yet', status: 'skip', options: recommended, files: { 'criteria.md': criteria({ size: 'M' }) } },
  ],
  invalid: [
    {
      name: 'recommended: a §1 table row naming a src/ file in its second cell requires §9',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M', domain: 'marketing' }), 'handoff.md': mHandoff(MARKETING_TABLE(PRICING_ROW)) },
      detail: /^missing sections: §9 Docs diff \(mandatory at size M when §1 lists src\/ changes, e\.g\. src\/components\/PricingCard\.tsx at line \d+\)$/,
    },
    {
      name: 'recommended: §2 names a file the §1 table does not list (a file it lists is accounted for)',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M', domain: 'marketing' }), 'handoff.md': mHandoff(MARKETING_TABLE('')).replace('## 2. Deliverable manifest\n- N/A', '## 2. Deliverable manifest\n- `content/seo/meta-tags.md` — meta tags\n- `content/blog/launch.md` — launch post') },
      detail: /§2 lists content\/blog\/launch\.md, which §1 does not/,
    },
  ],
});

const uxHandoff = (s1: string) => `# Handoff\n\n## 1. Diff summary\n${s1}\n\n## 7. Self-acceptance\n### 7c. ux_heavy auto-promote check\n\n`;

ruleTester(uxHeavy, {
  valid: [
    { name: 'a §1 table of content files lists no UI file', options: recommended, files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': uxHandoff(MARKETING_TABLE('')) }, detail: /^§1 lists no UI file/ },
    {
      name: 'a UI file a Russian row says did not change is no UI change',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': uxHandoff(MARKETING_TABLE('| `src/components/PricingCard.tsx` | без изменений |')) },
      detail: /^§1 lists no UI file/,
    },
    { name: 'ux_heavy minor: the UX defences already apply', status: 'skip', options: recommended, files: { 'criteria.md': criteria({ size: 'M', ux_heavy: 'minor' }), 'handoff.md': uxHandoff(MARKETING_TABLE(PRICING_ROW)) } },
  ],
  invalid: [
    {
      name: 'a §1 table row naming a .tsx file in its second cell is a UI file',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': uxHandoff(MARKETING_TABLE(PRICING_ROW)) },
      detail: '§1 lists UI files (src/components/PricingCard.tsx) under ux_heavy: false, and handoff.md neither auto-promotes nor says why ux_heavy stays false',
      findings: [{ file: HANDOFF, line: 10, column: 15, message: 'src/components/PricingCard.tsx is a UI file and criteria.md has ux_heavy: false: auto-promote or say why it stays false (§7c)' }],
    },
  ],
});
