import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const L = { 'criteria.md': criteria({ size: 'L' }), iteration: '2\n' };
const recommended = { preset: 'recommended' as const };
const notRedispatched = {
  ...L,
  'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- crit-1 done\n## Iteration 2\n- fixed crit-2\n',
  'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- crit-3 done\n',
};
const late = { ...L, 'executor-reports/dev-b.md': '# dev-b\n## Iteration 2\n- joined for crit-4\n' };

ruleTester(rule, {
  valid: [{ name: 'recommended: a specialist whose task was not re-dispatched keeps only iteration 1', files: notRedispatched, options: recommended }],
  invalid: [
    {
      name: 'compat: a specialist whose task was not re-dispatched',
      files: notRedispatched,
      detail: /dev-frontend\.md/,
      findings: [{ file: 'engagement/executor-reports/dev-frontend.md', line: 2, column: 1, message: 'missing `## Iteration 2` (has 1)' }],
    },
    {
      name: 'recommended: a report without any iteration heading',
      files: { ...L, 'executor-reports/dev-a.md': '# dev-a\n### What was done\n- crit-1\n' },
      options: recommended,
      detail: 'executor-reports without their earlier `## Iteration N` sections: dev-a.md',
      findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 1, column: 1, message: "no `## Iteration N` heading at iteration 2: earlier work cannot be told from this round's" }],
    },
    {
      name: 'recommended: a report that starts at iteration 2 but speaks of iter-1 was overwritten',
      files: { ...L, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 2\n### What changed since iter-1\n- x\n' },
      options: recommended,
      detail: 'executor-reports without their earlier `## Iteration N` sections: dev-a.md',
      findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 24, message: 'report starts at `## Iteration 2` but refers to iteration 1: the earlier iteration was overwritten' }],
    },
    {
      name: 'recommended: a report that starts at iteration 2 and does not speak of iter-1 warns',
      status: 'warn',
      files: late,
      options: recommended,
      detail: 'executor-reports starting after iteration 1: dev-b.md',
      findings: [{ file: 'engagement/executor-reports/dev-b.md', line: 2, column: 1, message: 'first iteration heading is `## Iteration 2`: first dispatched then, or iteration 1 was overwritten' }],
    },
    {
      name: 'compat: a report that starts at iteration 2',
      files: late,
      findings: [{ file: 'engagement/executor-reports/dev-b.md', line: 2, column: 1, message: 'missing `## Iteration 1` (has 2)' }],
    },
  ],
});
