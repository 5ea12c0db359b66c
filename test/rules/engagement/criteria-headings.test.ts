import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { numberedCriteria } from '../../../packages/core/src/model/plan/acceptance.js';
import owned from '../../../rules/engagement/criteria-owned.js';
import coverage from '../../../rules/engagement/criteria-trace-coverage.js';
import { criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';

// criteria.md's "Done when" section under other titles: the heading names Done when anywhere, or is
// the Russian «Критерии готовности» / «Критерии приёмки» below the document's title.
const recommended = { preset: 'recommended' as const };
const deliverables = '## Deliverables expected\n- Landing page in light and dark themes\n- Lead form posting to the CRM webhook\n- Ad copy for three ad groups\n- Metrika goals wired\n';
const doneWhen = (title: string) =>
  `# Acceptance criteria — spring-sale-landing\n\n${deliverables}\n${title}\n${[1, 2, 3, 4, 5, 6].map((n) => `- crit-${n}: criterion ${n} holds`).join('\n')}\n\n## Explicitly out of scope\n- A/B testing of the hero\n`;
const titles = ['## Критерии готовности (Done when)', '## Done when (критерии готовности)', '## 3. Критерии готовности — Done when', '## Критерии готовности', '## Критерии приёмки', '## Критерии приемки'];
const task = (id: string, refs: string[]) => taskFile({ id, owner: 'dev', wave: 1, files: [`src/${id}.ts`], crit_refs: refs });
const tasks = { 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']), 'tasks/T2.md': task('T2', ['crit-4', 'crit-5', 'crit-6']) };
const TABLE_HEAD = '| # | Criterion | Status | Evidence |\n|---|---|---|---|\n';
const handoff = (ns: number[]) => `# Handoff — iteration 1\n\n## 3. Criteria trace\n\n${TABLE_HEAD}${ns.map((n) => `| ${n} | criterion ${n} | ✅ | \`src/T${n}.ts\` |`).join('\n')}\n`;
const labelledDetail = '(by their crit-N labels; 4 unlabelled bullets read as deliverables)';
// Labelled crit-5 and crit-6 under a heading that names no criteria section.
const outside = `# Acceptance criteria\n\n## Done when\n${[1, 2, 3, 4].map((n) => `- crit-${n}: criterion ${n} holds`).join('\n')}\n\n## Added after scope sync\n- crit-5: criterion 5 holds\n- crit-6: criterion 6 holds\n`;

describe('criteria-owned: a Done-when heading however titled', () => {
  ruleTester(owned, {
    valid: [
      ...titles.map((title) => ({ name: `"${title}" holds the criteria`, files: { 'criteria.md': criteria({ size: 'L' }, doneWhen(title)), ...tasks }, detail: `all 6 criteria owned by 2 tasks ${labelledDetail}` })),
      { name: 'a Done-when heading with no task files to own it skips', status: 'skip' as const, files: { 'criteria.md': criteria({ size: 'L' }, doneWhen('## Критерии готовности (Done when)')) }, detail: 'no task files' },
    ],
    invalid: [
      {
        name: 'labelled bullets outside the Done-when section: the message names them, not "criteria.md has crit-1..crit-4"',
        files: { 'criteria.md': criteria({ size: 'L' }, outside), ...tasks },
        detail: 'criteria coverage broken: 2 crit_refs naming no criterion',
        findings: [5, 6].map((n) => ({
          file: 'engagement/tasks/T2.md',
          message: `crit_ref \`crit-${n}\` names no criterion (criteria.md's Done when / Deliverables sections have crit-1..crit-4; its crit-${n} at line ${12 + n} stands under "Added after scope sync", outside them)`,
        })),
      },
    ],
  });
});

describe('criteria-trace-coverage: a Done-when heading however titled', () => {
  ruleTester(coverage, {
    valid: [
      ...titles.map((title) => ({ name: `"${title}" holds the criteria`, files: { 'criteria.md': criteria({ size: 'L' }, doneWhen(title)), 'handoff.md': handoff([1, 2, 3, 4, 5, 6]) }, options: recommended, detail: '§3 traces all 6 criteria' })),
      {
        name: 'labelled bullets outside the Done-when section: the count says they were not read',
        files: { 'criteria.md': criteria({ size: 'L' }, outside), 'handoff.md': handoff([1, 2, 3, 4]) },
        options: recommended,
        detail: "§3 traces all 4 criteria (criteria.md's crit-5, crit-6, from line 17, stand outside its Done when / Deliverables sections and were not read)",
      },
      { name: 'no §3 to read skips', status: 'skip' as const, files: { 'criteria.md': criteria({ size: 'L' }, doneWhen('## Критерии готовности (Done when)')), 'handoff.md': '# Handoff\n' }, options: recommended },
    ],
    invalid: [
      {
        name: '"## Критерии готовности (Done when)": §3 missing crit-6 fails',
        files: { 'criteria.md': criteria({ size: 'L' }, doneWhen('## Критерии готовности (Done when)')), 'handoff.md': handoff([1, 2, 3, 4, 5]) },
        options: recommended,
        detail: '§3 Criteria trace misses crit-6 of 6 criteria',
        findings: [{ file: 'engagement/handoff.md', message: /^crit-6 \(engagement\/criteria\.md:\d+ "crit-6: criterion 6 holds"\) is not traced in §3$/ }],
      },
      {
        name: '"## Критерии приёмки" traced in a list, not a table: warns at L, counting 6 criteria',
        status: 'warn',
        files: { 'criteria.md': criteria({ size: 'L' }, doneWhen('## Критерии приёмки')), 'handoff.md': `# Handoff\n\n## 3. Criteria trace\n${[1, 2, 3, 4, 5, 6].map((n) => `- crit-${n}: ✅ \`src/T${n}.ts\``).join('\n')}\n` },
        options: recommended,
        detail: /^§3 traces all 6 criteria, but holds no table/,
        findings: [{ file: 'engagement/handoff.md', message: /^§3 Criteria trace holds no table/ }],
      },
    ],
  });
});

describe('numberedCriteria: which headings hold the criteria', () => {
  const read = (body: string) => numberedCriteria(new MarkdownDoc({ rel: 'criteria.md', abs: '/criteria.md', text: body, lines: body.split('\n'), bytes: body.length, problems: [] })).map((c) => `${c.n}:${c.text}`);
  it('reads a document titled «Критерии приёмки» by its Done-when section, not the whole file', () => {
    expect(read('# Критерии приёмки — поиск\n\n## Объём\n- фасеты\n\n## Готово, когда\n- фильтр по цене\n')).toEqual(['1:фильтр по цене']);
  });
  it('reads the inner Done-when section of a «Критерии приёмки» section once', () => {
    expect(read('## Критерии приёмки\n\n### Done when\n- export works\n- tests green\n')).toEqual(['1:export works', '2:tests green']);
  });
  it('unlabelled Deliverables beside labelled bullets elsewhere: the labels are the criteria', () => {
    expect(read(`${deliverables}\n## Критерии\n- crit-1: a\n- crit-2: b\n`)).toEqual(['1:crit-1: a', '2:crit-2: b']);
  });
  it('"Done whenever" and «Критерии приёмки» as the document title are no Done-when heading', () => {
    expect(read('# Критерии приёмки\n- a\n\n## Done whenever\n- b\n')).toEqual([]);
  });
});

// The Done-when heading spelled as the protocol writes it (`Done-when`) or joined otherwise, over unlabelled
// bullets, with "Deliverables expected" a table (so no other section holds bullets): crit-5 is owned by no task.
const spelled = (title: string) =>
  `# Acceptance criteria\n\n## Deliverables expected\n| Deliverable | Bar |\n|---|---|\n| CSV export | contract below |\n\n${title}\n${[1, 2, 3, 4, 5].map((n) => `- criterion ${n} holds`).join('\n')}\n\n## Explicitly out of scope\n- XLSX export\n`;
const spellings = ['## Done-when', '## Done when:', '## Done_when', '## DONE WHEN', '### Done-When:', '## 2. Done-when (критерии)'];
const fourOwned = { 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']), 'tasks/T2.md': task('T2', ['crit-3', 'crit-4']) };

describe('criteria-owned: a Done-when heading however spelled', () => {
  ruleTester(owned, {
    valid: spellings.map((title) => ({ name: `"${title}" holds the criteria`, files: { 'criteria.md': criteria({ size: 'L' }, spelled(title)), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3', 'crit-4', 'crit-5']) }, detail: 'all 5 criteria owned by 1 task' })),
    invalid: spellings.map((title) => ({
      name: `"${title}": a criterion no task owns fails`,
      files: { 'criteria.md': criteria({ size: 'L' }, spelled(title)), ...fourOwned },
      findings: [{ file: 'engagement/criteria.md', line: 20, message: /crit-5/ }],
    })),
  });
});

describe('criteria-trace-coverage: a Done-when heading however spelled', () => {
  ruleTester(coverage, {
    valid: spellings.map((title) => ({ name: `"${title}" holds the criteria`, files: { 'criteria.md': criteria({ size: 'L' }, spelled(title)), 'handoff.md': handoff([1, 2, 3, 4, 5]) }, options: recommended, detail: '§3 traces all 5 criteria' })),
    invalid: spellings.map((title) => ({
      name: `"${title}": §3 missing crit-5 fails`,
      files: { 'criteria.md': criteria({ size: 'L' }, spelled(title)), 'handoff.md': handoff([1, 2, 3, 4]) },
      options: recommended,
      detail: '§3 Criteria trace misses crit-5 of 5 criteria',
      findings: [{ file: 'engagement/handoff.md', message: /^crit-5 \(engagement\/criteria\.md:20 "criterion 5 holds"\) is not traced in §3$/ }],
    })),
  });
});

// crit-N labelled bullets under a heading neither rule reads as a criteria section, as a task list: the labels are the criteria.
const checklist = '# Acceptance criteria\n\n## Definition of done\n- [ ] crit-1: the export returns 200\n- [x] crit-2: the suite is green\n- [ ] crit-3: the docs name the endpoint\n';

describe('crit-N labelled task-list bullets under an unread heading are read, not skipped', () => {
  ruleTester(owned, {
    valid: [{ name: 'all owned', files: { 'criteria.md': criteria({ size: 'L' }, checklist), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']) }, detail: 'all 3 criteria owned by 1 task' }],
    invalid: [{ name: 'crit-3 unowned fails', files: { 'criteria.md': criteria({ size: 'L' }, checklist), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']) }, findings: [{ file: 'engagement/criteria.md', message: /crit-3/ }] }],
  });
  ruleTester(coverage, {
    valid: [{ name: 'all traced', files: { 'criteria.md': criteria({ size: 'L' }, checklist), 'handoff.md': handoff([1, 2, 3]) }, options: recommended, detail: '§3 traces all 3 criteria' }],
    invalid: [{ name: 'crit-3 untraced fails', files: { 'criteria.md': criteria({ size: 'L' }, checklist), 'handoff.md': handoff([1, 2]) }, options: recommended, detail: '§3 Criteria trace misses crit-3 of 3 criteria' }],
  });
});

describe('numberedCriteria: Done-when spellings', () => {
  const read = (body: string) => numberedCriteria(new MarkdownDoc({ rel: 'criteria.md', abs: '/criteria.md', text: body, lines: body.split('\n'), bytes: body.length, problems: [] })).map((c) => c.n);
  it.each(spellings)('%s', (title) => expect(read(spelled(title))).toEqual([1, 2, 3, 4, 5]));
  it('"Done-whenever" and "Done - when" are none', () => {
    expect(read('## Done-whenever\n- a\n\n## Done - when\n- b\n')).toEqual([]);
  });
  it('a heading of 50,000 hyphens and spaces between done and when is none', () => {
    expect(read(`## done${'- '.repeat(50_000)}when\n- a\n`)).toEqual([]);
  });
});

// Unlabelled bullets under headings neither rule reads as a criteria section: the skip names where they stand.
const unread = '# Acceptance criteria\n\n## Scope\n- the CSV export\n\n## Definition of done\n- the export returns 200\n  - with text/csv\n- the suite is green\n';
const UNREAD_SKIP = 'criteria.md has no "Done when" / "Deliverables expected" bullets: its bullets stand under "Scope", "Definition of done", none of them a criteria section (title it "Done when", or label each criterion `crit-N:`)';

describe('no criteria section read: the skip names the headings the bullets stand under', () => {
  ruleTester(owned, {
    valid: [
      { name: 'unlabelled bullets under "Definition of done"', status: 'skip' as const, files: { 'criteria.md': criteria({ size: 'L' }, unread), 'tasks/T1.md': task('T1', ['crit-1']) }, detail: UNREAD_SKIP },
      { name: 'no bullets at all', status: 'skip' as const, files: { 'criteria.md': criteria({ size: 'L' }, '# Acceptance criteria\n\nExport works.\n'), 'tasks/T1.md': task('T1', ['crit-1']) }, detail: 'criteria.md has no "Done when" / "Deliverables expected" bullets' },
    ],
  });
  // criteria-trace-coverage fails instead: with no criteria section there is nothing a §3 can be checked against.
  ruleTester(coverage, {
    invalid: [
      {
        name: 'unlabelled bullets under "Definition of done"',
        files: { 'criteria.md': criteria({ size: 'L' }, unread), 'handoff.md': handoff([1, 2]) },
        options: recommended,
        detail: 'criteria.md names no criterion: it has no "Done when" section (its bullets stand under "Scope", "Definition of done"), so §3 cannot be checked against its criteria',
        findings: [{ file: 'engagement/criteria.md', line: 10, message: /^no "Done when" section: .*; "Scope" is no criteria section$/ }],
      },
    ],
  });
});
