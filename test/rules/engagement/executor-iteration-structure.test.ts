import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { ruleTester, type Tree } from '../../rule-tester.js';

const report = (...ns: number[]) => ['# dev executor report', ...ns.map((n) => `\n## Iteration ${n} — 2026-05-0${n}\n\n- work`), ''].join('\n');
const reports = (name: string) => `engagement/executor-reports/${name}`;

/** Nothing to check yet; each case also holds a report outside executor-reports/. */
const SKIPS: Array<{ name: string; files: Tree; detail: RegExp }> = [
  { name: 'no counter', files: {}, detail: /counter missing/ },
  { name: 'an unparseable counter', files: { iteration: 'two' }, detail: /unparseable/ },
  { name: 'counter 1', files: { iteration: '1' }, detail: /iteration=1/ },
  { name: 'no executor-reports/', files: { iteration: '2' }, detail: /no executor-reports/ },
];

ruleTester(rule, {
  valid: [
    ...SKIPS.map((c) => ({ ...c, status: 'skip' as const, files: { ...c.files, 'executor-reports-old.md': report(1) } })),
    {
      name: 'every report has iteration 1 and the current one',
      files: { iteration: '3', 'executor-reports/a.md': report(1, 2, 3), 'executor-reports/b.md': report(1, 3) },
      detail: 'all 2 executor-reports have iteration-3 structure',
    },
    { name: 'an empty executor-reports/', files: { iteration: '2', 'executor-reports/': '' } },
  ],
  invalid: [
    {
      name: 'reports lacking iteration 1 or the current iteration, at their last iteration heading',
      files: {
        iteration: '2',
        'executor-reports/a-ok.md': report(1, 2),
        'executor-reports/b-no-current.md': report(1),
        'executor-reports/c-no-first.md': report(2),
        'executor-reports/d-overwritten.md': '# dev report\n\n## What was done\n- everything\n',
        'executor-reports/e-sub-level.md': '# r\n### Iteration 1\n### Iteration 2\n',
        'executor-reports/notes.txt': 'ignored',
      },
      detail: 'executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: b-no-current.md, c-no-first.md, d-overwritten.md, e-sub-level.md',
      findings: [
        { file: reports('b-no-current.md'), line: 3, column: 1, message: 'missing `## Iteration 2` (has 1)' },
        { file: reports('c-no-first.md'), line: 3, column: 1, message: 'missing `## Iteration 1` (has 2)' },
        { file: reports('d-overwritten.md'), line: 1, column: 1, message: 'missing `## Iteration 1` and `## Iteration 2` (no iteration headings)' },
        { file: reports('e-sub-level.md'), line: 1, column: 1, message: 'missing `## Iteration 1` and `## Iteration 2` (no iteration headings)' },
      ],
    },
    {
      name: 'Iteration 12 is not Iteration 1',
      files: { iteration: '2', 'executor-reports/a.md': report(12, 2) },
      findings: [{ file: reports('a.md'), line: 7, column: 1, message: 'missing `## Iteration 1` (has 12, 2)' }],
    },
    {
      name: 'a binary report',
      files: { iteration: '2', 'executor-reports/x.md': Buffer.from([0, 0xff, 0xfe]) },
      findings: [{ file: reports('x.md'), line: 1, column: 1, message: 'missing `## Iteration 1` and `## Iteration 2` (no iteration headings)' }],
    },
  ],
});
