import { describe, afterAll, expect, it } from 'vitest';
import delta from '../../../rules/engagement/self-acceptance-delta.js';
import rule from '../../../rules/engagement/self-acceptance-thinness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const handoff = (items: string[], extra = '') =>
  ['# Handoff', '## 5. Validation log', '- code-reviewer: approved', '## 7. Self-acceptance rehearsal', '### 7a. Mechanical pre-check', '```', '$ engagement-lint engagement/ --json', '- {"status": "pass"}', '```', '- $ engagement-lint engagement/', '- `{"status": "pass"}`', '### 7b. Honest concerns', ...items, extra, '## 8. Deploy log', '- [crit-9] not a §7 concern'].join('\n');
const files = (items: string[], size = 'M') => ({ 'criteria.md': criteria({ size }), 'handoff.md': handoff(items) });
const HANDOFF = 'engagement/handoff.md';
// The items start at line 13 of handoff(); `1. ` and `- ` put their text at columns 4 and 3.
const notTied = (line: number, column: number, why: string) => ({ file: HANDOFF, line, column, message: `concern is not tied to a criterion (${why})` });

ruleTester(rule, {
  valid: [
    {
      name: 'enough tagged concerns, excluding pasted commands and output',
      files: files(['1. [crit-2] Quarter preset untested on dark theme — deferred in §11', '2. [scope-creep] Added a retry wrapper', '3. [non-criteria] Naming']),
      detail: exactly('3 concerns (1 crit, 1 scope-creep, 1 non-criteria, 0 untagged), threshold 2 for size=M'),
    },
    { name: 'threshold 1 at size S', files: files(['1. [crit-1] The only concern'], 'S'), detail: exactly('1 concerns (1 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 1 for size=S') },
    {
      name: 'list lines in code blocks count, as in the reference',
      files: files(['1. [crit-1] the only real concern', '```text', '- [scope-creep] pasted from the executor report', '```']),
      detail: exactly('2 concerns (1 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
    },
    {
      name: 'recommended: a misnumbered `## 7. Executor reports` before §7 is not the §7 read',
      options: { preset: 'recommended' },
      files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(['1. [crit-1] Quarter preset untested on dark theme', '2. [non-criteria] Naming']).replace('## 5. Validation log', '## 7. Executor reports\n- backend: report\n## 5. Validation log') },
      detail: exactly('2 concerns (1 crit, 0 scope-creep, 1 non-criteria, 0 untagged), threshold 2 for size=M'),
    },
    { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria() }, detail: exactly('handoff.md not yet written') },
    // The reference's list item is `-`, `*` or `N.` after optional spaces, with no blank required after it.
    {
      name: 'compat: items with no blank after the marker are concerns',
      files: files(['-[crit-1] Quarter preset untested on dark theme', '-[scope-creep] Added a retry wrapper']),
      detail: exactly('2 concerns (1 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
    },
  ],
  invalid: [
    {
      name: 'no handoff.md under --mode ready',
      files: { 'criteria.md': criteria() },
      options: { mode: 'ready' },
      detail: exactly('REQUIRED in --mode ready: handoff.md not yet written'),
      findings: [],
    },
    {
      name: 'no §7 at all, at §8',
      files: { 'handoff.md': '# Handoff\n## 6. Exercised\n- N/A\n## 8. Deploy log\n' },
      detail: exactly('§7 block missing'),
      findings: [{ file: HANDOFF, line: 4, column: 1, message: exactly('no `## 7. Self-acceptance` section in handoff.md') }],
    },
    {
      name: 'compat: a §7 written at level 3, at that heading and saying the recommended reading takes it',
      files: { 'handoff.md': '# Handoff\n## 6. Exercised\n- N/A\n### 7. Self-acceptance\n1. [crit-1] x\n## 8. Deploy log\n' },
      detail: exactly('§7 block missing'),
      findings: [{ file: HANDOFF, line: 4, column: 1, message: exactly('no `## 7. Self-acceptance` section in handoff.md: the heading here is not read as §7 (write it `## 7. Self-acceptance`, or lint with --preset recommended, which reads it)') }],
    },
    {
      name: 'a §7 under another title, at that heading and saying its title is not the one read',
      files: { 'handoff.md': '# Handoff\n## 7. Rehearsal\n1. [crit-1] x\n## 8. Deploy log\n' },
      detail: exactly('§7 block missing'),
      findings: [{ file: HANDOFF, line: 2, column: 1, message: exactly('§7 is titled "Rehearsal" but must start with "Self-acceptance", the title this check reads (--preset recommended reads §7 by its number)') }],
    },
    {
      name: 'compat: a translated §7 (`## 7. Самоприёмка`) is named at its heading, not at §8',
      files: { 'handoff.md': '# Передача\n## 5. Журнал валидации\n- ok\n## 7. Самоприёмка\n1. [crit-1] x\n2. [crit-2] y\n## 8. Деплой\n- N/A\n' },
      detail: exactly('§7 block missing'),
      findings: [{ file: HANDOFF, line: 4, column: 1, message: exactly('§7 is titled "Самоприёмка" but must start with "Self-acceptance", the title this check reads (--preset recommended reads §7 by its number)') }],
    },
    {
      name: 'threshold 2 at size L',
      files: files(['1. [crit-1] The only concern'], 'L'),
      detail: exactly('§7 has 1 concerns, threshold 2 for size=L'),
      findings: [{ file: HANDOFF, line: 4, column: 1, message: '§7 lists 1 concern; size L needs at least 2' }],
    },
    {
      name: 'concerns that duck the criteria',
      files: files(['- [non-criteria] Naming could be better', '- Docstrings are short', '- [crit-{N} | non-criteria | scope-creep] unfilled template']),
      detail: exactly('§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, 1 non-criteria, 2 untagged)'),
      findings: [notTied(13, 3, '[non-criteria]'), notTied(14, 3, 'untagged'), notTied(15, 3, 'untagged')],
    },
    {
      name: 'more than one [non-criteria] tag, at the extra ones',
      files: files(['1. [crit-1] real', '2. [NON-CRITERIA] filler', '3. [non-criteria] more filler']),
      detail: exactly('§7 has 2 [non-criteria] tags (cap is 1)'),
      findings: [{ file: HANDOFF, line: 15, column: 4, message: 'more than one [non-criteria] tag (cap is 1)' }],
    },
    {
      name: 'tags with inner spaces are not tags, as the reference reads them',
      files: files(['1. [ crit-1 ] spaced tag', '2. [crit -2] broken tag']),
      detail: exactly('§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, 0 non-criteria, 2 untagged)'),
      findings: [notTied(13, 4, 'untagged'), notTied(14, 4, 'untagged')],
    },
    {
      name: 'an empty §7',
      files: { 'handoff.md': '## 7. Self-acceptance\n' },
      detail: exactly('§7 has 0 concerns, threshold 2 for size=M'),
      findings: [{ file: HANDOFF, line: 1, column: 1, message: '§7 lists 0 concerns; size M needs at least 2' }],
    },
    {
      name: 'a binary handoff',
      files: { 'handoff.md': Buffer.from([0, 0xff, 0x23, 10]) },
      detail: exactly('§7 block missing'),
      findings: [{ file: HANDOFF, line: 1, column: 1, message: 'no `## 7. Self-acceptance` section in handoff.md' }],
    },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;
  const recommended = { preset: 'recommended' as const };
  const compat = { preset: 'compat' as const };

  const noCrit = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1. [scope-creep] Added a retry wrapper criteria.md does not ask for.\n2. [non-criteria] Log lines are verbose.') };
  const scopeCreepAtS = { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('1. [scope-creep] Added a helper.') };
  const oneUntagged = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1. [crit-1] The quarter preset is untested on dark theme.\n2. Naming could be better.') };
  const table = (rows: string[]) => ({ 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(['| Tag | Concern | Why submitting anyway |', '|---|---|---|', ...rows].join('\n')) });
  const concernsTable = table(['| crit-1 | The quarter preset is untested on dark theme | deferred in §11 |', '| `[non-criteria]` | Log lines are verbose | cosmetic |']);
  const parenList = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1) [crit-1] The quarter preset is untested on dark theme.\n+ [crit-1] The export was checked on one browser only.') };
  const taggedProse = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('Concerns: [crit-1] the quarter preset is untested.\n  [crit-2] One browser only.') };
  const groupedTags = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1. [crit-1, crit-2] The concurrent-insert test races from one process only.\n2. [ crit-1 ] Sunset moves if the release slips.') };
  const thinTable = table(['| crit-1 | The quarter preset is untested on dark theme | deferred in §11 |', '| | Naming could be better | |']);

  ruleTester(rule, {
    valid: [
      { name: 'recommended: one bracket may hold several tags (`[crit-1, crit-2]`), and a tag may have inner spaces', files: groupedTags, options: recommended, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
      { name: 'recommended: concerns numbered `1)` and bulleted `+` are list items', files: parenList, options: recommended, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
      { name: 'compat: an M §7 with no crit-N concern', files: noCrit, options: compat },
      { name: 'recommended: at S a scope-creep concern is enough', files: scopeCreepAtS, options: recommended },
      { name: 'compat: at S a scope-creep concern is enough', files: scopeCreepAtS, options: compat },
      { name: 'compat: untagged items count toward the threshold', files: oneUntagged, options: compat, detail: /1 untagged\), threshold 2/ },
      { name: 'recommended: §7b written as a table, a row per tagged concern', files: concernsTable, options: recommended, detail: exactly('2 concerns (1 crit, 0 scope-creep, 1 non-criteria, 0 untagged), threshold 2 for size=M') },
    ],
    invalid: [
      {
        name: 'compat: a bracket of several tags, or a tag with inner spaces, is no tag (reference parity)',
        files: groupedTags,
        options: compat,
        detail: exactly('§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, 0 non-criteria, 2 untagged)'),
      },
      {
        name: 'recommended: an M §7 with no crit-N concern (§7b: at least one tagged crit-N)',
        files: noCrit,
        options: recommended,
        detail: exactly('§7 has no [crit-N] concern; size M needs at least one (1 scope-creep, 1 non-criteria)'),
        findings: [{ file: 'engagement/handoff.md', line: 2, column: 1, message: 'no concern is tagged [crit-N]; size M needs one' }],
      },
      {
        name: 'compat: a concerns table is not read, as the reference reads only list items',
        files: concernsTable,
        options: compat,
        detail: /^§7 has 0 concerns, threshold 2 for size=M/,
      },
      {
        name: 'recommended: a marker with no blank after it starts no item, as CommonMark reads it',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('-[crit-1] Quarter preset untested on dark theme.\n-[scope-creep] Added a retry wrapper.') },
        options: recommended,
        detail: /^§7 has 0 tagged concerns, threshold 2 for size=M/,
      },
      {
        name: 'compat: `1)` and `+` are not list items, as the reference reads them',
        files: parenList,
        options: compat,
        detail: exactly('§7 has 0 concerns, threshold 2 for size=M'),
        findings: [{ file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 0 concerns; size M needs at least 2' }],
      },
      {
        name: 'recommended: tagged lines that are not list items are named',
        files: taggedProse,
        options: recommended,
        detail: exactly('§7 has 0 tagged concerns, threshold 2 for size=M (2 tagged lines outside list items not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 0 tagged concerns; size M needs at least 2' },
          { file: 'engagement/handoff.md', line: 3, column: 1, message: 'line carries a concern tag but is not a list item (`-`, `*`, `+`, `1.` or `1)`); not read as a concern' },
          { file: 'engagement/handoff.md', line: 4, column: 3, message: 'line carries a concern tag but is not a list item (`-`, `*`, `+`, `1.` or `1)`); not read as a concern' },
        ],
      },
      {
        name: 'recommended: a table row without a tag is no concern',
        files: thinTable,
        options: recommended,
        findings: [{ file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 1 tagged concern; size M needs at least 2' }],
      },
      {
        name: 'recommended: a tag written almost as the protocol\'s is named with how to write it',
        files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1. [crit 1] The quarter preset is untested on dark theme.\n2. (Crit-2) Export checked on one browser.\n3. crit-1: the retry is untested.\n4. [scope creep] Added a retry wrapper.\n5. Naming could be better (see crit-2).') },
        options: recommended,
        detail: exactly('§7 has 0 tagged concerns, threshold 2 for size=M (5 untagged not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 0 tagged concerns; size M needs at least 2' },
          { file: 'engagement/handoff.md', line: 3, column: 4, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag (`[crit 1]` is not one: write `[crit-1]`)') },
          { file: 'engagement/handoff.md', line: 4, column: 4, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag (`(Crit-2)` is not one: write `[crit-2]`)') },
          { file: 'engagement/handoff.md', line: 5, column: 4, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag (`crit-1` is not one: write `[crit-1]`)') },
          { file: 'engagement/handoff.md', line: 6, column: 4, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag (`[scope creep]` is not one: write `[scope-creep]`)') },
          { file: 'engagement/handoff.md', line: 7, column: 4, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag') },
        ],
      },
      {
        name: 'recommended: untagged items do not count toward the threshold',
        files: oneUntagged,
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 untagged not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 1 tagged concern; size M needs at least 2' },
          { file: 'engagement/handoff.md', line: 4, column: 4, message: 'concern carries no [crit-N], [non-criteria] or [scope-creep] tag' },
        ],
      },
    ],
  });
});

describe('--preset recommended: tagged non-concerns and criteria that do not exist', () => {
  afterAll(cleanupTrees);

  const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;
  const recommended = { preset: 'recommended' as const };
  const threeCriteria = criteria({ size: 'M' }, '# Acceptance criteria\n\n## Done when\n- export works\n- totals match\n- docs updated\n');
  const tagsOnNothing = { 'criteria.md': threeCriteria, 'handoff.md': handoff('1. [crit-1] No concerns.\n2. **[crit-2]** None.\n3. [crit-3] The totals test covers one currency only.') };
  // crit-1..crit-4 labelled Done-when bullets beside three unlabelled deliverables: seven bullets, four criteria.
  const labelled = criteria({ size: 'M' }, '# Acceptance criteria\n\n## Deliverables expected\n- `src/a.ts`\n- `src/b.ts`\n- docs\n\n## Done when\n- crit-1: a\n- crit-2: b\n- crit-3: c\n- crit-4: d\n');
  const taggedPastLabels = { 'criteria.md': labelled, 'handoff.md': handoff('1. [crit-7] Totals rounding untested.\n2. [crit-2] Export slow on 10k rows.') };
  const phantomCrit = { 'criteria.md': threeCriteria, 'handoff.md': handoff('1. [crit-9] Export is slow on 10k rows.\n2. [crit-7] Totals rounding untested.') };
  const realConcerns = { 'criteria.md': threeCriteria, 'handoff.md': handoff('1. [crit-3] No concerns about the docs layout, but the CLI page lacks an example.\n2. [crit-2] Totals rounding is untested for JPY.') };

  ruleTester(rule, {
    valid: [
      { name: 'compat: tagged "No concerns." items count, as the reference reads them', files: tagsOnNothing, detail: exactly('3 concerns (3 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
      { name: 'compat: any crit-N tag counts, as the reference reads it', files: phantomCrit, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
      { name: 'recommended: a concern that starts with "No concerns about" but names one still counts', files: realConcerns, options: recommended, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
    ],
    invalid: [
      {
        name: 'recommended: tagged "No concerns." and "None." are no concerns',
        files: tagsOnNothing,
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (2 saying there is no concern not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: 'engagement/handoff.md', line: 3, column: 4, message: exactly('`No concerns` is no concern: a tag in front of it does not make it one') },
          { file: 'engagement/handoff.md', line: 4, column: 4, message: exactly('`None` is no concern: a tag in front of it does not make it one') },
        ],
      },
      {
        name: 'recommended: criteria are numbered by their crit-N labels, as criteria-owned numbers them: crit-7 is none of four',
        files: taggedPastLabels,
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 tagged with criteria criteria.md does not have not counted)'),
      },
      {
        name: 'recommended: concerns tagged with criteria criteria.md does not have are not counted',
        files: phantomCrit,
        options: recommended,
        detail: exactly('§7 has 0 tagged concerns, threshold 2 for size=M (2 tagged with criteria criteria.md does not have not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 0 tagged concerns; size M needs at least 2') },
          { file: 'engagement/handoff.md', line: 3, column: 4, message: exactly('concern is tagged [crit-9], which criteria.md does not have (it lists crit-1..crit-3); not counted') },
          { file: 'engagement/handoff.md', line: 4, column: 4, message: exactly('concern is tagged [crit-7], which criteria.md does not have (it lists crit-1..crit-3); not counted') },
        ],
      },
    ],
  });
});

describe('--preset recommended: a non-concern with a justification after it', () => {
  afterAll(cleanupTrees);

  const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;
  const recommended = { preset: 'recommended' as const };
  const threeCriteria = criteria({ size: 'M' }, '# Acceptance criteria\n\n## Done when\n- export works\n- totals match\n- docs updated\n');
  const filler = ['N/A — nothing to report.', 'None — all good.', 'No concerns, the tests pass.', 'Nothing to report: CI is green.', 'All good - reviewed twice.', 'Нет замечаний — тесты зелёные.'];
  const withFiller = (line: string) => ({ 'criteria.md': threeCriteria, 'handoff.md': handoff(`- [crit-1] ${line}\n- [crit-2] Totals rounding is untested for JPY.`) });
  const concerns = [
    'None of the tests cover DST transitions.',
    'No, the export breaks on DST days.',
    'No concerns with the export, but the totals skip JPY.',
    'Нет замечаний к экспорту, но итоги не считают JPY.',
  ];

  ruleTester(rule, {
    valid: [
      ...concerns.map((line) => ({ name: `recommended: a concern: ${line}`, files: withFiller(line), options: recommended, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') })),
      { name: 'compat: a tagged filler item counts, as the reference reads it', files: withFiller(filler[0]!), detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
    ],
    invalid: filler.map((line) => ({
      name: `recommended: no concern: ${line}`,
      files: withFiller(line),
      options: recommended,
      detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 saying there is no concern not counted)'),
      findings: [
        { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
        { file: 'engagement/handoff.md', line: 3, column: 3, message: exactly(`\`${line.replace(/[.]$/, '')}\` is no concern: a tag in front of it does not make it one`) },
      ],
    })),
  });
});

describe('--preset recommended: a translated §7 title', () => {
  const translated = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': '# Передача\n## 7. Самоприёмка\n1. [crit-1] Пресет «Квартал» не проверен в тёмной теме.\n2. [non-criteria] Логи многословны.\n## 8. Деплой\n- N/A\n' };
  const noSeven = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': '# Передача\n## 6. Проверено\n- N/A\n## 8. Деплой\n- N/A\n' };
  ruleTester(rule, {
    valid: [{ name: 'recommended: §7 is read by its number, whatever its title', files: translated, options: { preset: 'recommended' as const }, detail: exactly('2 concerns (1 crit, 0 scope-creep, 1 non-criteria, 0 untagged), threshold 2 for size=M') }],
    invalid: [
      {
        name: 'recommended: with no §7 at all the finding stays at §8',
        files: noSeven,
        options: { preset: 'recommended' as const },
        detail: exactly('§7 block missing'),
        findings: [{ file: 'engagement/handoff.md', line: 4, column: 1, message: exactly('no `## 7. Self-acceptance` section in handoff.md') }],
      },
    ],
  });
});

describe('--preset recommended: a decorated §7 title', () => {
  const decorated = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': '# Handoff\n## 7. 🧪 **Self-acceptance rehearsal**\n1. [crit-1] The quarter preset is untested on dark theme.\n2. [non-criteria] Log lines are verbose.\n## 8. Deploy log\n- N/A\n' };
  ruleTester(rule, {
    valid: [{ name: 'recommended: the decorated §7 is found', files: decorated, options: { preset: 'recommended' as const }, detail: /^2 concerns/ }],
    invalid: [
      {
        name: 'compat: a decorated §7 is not found, as the reference reads it',
        files: decorated,
        detail: '§7 block missing',
        findings: [{ file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 is titled "🧪 **Self-acceptance rehearsal**" but must start with "Self-acceptance", the title this check reads (--preset recommended reads §7 by its number)') }],
      },
    ],
  });
});

// The reference counts tags, not items: one concern carrying [non-criteria] twice exceeds the cap of one.
describe('the [non-criteria] cap: tags under compat, concerns under recommended', () => {
  const handoff = (items: string) => `# H\n## 7. Self-acceptance\n${items}\n## 8. Deploy log\n- [crit-9] outside\n`;
  const twoCriteria = criteria({ size: 'M' }, '# Acceptance criteria\n\n## Done when\n- export works\n- totals match\n');
  const twiceInOne = { 'criteria.md': twoCriteria, 'handoff.md': handoff('- [crit-1] a\n- [crit-2] b [non-criteria] c [non-criteria]') };
  const twoCritTags = { 'criteria.md': twoCriteria, 'handoff.md': handoff('- [crit-1] [crit-2] a\n- [scope-creep] b') };
  ruleTester(rule, {
    invalid: [
      {
        name: 'compat: one concern tagged [non-criteria] twice has two tags, over the cap, at the second tag',
        files: twiceInOne,
        detail: exactly('§7 has 2 [non-criteria] tags (cap is 1)'),
        fix: 'Replace the extra [non-criteria] tags with [crit-N] or [scope-creep] ones.',
        findings: [{ file: 'engagement/handoff.md', line: 4, column: '- [crit-2] b [non-criteria] c '.length + 1, message: exactly('more than one [non-criteria] tag (cap is 1)') }],
      },
    ],
    valid: [
      { name: 'recommended: one concern tagged [non-criteria] twice is one non-criteria concern', files: twiceInOne, options: { preset: 'recommended' }, detail: exactly('2 concerns (2 crit, 0 scope-creep, 1 non-criteria, 0 untagged), threshold 2 for size=M') },
      { name: 'compat: the pass detail counts tags', files: twoCritTags, detail: exactly('2 concerns (2 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
      { name: 'recommended: the pass detail counts concerns', files: twoCritTags, options: { preset: 'recommended' }, detail: exactly('2 concerns (1 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
    ],
  });
});

// A tag with no concern text, or a word saying all is well, is the extreme of a tagged "None.".
describe('--preset recommended: a tag with no concern text, and filler', () => {
  afterAll(cleanupTrees);

  const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n### 7b. Concerns\n${items}\n## 8. Deploy log\n- N/A\n`;
  const recommended = { preset: 'recommended' as const };
  const twoCriteria = criteria({ size: 'M' }, '# Acceptance criteria\n\n## Done when\n- export works\n- totals match\n');
  const withItems = (items: string) => ({ 'criteria.md': twoCriteria, 'handoff.md': handoff(items) });
  const blankTags = withItems('1. [crit-1]\n2. [crit-2] —');
  const blank = ['[crit-1] -', '[crit-1] …', '**[crit-1]** .', '[crit-1] TODO', '[crit-1] TBD.', '[crit-1] <concern>', '[crit-1] {concern text}'];
  const filler = ['ok', 'Fine.', 'LGTM 👍', '✅ ok', 'Всё ок.', 'Всё хорошо.', 'Everything is fine.', 'Всё хорошо — тесты зелёные.', 'Nothing to flag here.', 'Looks good to me.', 'Works as expected.', 'Good to go.', 'Nothing stands out — reviewed twice.', 'Concerns: none.', 'Issues: N/A', 'Nothing significant.', 'Everything works.', 'Без замечаний.', 'Замечания: нет.'];
  const concerns = ['TODO list export drops the last row.', 'OK, the export breaks on DST days.', 'Всё хорошо, но итоги не считают JPY.', 'Fine-grained totals are untested.', 'Done-when item 2 has no test.', 'Looks good to me, but the JPY totals are untested.', 'Nothing to flag in the API, except the DST gap in the export.', 'Nothing significant changed in the API, but the export drops the last row.', 'Everything works on Chrome; Safari is untested.'];

  ruleTester(rule, {
    valid: [
      { name: 'compat: a bare tag counts, as the reference reads it', files: blankTags, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
      ...concerns.map((line) => ({
        name: `recommended: a concern, not filler: ${line}`,
        files: withItems(`- [crit-1] ${line}\n- [crit-2] Totals rounding is untested for JPY.`),
        options: recommended,
        detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
      })),
    ],
    invalid: [
      {
        name: 'recommended: `[crit-1]` and `[crit-2] —` are tags with no concern',
        files: blankTags,
        options: recommended,
        detail: exactly('§7 has 0 tagged concerns, threshold 2 for size=M (2 with no concern text not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 0 tagged concerns; size M needs at least 2') },
          { file: 'engagement/handoff.md', line: 4, column: 4, message: exactly('a tag with no concern written after it is no concern') },
          { file: 'engagement/handoff.md', line: 5, column: 4, message: exactly('a tag with no concern written after it is no concern') },
        ],
      },
      ...blank.map((item) => ({
        name: `recommended: punctuation after the tag is no concern: ${item}`,
        files: withItems(`- ${item}\n- [crit-2] Totals rounding is untested for JPY.`),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 with no concern text not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: 'engagement/handoff.md', line: 4, column: 3, message: exactly('a tag with no concern written after it is no concern') },
        ],
      })),
      ...filler.map((line) => ({
        name: `recommended: filler is no concern: ${line}`,
        files: withItems(`- [crit-1] ${line}\n- [crit-2] Totals rounding is untested for JPY.`),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 saying there is no concern not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: 'engagement/handoff.md', line: 4, column: 3, message: exactly(`\`${line.replace(/[.]$/, '')}\` is no concern: a tag in front of it does not make it one`) },
        ],
      })),
      {
        name: 'recommended: a bare tag beside a "None." is counted apart in the detail',
        files: withItems('1. [crit-1]\n2. [crit-2] None.\n3. [crit-1] Export slow on 10k rows.'),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 with no concern text, 1 saying there is no concern not counted)'),
      },
    ],
  });
});

// The S template skips §3, §4 and §6; a lead who closes the gaps up writes `## 4. Self-acceptance`.
describe('§7 under another number', () => {
  const text = '# Handoff — iter 1\n## 1. Diff summary\n- 1 file changed, 4 insertions(+)\n## 2. Deliverables\n- export\n## 3. Validation log\n- tests: pass\n## 4. Self-acceptance\n1. [crit-1] DST dates untested\n';
  for (const preset of ['compat', 'recommended'] as const) {
    ruleTester(rule, {
      valid: [],
      invalid: [
        {
          name: `${preset}: names where §7 was found misnumbered`,
          files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': text },
          options: { preset },
          detail: exactly('§7 block missing: found misnumbered as `## 4. Self-acceptance` at line 8, so its concerns were not read'),
          fix: 'Renumber `## 4.` to `## 7.`',
          findings: [{ file: HANDOFF, line: 8, column: 1, message: exactly('"Self-acceptance" is §7, but this heading numbers it 4: write it `## 7. Self-acceptance` so its concerns are read') }],
        },
      ],
    });
  }
});

// The protocol keeps "7b. Honest concerns list" apart from the L delta "what's new vs iter-{N-1}": a §7 with
// sub-headings has its concerns under the one naming them, and the delta's bullets are never concerns.
describe('§7 sub-sections: concerns and the delta', () => {
  const recommended = { preset: 'recommended' as const };
  const threeCriteria = (size: string) => criteria({ size }, '# Acceptance criteria\n\n## Done when\n- export works\n- totals match\n- docs updated\n');
  const DELTA = '- New vs iter-1: digest skip now covered by a test (was the iter-1 blocker).';
  // §7 at line 3, its items from line 4 on.
  const seven = (lines: string[], size = 'M') => ({
    'criteria.md': threeCriteria(size),
    iteration: '2',
    'handoff.md': ['# Handoff — iteration 2', '## 5. Validation log', '## 7. Self-acceptance', ...lines, '## 8. Deploy log', '- N/A', ''].join('\n'),
  });
  const PRECHECK = ['### 7a. Mechanical pre-check', 'status pass'];
  // Lines 4-5 the pre-check, 6-7 the concerns, 8-9 the delta: the report's shape.
  const oneConcernThenDelta = seven([...PRECHECK, '### 7b. Concerns', '1. [crit-2] fake clock only.', '### 7c. Delta vs iter-1', DELTA]);
  const deltas = ['### 7c. Delta vs iter-1', "### 7c. What's new since iteration 1", '### Changed since iter-1', '#### delta-from-iter-1', '### 7c. Что нового'];
  ruleTester(rule, {
    valid: [
      ...deltas.map((heading) => ({
        name: `recommended: the bullets under \`${heading}\` are no concerns`,
        files: seven([...PRECHECK, '### 7b. Honest concerns list', '1. [crit-2] fake clock only.', '2. [crit-3] light theme only.', heading, DELTA, '- Export retried on 503.']),
        options: recommended,
        detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
      })),
      ...['### 7b. Concerns new since iter-1', '### 7b. Honest concerns list — what is new vs iter-1', '### 7b. Concerns about what changed'].map((heading) => ({
        name: `recommended: \`${heading}\` names concerns, so its items are concerns though it speaks of change`,
        files: seven([...PRECHECK, heading, '1. [crit-2] fake clock only.', '2. [crit-3] light theme only.']),
        options: recommended,
        detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
      })),
      {
        name: 'recommended: with no sub-heading naming concerns, every item but the delta\'s is one',
        files: seven(['1. [crit-1] Export slow on 10k rows.', '2. [crit-2] Totals rounding untested for JPY.', '### 7b. Changed since iter-1', DELTA]),
        options: recommended,
        detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
      },
      {
        name: 'compat: every list item of §7 is a concern, the delta\'s too (reference parity)',
        files: oneConcernThenDelta,
        detail: exactly('2 concerns (1 crit, 0 scope-creep, 0 non-criteria, 1 untagged), threshold 2 for size=M'),
      },
    ],
    invalid: [
      {
        name: 'recommended: one tagged concern then a delta bullet fails on the count alone, not on the delta bullet',
        files: oneConcernThenDelta,
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M'),
        findings: [{ file: HANDOFF, line: 3, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') }],
      },
      {
        name: 'recommended: a §7 without sub-headings is read whole: an untagged delta bullet is an untagged concern',
        files: seven(['1. [crit-2] fake clock only.', DELTA]),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 untagged not counted)'),
        findings: [
          { file: HANDOFF, line: 3, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: HANDOFF, line: 5, column: 3, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag') },
        ],
      },
      {
        name: 'recommended: an untagged item in the concerns sub-section is still named, the delta bullet is not',
        files: seven([...PRECHECK, '### 7b. Concerns', '1. [crit-2] fake clock only.', '2. Naming could be better.', '### 7c. Delta vs iter-1', DELTA]),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 untagged not counted)'),
        findings: [
          { file: HANDOFF, line: 3, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: HANDOFF, line: 8, column: 4, message: exactly('concern carries no [crit-N], [non-criteria] or [scope-creep] tag') },
        ],
      },
      {
        name: 'recommended: a tagged item outside the concerns sub-section is not counted, and is named',
        files: seven(['### 7a. Mechanical pre-check', '- [crit-1] Export slow on 10k rows.', '### 7b. Concerns', '1. [crit-2] fake clock only.', '### 7c. Delta vs iter-1', '- [crit-3] docs page now has the example.']),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 tagged outside the concerns sub-section not counted)'),
        findings: [
          { file: HANDOFF, line: 3, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: HANDOFF, line: 5, column: 3, message: exactly("tagged item outside §7's concerns sub-section `### 7b. Concerns` (line 6); not read as a concern (move it there)") },
        ],
      },
    ],
  });

  it('self-acceptance-delta still reads the delta sub-section at L', async () => {
    const r = await lint(delta, { files: seven([...PRECHECK, '### 7b. Concerns', '1. [crit-2] fake clock only.', '2. [crit-3] light theme only.', '### 7c. Delta vs iter-1', DELTA], 'L') });
    expect([r.status, r.detail]).toEqual(['pass', '§7 states the delta from iteration 1 (L9)']);
    const thin = await lint(rule, { files: seven([...PRECHECK, '### 7b. Concerns', '1. [crit-2] fake clock only.', '2. [crit-3] light theme only.', '### 7c. Delta vs iter-1', DELTA], 'L'), options: recommended });
    expect([thin.status, thin.detail]).toEqual(['pass', '2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=L']);
  });
});

// Concerns are list items as markdown renders them (recommended): a template pasted in a code fence, or
// concerns commented out, are no concerns; compat reads raw lines, as the reference does.
describe('concerns markdown does not render: fenced code and HTML comments', () => {
  const recommended = { preset: 'recommended' as const };
  const HIDDEN = 'concern tag inside fenced code or an HTML comment, which markdown does not show; not read as a concern (write the concern as a list item outside them)';
  // §7 at line 2, its body from line 3 on.
  const seven = (body: string[], size = 'M') => ({ 'criteria.md': criteria({ size }), 'handoff.md': ['# Handoff', '## 7. Self-acceptance', ...body, '## 8. Deploy log', '- N/A', ''].join('\n') });
  const fencedTemplate = seven(['Format:', '```', '1. [crit-1] concern — why submitting anyway', '```', 'Nothing to report this time.'], 'S');
  const commented = seven(['### 7b. Concerns', '<!--', '1. [crit-1] Idempotency.', '2. [crit-2] Name.', '-->', '### 7c. ux_heavy check', 'No UI files in §1.']);
  ruleTester(rule, {
    valid: [
      { name: 'compat: the template pasted in a fence is a concern (reference parity)', files: fencedTemplate, detail: exactly('1 concerns (1 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 1 for size=S') },
      // The reference reads raw lines: the closing `-->` is an item too (`-` then text).
      { name: 'compat: concerns in an HTML comment count (reference parity)', files: commented, detail: exactly('3 concerns (2 crit, 0 scope-creep, 0 non-criteria, 1 untagged), threshold 2 for size=M') },
      {
        name: 'recommended: the concerns written out count, the examples in a fence beside them do not',
        // The fenced examples' two [non-criteria] tags would break the cap if they were read.
        files: seven(['Example from the last engagement:', '```', '1. [non-criteria] Naming could be better.', '2. [non-criteria] Docstring is short.', '```', '1. [crit-1] Export slow on 10k rows.', '2. [scope-creep] Added a retry wrapper.']),
        options: recommended,
        detail: exactly('2 concerns (1 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
      },
      {
        name: 'recommended: a comment inside an item is blanked, the item stays',
        files: seven(['1. [crit-1] Export slow on 10k rows. <!-- measured on staging -->', '2. [scope-creep] Added a retry <!-- [non-criteria] --> wrapper.']),
        options: recommended,
        detail: exactly('2 concerns (1 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
      },
    ],
    invalid: [
      {
        name: 'recommended: an S §7 whose only concern is the template in a fence fails, at the fenced line',
        files: fencedTemplate,
        options: recommended,
        detail: exactly('§7 has 0 tagged concerns, threshold 1 for size=S (1 tagged line in fenced code or an HTML comment not counted)'),
        findings: [
          { file: HANDOFF, line: 2, column: 1, message: exactly('§7 lists 0 tagged concerns; size S needs at least 1') },
          { file: HANDOFF, line: 5, column: 1, message: exactly(HIDDEN) },
        ],
      },
      {
        name: 'recommended: concerns inside an HTML comment block are none',
        files: commented,
        options: recommended,
        detail: exactly('§7 has 0 tagged concerns, threshold 2 for size=M (2 tagged lines in fenced code or an HTML comment not counted)'),
        findings: [
          { file: HANDOFF, line: 2, column: 1, message: exactly('§7 lists 0 tagged concerns; size M needs at least 2') },
          { file: HANDOFF, line: 5, column: 1, message: exactly(HIDDEN) },
          { file: HANDOFF, line: 6, column: 1, message: exactly(HIDDEN) },
        ],
      },
      {
        name: 'recommended: a comment opened inside a line hides the items it spans, and a tag inside a line',
        files: seven(['1. [crit-1] Export slow on 10k rows. <!-- draft, more:', '   [crit-2] Totals rounding untested for JPY.', '   -->', '2. <!-- [crit-3] --> Naming could be better.']),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 untagged, 2 tagged lines in fenced code or an HTML comment not counted)'),
        findings: [
          { file: HANDOFF, line: 2, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: HANDOFF, line: 4, column: 4, message: exactly(HIDDEN) },
          // The item's visible text starts after the blanked comment.
          { file: HANDOFF, line: 6, column: 22, message: 'concern carries no [crit-N], [non-criteria] or [scope-creep] tag' },
          { file: HANDOFF, line: 6, column: 1, message: exactly(HIDDEN) },
        ],
      },
    ],
  });
});
