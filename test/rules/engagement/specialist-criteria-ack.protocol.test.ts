import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/specialist-criteria-ack.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
const emptyAck = { 'criteria.md': criteria(), 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n### What was done\n- implemented crit-1 export\n' };
const looseAck = { 'criteria.md': criteria(), 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n- Addresses the "done when" export bullet of criteria.md\n' };

ruleTester(rule, {
  valid: [
    { name: 'compat: an empty acknowledgement borrows a crit-N bullet from a later section', files: emptyAck, options: compat },
    { name: 'compat: bullets that cite criteria without crit-N ids', files: looseAck, options: compat },
    { name: 'recommended: a crit-N bullet in the acknowledgement', files: { 'criteria.md': criteria(), 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n- crit-1: export adds rows\n' }, options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: an empty acknowledgement does not borrow a crit-N bullet from a later section',
      files: emptyAck,
      options: recommended,
      detail: /dev-a\.md \(section present, but no crit-N reference in its bullets\)/,
      findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: '"Criteria acknowledgement" has no list item citing crit-N' }],
    },
    {
      name: 'recommended: bullets that cite criteria without crit-N ids warn',
      status: 'warn',
      files: looseAck,
      options: recommended,
      detail: /^criteria acknowledged without crit-N ids: dev-a\.md$/,
      findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: '"Criteria acknowledgement" cites criteria without their crit-N ids' }],
    },
  ],
});
