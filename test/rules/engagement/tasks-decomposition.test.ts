import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/tasks-decomposition.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const L = criteria({ size: 'L' });
const M = criteria({ size: 'M' });
// criteria(): `size:` on line 4
const noTasksAtL = { file: 'engagement/criteria.md', line: 4, column: 1, message: 'size L needs task files under tasks/, none found' };
// The M-tier finding is a warning.
const twoReports = (n: number) => ({ file: 'engagement/executor-reports', line: 1, column: 1, message: `${n} executor reports but no task files under tasks/`, severity: 'warning' as const });

ruleTester(rule, {
  valid: [
    { name: 'recommended: size L at intake, before any dispatch or handoff: the tasks are not due yet', status: 'skip', files: { 'criteria.md': L }, options: { preset: 'recommended' }, detail: /^size=L: no specialist dispatched and no handoff yet/ },
    { name: 'size S', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }), 'executor-reports/a.md': '', 'executor-reports/b.md': '' }, detail: /size=S/ },
    { name: 'size L with tasks and an index', files: { 'criteria.md': L, 'tasks/01-api.md': '', 'tasks/02-ui.md': '', 'tasks/INDEX.md': '' }, detail: exactly('L-tier: tasks/ has 2 task files + INDEX.md') },
    { name: 'size M with one specialist', files: { 'criteria.md': M, 'executor-reports/a.md': '' }, detail: /not required/ },
    { name: 'size M with task files', files: { 'criteria.md': M, 'executor-reports/a.md': '', 'executor-reports/b.md': '', 'tasks/01.md': '' }, detail: /1 task file/ },
  ],
  invalid: [
    {
      name: 'size L without task files, on the size line',
      files: { 'criteria.md': L, 'tasks/INDEX.md': '# i\n', 'tasks/readme.txt': 'x' },
      detail: exactly('size=L requires tasks/*.md atomic decomposition (none found)'),
      findings: [noTasksAtL],
    },
    {
      name: 'recommended: size L once a specialist was dispatched, with no task files',
      files: { 'criteria.md': L, 'executor-reports/dev-api.md': '# dev-api\n' },
      options: { preset: 'recommended' },
      detail: exactly('size=L requires tasks/*.md atomic decomposition (none found)'),
    },
    {
      name: 'size L without tasks/INDEX.md',
      files: { 'criteria.md': L, 'tasks/01-api.md': '# t\n' },
      detail: /tasks\/INDEX\.md/,
      findings: [{ file: 'engagement/tasks', line: 1, column: 1, message: 'tasks/ has 1 task file but no INDEX.md' }],
    },
    {
      name: 'size L with the manifest named index.md: the finding says to rename it',
      files: { 'criteria.md': L, 'tasks/01-api.md': '# t\n', 'tasks/index.md': '# Task index\n' },
      detail: 'size=L requires tasks/INDEX.md (dependency graph + wave grouping); not found, but tasks/index.md is there',
      fix: /^Rename tasks\/index\.md to tasks\/INDEX\.md/,
      findings: [{ file: 'engagement/tasks/index.md', line: 1, column: 1, message: 'the manifest is tasks/INDEX.md, uppercase; rename index.md to INDEX.md' }],
    },
    {
      name: 'size L with a folder named tasks/INDEX.md, at the folder',
      files: { 'criteria.md': L, 'tasks/01-api.md': '# t\n', 'tasks/INDEX.md/': '' },
      detail: 'size=L requires tasks/INDEX.md (dependency graph + wave grouping); tasks/INDEX.md is not a regular file (a folder); not read',
      findings: [{ file: 'engagement/tasks/INDEX.md', line: 1, column: 1, message: 'tasks/INDEX.md is not a regular file (a folder); not read' }],
    },
    {
      name: 'size M with two specialists and no task files, as a warning',
      status: 'warn',
      files: { 'criteria.md': M, 'executor-reports/a.md': '', 'executor-reports/b.md': '', 'tasks/INDEX.md': '' },
      detail: /size=M with 2 specialists has no tasks/,
      findings: [twoReports(2)],
    },
    {
      name: 'tasks is a file and criteria.md is garbage (tier falls back to M)',
      status: 'warn',
      files: { 'criteria.md': Buffer.from([0, 0xff, 0xfe]), tasks: 'not a folder', 'executor-reports/a.md': '', 'executor-reports/b.md': '' },
      findings: [twoReports(2)],
    },
    { name: 'size L where tasks is a file', files: { 'criteria.md': L, tasks: 'not a folder' }, detail: /none found/, findings: [noTasksAtL] },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const titleOnly = '# Task index — spring-sale-landing\n';
  const emptyIndex = { 'criteria.md': criteria({ size: 'L' }), 'tasks/01-api.md': '---\nid: t1\n---\n', 'tasks/INDEX.md': '\n  \n' };

  ruleTester(rule, {
    valid: [
      { name: 'compat: an empty tasks/INDEX.md passes at L', files: emptyIndex, options: { preset: 'compat' } },
      { name: 'recommended: a filled tasks/INDEX.md at L', files: { ...emptyIndex, 'tasks/INDEX.md': '- wave 1: t1\n' }, options: { preset: 'recommended' } },
      // The reference checks only that INDEX.md exists.
      { name: 'compat: a tasks/INDEX.md holding only its title passes at L', files: { ...emptyIndex, 'tasks/INDEX.md': titleOnly }, options: { preset: 'compat' } },
      { name: 'recommended: headings that name the task files are an index', files: { ...emptyIndex, 'tasks/INDEX.md': '# Tasks\n## Wave 1\n### 01-api (dev-backend)\n' }, options: { preset: 'recommended' } },
      { name: 'recommended: headings that name a task by its id are an index', files: { ...emptyIndex, 'tasks/INDEX.md': '# Tasks\n## Wave 1: T1\n' }, options: { preset: 'recommended' } },
      { name: 'recommended: a fenced block under the title is content', files: { ...emptyIndex, 'tasks/INDEX.md': '# Tasks\n```\nwave 1 -> wave 2\n```\n' }, options: { preset: 'recommended' } },
    ],
    invalid: [
      {
        name: 'recommended: an empty tasks/INDEX.md fails at L',
        files: emptyIndex,
        options: { preset: 'recommended' },
        detail: /^size=L requires a non-empty tasks\/INDEX\.md; it is empty$/,
        findings: [{ file: 'engagement/tasks/INDEX.md', line: 1, column: 1, message: 'tasks/INDEX.md is empty' }],
      },
      {
        name: 'recommended: a tasks/INDEX.md holding only its title fails at L ("empty tasks/INDEX.md")',
        files: { ...emptyIndex, 'tasks/INDEX.md': titleOnly },
        options: { preset: 'recommended' },
        detail: 'size=L requires a non-empty tasks/INDEX.md; it has headings but no task under them',
        findings: [{ file: 'engagement/tasks/INDEX.md', line: 1, column: 1, message: 'tasks/INDEX.md has only headings: it lists no task (a title alone is an empty index)' }],
      },
      {
        name: 'recommended: wave headings with nothing under them, a rule, a comment and an empty bullet list nothing',
        files: { ...emptyIndex, 'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n\n-\n\nWave 2\n------\n\n***\n<!-- fill in the tasks -->\n' },
        options: { preset: 'recommended' },
        detail: /it has headings but no task under them$/,
      },
      {
        name: 'recommended: a tasks/INDEX.md with only frontmatter is empty',
        files: { ...emptyIndex, 'tasks/INDEX.md': '---\ntitle: Tasks\n---\n' },
        options: { preset: 'recommended' },
        detail: /; it is empty$/,
      },
    ],
  });
});
