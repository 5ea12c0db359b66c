import rule from '../../../rules/engagement/human-directive.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const log = '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPT\n- all criteria met\n';
const mAccept = { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': log };

ruleTester(rule, {
  valid: [
    { name: 'compat: an M ACCEPT with neither consilium nor human directive', status: 'skip', files: mAccept },
    { name: 'recommended: a REJECT without a consilium', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n' }, options: recommended },
    { name: 'recommended: an S engagement without a consilium', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': log }, options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: an M ACCEPT with neither consilium nor human directive',
      files: mAccept,
      options: recommended,
      detail: 'size=M ACCEPT written without consilium-summary.md or human-directive.md: the adversary pass and the human judge were skipped',
      // at the verdict word of `### Verdict: ACCEPT`
      findings: [{ file: 'engagement/acceptance-log.md', line: 3, column: 14, message: 'ACCEPT without a consilium and a human directive' }],
    },
  ],
});
