import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/task-owner-report.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const task = (id: string, owner: string) => taskFile({ id, owner, wave: 1, files: [`src/${id}.ts`], crit_refs: ['crit-1'] });
const report = '# report\n\n## Iteration 1\n### Criteria acknowledgement\n- crit-1\n';
const base = { 'handoff.md': '# Handoff\n', 'tasks/T1.md': task('T1', 'dev-backend-engineer'), 'tasks/T2.md': task('T2', 'dev-frontend-engineer'), 'tasks/T3.md': task('T3', 'dev-backend-engineer') };
const { 'handoff.md': _h, ...noHandoff } = base;
// taskFile(): ---, id, owner (line 3)
const noReport = (task: string, owner: string) => ({ file: `engagement/tasks/${task}.md`, line: 3, column: 1, message: `owner \`${owner}\` has no engagement/executor-reports/${owner}.md` });
// An off-script report is a warning, beside a missing report or alone.
const offScript = (owner: string) => ({ file: `engagement/executor-reports/${owner}.md`, line: 1, column: 1, message: `report from \`${owner}\`, whom no task names as owner`, severity: 'warning' as const });

ruleTester(rule, {
  valid: [
    { name: 'every owner reported', files: { ...base, 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/dev-frontend-engineer.md': report }, detail: exactly('all 2 task owners reported') },
    // `.MD` is markdown too (a case-insensitive file system or an editor writes it): the report is there.
    { name: 'a report named with an upper-case `.MD`', files: { ...base, 'executor-reports/dev-backend-engineer.MD': report, 'executor-reports/dev-frontend-engineer.Md': report }, detail: exactly('all 2 task owners reported') },
    { name: 'before the handoff', status: 'skip', files: noHandoff, detail: /handoff.md not written yet/ },
    { name: 'before the handoff, in --mode ready (not required)', status: 'skip', files: noHandoff, options: { mode: 'ready' }, detail: /handoff.md not written yet/ },
    { name: 'no owned tasks', status: 'skip', files: { 'handoff.md': '# H\n', 'tasks/T1.md': '# no fields\n' }, detail: exactly('no task file names an owner') },
    { name: 'degenerate files', status: 'skip', files: { 'handoff.md': '', 'tasks/a.md': Buffer.from([0, 0xff]), 'tasks/b.md': '---\nowner: [x\n---\n', 'executor-reports/x.md': Buffer.from([0]) } },
    { name: 'size S, outside the tiers', status: 'skip', files: { ...base, 'criteria.md': criteria({ size: 'S' }) }, detail: /^size=S: task owners' reports .* applies at tiers M, L only/ },
  ],
  invalid: [
    ...['Dev-Frontend-Engineer', 'DEV-FRONTEND-ENGINEER', 'dev-frontend-engineer (agentType)'].map((owner) => ({
      name: `an owner written \`${owner}\` beside the report dev-frontend-engineer.md: one finding naming the report it looks like`,
      files: { ...base, 'tasks/T2.md': task('T2', owner), 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/dev-frontend-engineer.md': report },
      detail: exactly(`task owner without an executor report: ${owner}`),
      findings: [
        {
          ...noReport('T2', owner),
          message: `owner \`${owner}\` has no engagement/executor-reports/${owner}.md; executor-reports/dev-frontend-engineer.md looks like its report: write the owner as the agentType the report is named for (\`owner: dev-frontend-engineer\`)`,
        },
      ],
    })),
    {
      name: 'an owner without a report, at the owner line of its first task',
      files: { ...base, 'executor-reports/dev-backend-engineer.md': report },
      detail: exactly('task owner without an executor report: dev-frontend-engineer'),
      findings: [noReport('T2', 'dev-frontend-engineer')],
    },
    {
      name: "an owner whose report is there but no file (a folder) is told it could not be read, not that it is missing",
      files: { ...base, 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/dev-frontend-engineer.md/x.txt': 'x' },
      findings: [{ file: 'engagement/tasks/T2.md', line: 3, column: 1, message: "owner `dev-frontend-engineer`'s report engagement/executor-reports/dev-frontend-engineer.md could not be read (expected a file, found a directory or special file)" }],
    },
    {
      name: 'a report from a specialist no task names, as a warning',
      status: 'warn',
      files: { ...base, 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/dev-frontend-engineer.md': report, 'executor-reports/ux-copywriter.md': report },
      detail: /off-script report from specialist no task names: ux-copywriter/,
      findings: [offScript('ux-copywriter')],
    },
    {
      name: 'every owner when executor-reports/ is missing',
      files: base,
      detail: exactly('task owners without an executor report: dev-backend-engineer, dev-frontend-engineer'),
      findings: [noReport('T1', 'dev-backend-engineer'), noReport('T2', 'dev-frontend-engineer')],
    },
    {
      name: 'a report `.MD` beside an owner whose report is really missing (`.md.txt`, `.mdx` are no reports)',
      files: { ...base, 'executor-reports/dev-backend-engineer.MD': report, 'executor-reports/dev-frontend-engineer.md.txt': report, 'executor-reports/dev-frontend-engineer.mdx': report },
      detail: exactly('task owner without an executor report: dev-frontend-engineer'),
      findings: [noReport('T2', 'dev-frontend-engineer')],
    },
    {
      name: 'an off-script report named `.MD` is reported by its stem, at its own file',
      status: 'warn',
      files: { ...base, 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/dev-frontend-engineer.md': report, 'executor-reports/ux-copywriter.MD': report },
      detail: /off-script report from specialist no task names: ux-copywriter$/,
      findings: [{ ...offScript('ux-copywriter'), file: 'engagement/executor-reports/ux-copywriter.MD' }],
    },
    {
      name: 'a missing report and an off-script one',
      files: { ...base, 'executor-reports/dev-backend-engineer.md': report, 'executor-reports/ux-copywriter.md': report },
      detail: exactly('task owner without an executor report: dev-frontend-engineer; off-script reports: ux-copywriter'),
      findings: [noReport('T2', 'dev-frontend-engineer'), offScript('ux-copywriter')],
    },
  ],
});
