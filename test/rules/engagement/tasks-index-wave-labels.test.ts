import { afterAll, expect, it } from 'vitest';
import rule from '../../../rules/engagement/tasks-index.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

// The short wave form `W1` (a task's `wave: W1` is wave 1) opens a heading, a label line or a list item
// as `Wave 1` does; inside a sentence or a file name it is no wave.
const task = (id: string, owner: string, wave: string | number, crit: string) => taskFile({ id, owner, wave, files: [`src/${id}.ts`], crit_refs: [crit] });
const base = {
  'criteria.md': criteria({ size: 'L' }),
  'tasks/t01-export-endpoint.md': task('t01-export-endpoint', 'dev-backend-engineer', 1, 'crit-1'),
  'tasks/t02-export-tests.md': task('t02-export-tests', 'dev-qa-engineer', 2, 'crit-2'),
  'tasks/t03-staging-deploy.md': task('t03-staging-deploy', 'dev-devops-engineer', 3, 'crit-3'),
};
const T1 = '- t01-export-endpoint — dev-backend-engineer — crit-1';
const T2 = '- t02-export-tests — dev-qa-engineer — crit-2';
const T3 = '- t03-staging-deploy — dev-devops-engineer — crit-3';
const INDEX = 'engagement/tasks/INDEX.md';
const at = (line: number, column: number, message: string) => ({ file: INDEX, line, column, message });
const NO_WAVES = at(1, 1, 'tasks/INDEX.md lists no waves (`## Wave N` headings, a wave column, or `wave N` on the task lines)');
const agree = /^3 task files complete and in agreement with tasks\/INDEX\.md$/;

ruleTester(rule, {
  valid: [
    { name: 'no task files', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }), 'tasks/INDEX.md': '# Tasks\n\n**W1**\n' } },
    ...[
      ['bold labels with a title', `# Tasks\n\n**W1: foundation**\n${T1}\n\n**W2: consumers**\n${T2}\n\n**W3: deploy**\n${T3}\n`],
      ['bare bold labels', `# Tasks\n\n**W1**\n${T1}\n\n**W2**\n${T2}\n\n**W3**\n${T3}\n`],
      ['labels mixed with `Wave 2:`, in Russian', `# Задачи\n\n**W1: фундамент**\n${T1.replace('- ', '1. ')}\n\nWave 2: потребители\n${T2}\n\n**W3**\n${T3}\n`],
      ['plain labels and a dash', `# Tasks\n\nW1\n${T1}\n\nW2 — consumers\n${T2}\n\n__w3 (deploy)__\n${T3}\n`],
      ['headings', `# Tasks\n\n### W1 — foundation\n${T1}\n\n### **W2**\n${T2}\n\n## W3: deploy\n${T3}\n`],
      ['list items over nested tasks', `# Tasks\n\n- W1:\n  ${T1}\n- **W2: consumers**\n  ${T2}\n- W3\n  ${T3}\n`],
      ['`W1` opening each task line', `# Tasks\n\n- W1: t01-export-endpoint — dev-backend-engineer — crit-1\n- W2 — t02-export-tests — dev-qa-engineer — crit-2\n- **W3** t03-staging-deploy — dev-devops-engineer — crit-3\n`],
    ].map(([name, text]) => ({ name: `W wave labels: ${name}`, files: { ...base, 'tasks/INDEX.md': text! }, detail: agree })),
    {
      name: 'a sub-wave `**W1b**` is wave 1b',
      files: { ...base, 'tasks/t01-export-endpoint.md': task('t01-export-endpoint', 'dev-backend-engineer', '1b', 'crit-1'), 'tasks/INDEX.md': `# Tasks\n\n**W1b**\n${T1}\n\n**W2**\n${T2}\n\n**W3**\n${T3}\n` },
      detail: agree,
    },
  ],
  invalid: [
    {
      name: 'a task under the wrong W label is in that wave',
      files: { ...base, 'tasks/INDEX.md': `# Tasks\n\n**W2**\n${T1}\n${T2}\n\n**W3**\n${T3}\n` },
      findings: [at(4, 3, 'task `t01-export-endpoint` is in wave 2 here but wave 1 in engagement/tasks/t01-export-endpoint.md:L4')],
    },
    {
      name: '`W1` inside a sentence, `W3C` and a file name `w1-setup.md` are no waves',
      files: { ...base, 'tasks/INDEX.md': `# Tasks\n\nW1 ships the API and W2 the UI.\n${T1}\n\n## W3C notes\n${T2}\n\nw1-setup.md — the setup\n${T3}\n- W2 is where the tests go\n` },
      findings: [NO_WAVES, at(4, 3, 'task `t01-export-endpoint` is listed outside any wave'), at(7, 3, 'task `t02-export-tests` is listed outside any wave'), at(10, 3, 'task `t03-staging-deploy` is listed outside any wave')],
    },
    {
      name: 'a task whose id is `W1` is not in wave 1 for its name',
      files: {
        'criteria.md': criteria({ size: 'L' }),
        'tasks/W1.md': task('W1', 'dev-backend-engineer', 2, 'crit-1'),
        'tasks/INDEX.md': '# Tasks\n\n- W1 — dev-backend-engineer — crit-1\n',
      },
      findings: [NO_WAVES, at(3, 3, 'task `W1` is listed outside any wave')],
    },
  ],
});

// How fast is bench/hostile.mjs's to measure: here the long runs must give a verdict, not an internal error.
it('reads long runs of `W`, digits and blanks on labels, headings and list items', async () => {
  const runs = ['W'.repeat(100_000), `W${'1'.repeat(100_000)}x`, `W1${' '.repeat(100_000)}x`, `**W1${'*'.repeat(100_000)}`];
  const text = `# Tasks\n\n${runs.map((r) => `${r}\n## ${r}\n- ${r}\n${T1}\n`).join('\n')}`;
  const r = await check(rule, { ...base, 'tasks/INDEX.md': text });
  expect(r.internal_error, r.detail).toBeUndefined();
  expect(['pass', 'fail']).toContain(r.status);
});
