import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import rule from '../../../rules/engagement/criteria-owned.js';
import { criteria } from '../../helpers.js';
import { criteriaBody, taskBody, taskFile } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

// crit-1, crit-2 = deliverables; crit-3, crit-4 = done-when.
const crit = criteria({ size: 'L' }, criteriaBody(['CSV export endpoint', 'export button'], ['export of 1M rows under 10 s', 'tests green']));
const task = (id: string, refs: string[]) => taskFile({ id, owner: 'dev', wave: 1, files: [`src/${id}.ts`], crit_refs: refs });

// Criteria under a heading in Russian, or one the reader does not know, each bullet labelled crit-N.
const russian = criteria({}, '# Критерии приёмки — поиск\n\n## Объём работ\n- фильтры по цене\n\n## Готово, когда\n- crit-1: фильтр по цене\n- crit-2: фильтр по наличию\n\n## Вне объёма\n- фасеты\n');
// "Done when" bulleted with `+` (labelled crit-1..3), "Deliverables expected" with `-`.
const plusBullets = criteria({}, '# Criteria\n\n## Deliverables expected\n- retry worker\n- dead-letter table\n\n## Done when\n+ crit-1: retried at 1, 2, 4, 8, 16 min then dead\n+ crit-2: webhook tests pass\n+ crit-3: dead letters are listed in the admin\n');
const otherHeading = criteria({}, '# Criteria\n\n## Acceptance\n- crit-1: price filter\n  - crit-9: a nested detail, not a criterion\n- crit-2: stock filter\n\n## Out of scope\n- facets\n');

ruleTester(rule, {
  valid: [
    { name: 'criteria under a Russian "Готово, когда" heading', files: { 'criteria.md': russian, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']) }, detail: 'all 2 criteria owned by 1 task' },
    { name: 'crit-N labelled bullets under a heading of another name are the criteria', files: { 'criteria.md': otherHeading, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']) }, detail: 'all 2 criteria owned by 1 task' },
    { name: 'every criterion has an owning task', files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-3']), 'tasks/T2.md': taskBody({ id: 'T2', crit_refs: ['crit-2', 'crit-4'] }) }, detail: 'all 4 criteria owned by 2 tasks' },
    // A task file named `.MD` is a task: its crit_refs own criteria.
    { name: 'a task file named with an upper-case `.MD` owns its criteria', files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-3']), 'tasks/T2.MD': task('T2', ['crit-2', 'crit-4']) }, detail: 'all 4 criteria owned by 2 tasks' },
    {
      name: 'explicit crit-N labels when every bullet has one; nested bullets ignored',
      files: { 'criteria.md': criteria({}, '# Criteria\n\n## Done when\n- crit-2: import works\n  - sub-detail, not a criterion\n- crit-5: export works\n'), 'tasks/T1.md': task('T1', ['crit-2', 'crit-5']) },
      detail: /all 2 criteria/,
    },
    {
      name: 'SDD Done-when bullets labelled `crit-N (AC-k)`: the labels count, the unlabelled Deliverables are not criteria',
      files: {
        'criteria.md': criteria({}, '# Criteria\n\n## Deliverables expected\n- PDF endpoint\n- PDF layout\n- Integration tests\n\n## Done when\n- crit-1 (AC-1): GET returns 200\n- crit-2 (AC-2): The endpoint returns 404\n- crit-3 (AC-3): Cyrillic renders\n'),
        'tasks/T1.md': task('T1', ['crit-1', 'crit-2']),
        'tasks/T2.md': task('T2', ['crit-3']),
      },
      detail: 'all 3 criteria owned by 2 tasks (by their crit-N labels; 3 unlabelled bullets read as deliverables)',
    },
    {
      name: '`[crit-N]` labels on Deliverables and Done-when bullets',
      files: { 'criteria.md': criteria({}, criteriaBody(['[crit-1] chips', '[crit-2] API'], ['[crit-3] e2e green'])), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']) },
      detail: 'all 3 criteria owned by 1 task',
    },
    {
      name: 'unlabelled bullets whose crit_refs fit the Done-when bullets alone',
      files: {
        'criteria.md': criteria({}, criteriaBody(['PDF endpoint', 'PDF layout', 'Integration tests', 'API reference'], ['GET returns 200', '404 for foreign org', 'Cyrillic renders', 'tests green', 'docs updated'])),
        'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']),
        'tasks/T2.md': task('T2', ['crit-4', 'crit-5']),
      },
      detail: "all 5 criteria owned by 2 tasks (numbered by the Done-when bullets alone: the tasks' crit_refs fit them exactly; 4 Deliverables bullets read as deliverables)",
    },
    {
      name: 'a contract-only task file is not a task',
      status: 'skip',
      files: { 'criteria.md': crit, 'tasks/pdf-export.md': '# pdf-export — per-task contract\n\n## Contract (co-signed)\n- A1 [crit-1] (accepted): GET returns 200 — check_how: route test\n' },
      detail: 'no decomposed task files (1 contract-only task file left out: a per-task contract is not a task)',
    },
    {
      name: 'a contract-only task file next to the plan is left out',
      files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3', 'crit-4']), 'tasks/c.md': '## Contract (co-signed)\n- A1 [crit-9] (accepted): x — check_how: y\n' },
      detail: 'all 4 criteria owned by 1 task; 1 contract-only task file left out',
    },
    // Task fields in a `| Field | Value |` table.
    {
      name: 'crit_refs in a `| Field | Value |` table of the task file',
      files: {
        'criteria.md': crit,
        'tasks/T1.md': '# T1\n\n| Field | Value |\n|---|---|\n| owner | dev |\n| wave | 1 |\n| files | src/a.ts |\n| crit_refs | crit-1, crit-2 |\n',
        'tasks/T2.md': '# T2\n\n| id | owner | wave | files | crit_refs |\n|---|---|---|---|---|\n| T2 | qa | 2 | tests/a.test.ts | crit-3, crit-4 |\n',
      },
      detail: 'all 4 criteria owned by 2 tasks',
    },
    {
      name: "tasks/INDEX.md's crit_refs column where the task files give none",
      files: {
        'criteria.md': crit,
        'tasks/T1.md': '# T1\n\nowner — dev; wave one; touches src/a.ts.\n',
        'tasks/T2.md': task('T2', ['crit-3', 'crit-4']),
        'tasks/INDEX.md': '# Task index\n\n| Task | Wave | Owner | crit_refs |\n|---|---|---|---|\n| T1 | 1 | dev | crit-1, crit-2 |\n| T2 | 1 | dev | crit-3, crit-4 |\n',
      },
      detail: 'all 4 criteria owned by 2 tasks; crit_refs of 1 task read from tasks/INDEX.md',
    },
    {
      name: '`+` bullets of "Done when" are criteria, as `-` ones are (the `-` Deliverables bullets unlabelled)',
      files: { 'criteria.md': plusBullets, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']), 'tasks/T2.md': task('T2', ['crit-3']) },
      detail: 'all 3 criteria owned by 2 tasks (by their crit-N labels; 2 unlabelled bullets read as deliverables)',
    },
    {
      name: 'a "Done when" list numbered `1)` is read as its items',
      files: { 'criteria.md': criteria({}, '# Criteria\n\n## Done when\n1) export returns 200\n   - with the PDF headers\n2) 404 for a foreign id\n3) tests green\n'), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3']) },
      detail: 'all 3 criteria owned by 1 task',
    },
    {
      name: 'every CommonMark marker in one section: `-`, `*`, `+`, `N.` and `N)` items, in file order',
      files: { 'criteria.md': criteria({}, '# Criteria\n\n## Done when\n- a\n* b\n+ c\n4. d\n5) e\n'), 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3', 'crit-4', 'crit-5']) },
      detail: 'all 5 criteria owned by 1 task',
    },
    { name: 'no task files', status: 'skip', files: { 'criteria.md': crit }, detail: 'no task files' },
    { name: 'no criteria bullets', status: 'skip', files: { 'criteria.md': criteria({}, '# Criteria\n\nprose only\n'), 'tasks/T1.md': task('T1', ['crit-1']) } },
    { name: 'no criteria.md', status: 'skip', files: { 'tasks/T1.md': task('T1', ['crit-1']) } },
    { name: 'garbage criteria and task files', status: 'skip', files: { 'criteria.md': Buffer.from([0xff, 0, 0x0a, 0x2d]), 'tasks/a.md': '', 'tasks/b.md': '---\ncrit_refs: [\n---\n' } },
    { name: 'an S engagement, outside the tiers', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }, criteriaBody(['CSV export endpoint'], ['tests green'])), 'tasks/T1.md': task('T1', ['crit-9']) } },
  ],
  invalid: [
    {
      name: 'a criterion whose only task file is no markdown (`T2.md.orig`) is unowned',
      files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-3']), 'tasks/T2.md.orig': task('T2', ['crit-2', 'crit-4']) },
      findings: [
        { file: 'engagement/criteria.md', line: 15, column: 3, message: /^crit-2 / },
        { file: 'engagement/criteria.md', line: 19, column: 3, message: /^crit-4 / },
      ],
    },
    {
      name: 'a criterion under a Russian heading that no task owns',
      files: { 'criteria.md': russian, 'tasks/T1.md': task('T1', ['crit-1']) },
      findings: [{ file: 'engagement/criteria.md', line: 15, column: 3, message: /crit-2/ }],
    },
    {
      name: 'a labelled criterion under a heading of another name that no task owns',
      files: { 'criteria.md': otherHeading, 'tasks/T1.md': task('T1', ['crit-1']) },
      findings: [{ file: 'engagement/criteria.md', line: 13, column: 3, message: /crit-2/ }],
    },
    {
      name: 'labelled criteria: an unowned label and a ref to a missing label, named by their labels',
      files: {
        'criteria.md': criteria({}, '# Criteria\n\n## Deliverables expected\n- PDF endpoint\n\n## Done when\n- crit-1 (AC-1): GET returns 200\n- crit-2 (AC-2): The endpoint returns 404\n'),
        'tasks/T1.md': task('T1', ['crit-1', 'crit-3']),
      },
      detail: 'criteria coverage broken: unowned: crit-2; 1 crit_ref naming no criterion (by their crit-N labels; 1 unlabelled bullet read as deliverables)',
      findings: [
        { file: 'engagement/tasks/T1.md', message: 'crit_ref `crit-3` names no criterion (criteria.md has crit-1..crit-2)' },
        { file: 'engagement/criteria.md', message: 'crit-2 ("crit-2 (AC-2): The endpoint returns 404") is owned by no task' },
      ],
    },
    {
      name: 'an unowned `+` criterion, at its bullet',
      files: { 'criteria.md': plusBullets, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2']) },
      detail: 'criteria coverage broken: unowned: crit-3 (by their crit-N labels; 2 unlabelled bullets read as deliverables)',
      findings: [{ file: 'engagement/criteria.md', line: 17, column: 3, message: 'crit-3 ("crit-3: dead letters are listed in the admin") is owned by no task' }],
    },
    {
      name: 'no crit_refs in any task file nor in tasks/INDEX.md: the task fields could not be read, not "owned by no task"',
      files: {
        'criteria.md': crit,
        'tasks/T1.md': '# T1\n\nThe backend part: src/a.ts, for the first two criteria.\n',
        'tasks/T2.md': '# T2\n\nThe tests.\n',
        'tasks/INDEX.md': '# Task index\n\n## Wave 1\n- T1 — dev\n- T2 — qa\n',
      },
      detail: 'criteria coverage cannot be checked: no crit_refs could be read from 2 task files or tasks/INDEX.md (engagement/tasks/T1.md, engagement/tasks/T2.md)',
      findings: [
        { file: 'engagement/tasks/T1.md', line: 1, column: 1, message: 'crit_refs of task `T1` could not be read from engagement/tasks/T1.md or tasks/INDEX.md' },
        { file: 'engagement/tasks/T2.md', line: 1, column: 1, message: 'crit_refs of task `T2` could not be read from engagement/tasks/T2.md or tasks/INDEX.md' },
      ],
    },
    {
      name: 'an unowned criterion when one task gives no crit_refs, named in the detail',
      files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-4']), 'tasks/T2.md': '# T2\n\nThe tests.\n' },
      detail: 'criteria coverage broken: unowned: crit-3; 1 task with no readable crit_refs: T2',
      findings: [{ file: 'engagement/criteria.md', line: 18, column: 3, message: /crit-3 .* is owned by no task/ }],
    },
    {
      name: 'an unowned criterion, at its bullet in criteria.md',
      files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-4']) },
      detail: 'criteria coverage broken: unowned: crit-3',
      // 7 frontmatter lines, then: # / blank / ## Scope / text / blank / ## Deliverables / 2 items / blank / ## Done when / crit-3 at 18
      findings: [{ file: 'engagement/criteria.md', line: 18, column: 3, message: /crit-3 \("export of 1M rows under 10 s"\) is owned by no task/ }],
    },
    {
      name: 'a crit_ref naming no criterion, at the task entry',
      files: { 'criteria.md': crit, 'tasks/T1.md': task('T1', ['crit-1', 'crit-2', 'crit-3', 'crit-4', 'crit-7', 'AC-2']) },
      detail: /2 crit_refs naming no criterion/,
      // crit_refs: [crit-1, crit-2, crit-3, crit-4, crit-7, AC-2]
      findings: [
        { file: 'engagement/tasks/T1.md', line: 7, column: 45, message: 'crit_ref `crit-7` names no criterion (criteria.md has crit-1..crit-4)' },
        { file: 'engagement/tasks/T1.md', line: 7, column: 53, message: 'crit_ref `AC-2` names no criterion (criteria.md has crit-1..crit-4)' },
      ],
    },
    {
      name: 'crit_refs that are not a list',
      files: { 'criteria.md': crit, 'tasks/a.md': '---\ncrit_refs: {x: 1}\n---\n' },
      detail: 'criteria coverage broken: unowned: crit-1, crit-2, crit-3, crit-4; 1 crit_ref naming no criterion',
      findings: [
        { file: 'engagement/tasks/a.md', line: 2, column: 1, message: 'crit_ref `{"x":1}` names no criterion (criteria.md has crit-1..crit-4)' },
        { file: 'engagement/criteria.md', line: 14, column: 3, message: 'crit-1 ("CSV export endpoint") is owned by no task' },
        { file: 'engagement/criteria.md', line: 15, column: 3, message: 'crit-2 ("export button") is owned by no task' },
        { file: 'engagement/criteria.md', line: 18, column: 3, message: 'crit-3 ("export of 1M rows under 10 s") is owned by no task' },
        { file: 'engagement/criteria.md', line: 19, column: 3, message: 'crit-4 ("tests green") is owned by no task' },
      ],
    },
  ],
});

// Compat rules keep the narrower reading of list items; the recommended criteria reading takes every marker.
describe('list markers', () => {
  const text = '- a\n* b\n+ c\n4. d\n5) e\n';
  const doc = new MarkdownDoc({ rel: 'criteria.md', abs: '/criteria.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
  it('reads `-`, `*` and `N.` by default, every CommonMark marker with allMarkers', () => {
    expect(doc.listItems().map((it) => it.content)).toEqual(['a', 'b', 'd']);
    expect(doc.listItems(undefined, { allMarkers: true }).map((it) => [it.content, it.column])).toEqual([['a', 3], ['b', 3], ['c', 3], ['d', 4], ['e', 4]]);
  });
});

// 3 Deliverables bullets (lines 14-16) and 4 Done-when bullets (lines 19-22). Which bullets are the criteria is
// decided before coverage is weighed: refs within the Done-when bullets read those, whatever the tasks leave unowned.
describe('which bullets are the criteria: one reading, decided before coverage', () => {
  const archive = criteria({ size: 'M' }, criteriaBody(['migration revision', 'archive job', 'tests for both'], ['the revision creates the archive table', 'the job moves old orders in batches', 'the legacy column is dropped with a backup', 'the round trip tests are green']));
  const tasks = (t1: string[], t2: string[], t3: string[]) => ({ 'tasks/t1.md': task('t1', t1), 'tasks/t2.md': task('t2', t2), 'tasks/t3.md': task('t3', t3) });
  const doneWhen = (basis: string) => `(numbered by the Done-when bullets alone: ${basis}; 3 Deliverables bullets read as deliverables)`;
  const noTail = 'no crit_ref cites crit-5..crit-7, which only numbering all 7 bullets in file order gives';
  const handoff = (rows: number[]) => `# Handoff — iteration 1\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n${rows.map((n) => `| ${n} | c${n} | ✅ | \`src/a.ts\` |`).join('\n')}\n`;

  ruleTester(rule, {
    valid: [
      {
        name: 'refs naming each Done-when bullet: the Done-when bullets are the criteria',
        files: { 'criteria.md': archive, ...tasks(['crit-1', 'crit-3'], ['crit-2'], ['crit-4']) },
        detail: exactly(`all 4 criteria owned by 3 tasks ${doneWhen("the tasks' crit_refs fit them exactly")}`),
      },
    ],
    invalid: [
      {
        name: 'a Done-when bullet no task cites is unowned at its bullet, not the Deliverables bullets and the file order',
        files: { 'criteria.md': archive, ...tasks(['crit-1', 'crit-3'], ['crit-1'], ['crit-4']) },
        detail: exactly(`criteria coverage broken: unowned: crit-2 ${doneWhen(noTail)}`),
        findings: [{ file: 'engagement/criteria.md', line: 20, column: 3, message: exactly('crit-2 ("the job moves old orders in batches") is owned by no task') }],
      },
      {
        name: 'a crit_ref past every bullet names no criterion, and leaves the Done-when reading',
        files: { 'criteria.md': archive, ...tasks(['crit-1', 'crit-3'], ['crit-2'], ['crit-4', 'crit-8']) },
        detail: exactly(`criteria coverage broken: 1 crit_ref naming no criterion ${doneWhen(noTail)}`),
        findings: [{ file: 'engagement/tasks/t3.md', line: 7, column: 21, message: exactly("crit_ref `crit-8` names no criterion (criteria.md's Done-when bullets are crit-1..crit-4, its 3 Deliverables bullets read as deliverables)") }],
      },
      {
        name: 'a crit_ref only the file order gives keeps every bullet in file order, and the detail says why',
        files: { 'criteria.md': archive, ...tasks(['crit-1', 'crit-3'], ['crit-2'], ['crit-5']) },
        detail: exactly("criteria coverage broken: unowned: crit-4, crit-6, crit-7 (numbered in file order: 3 Deliverables expected bullets and 4 Done-when bullets; the tasks' crit_refs cite crit-5 past the Done-when bullets)"),
        findings: [
          { file: 'engagement/criteria.md', line: 19, column: 3, message: /^crit-4 \("the revision creates/ },
          { file: 'engagement/criteria.md', line: 21, column: 3, message: /^crit-6 / },
          { file: 'engagement/criteria.md', line: 22, column: 3, message: /^crit-7 / },
        ],
      },
      {
        name: "no crit_ref naming a bullet: §3's numbers decide, as criteria-trace-coverage reads them",
        files: { 'criteria.md': archive, ...tasks(['AC-1'], ['AC-2'], ['AC-3']), 'handoff.md': handoff([1, 2, 3, 4]) },
        detail: exactly(`criteria coverage broken: unowned: crit-1, crit-2, crit-3, crit-4; 3 crit_refs naming no criterion ${doneWhen("no task's crit_refs name a criterion to settle it and §3 numbers nothing past the 4 Done-when bullets")}`),
        findings: [
          { file: 'engagement/tasks/t1.md', message: /^crit_ref `AC-1` names no criterion/ },
          { file: 'engagement/tasks/t2.md', message: /^crit_ref `AC-2` names no criterion/ },
          { file: 'engagement/tasks/t3.md', message: /^crit_ref `AC-3` names no criterion/ },
          { file: 'engagement/criteria.md', line: 19, message: /^crit-1 / },
          { file: 'engagement/criteria.md', line: 20, message: /^crit-2 / },
          { file: 'engagement/criteria.md', line: 21, message: /^crit-3 / },
          { file: 'engagement/criteria.md', line: 22, message: /^crit-4 / },
        ],
      },
    ],
  });
});
