import rule from '../../../rules/engagement/verdict-canonical.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

// `  ### Verdict: ACCEPT`, indented by up to three spaces, is still an H3 in CommonMark.
const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
const indented = '# Acceptance log\n\n## Iteration 1\n\n- crit-1 ✅\n\n  ### Verdict: ACCEPT\n';
const laterIndented = '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n   ### Verdict: ACCEPT\n';

ruleTester(rule, {
  valid: [
    { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
    { name: 'recommended: a code block indented by four spaces holds no verdict beside a canonical one', files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n\n    ### Verdict: REJECT\n' }, options: recommended, detail: 'canonical verdict found: ACCEPT' },
  ],
  invalid: [
    {
      name: 'compat: a verdict heading indented by two spaces fails, saying it is indented',
      files: { 'acceptance-log.md': indented },
      detail: exactly('the verdict line `### Verdict: ACCEPT` (L7) is indented by 2 spaces: the verdict line must start at the beginning of the line (`### Verdict: ACCEPT`, no spaces before it); canonical is `### Verdict: ACCEPT|REJECT|ABORTED`'),
      fix: 'Remove the spaces before `### Verdict:`',
      findings: [{ file: LOG, line: 7, column: 1, message: exactly('`### Verdict: ACCEPT` is indented by 2 spaces: the verdict line must start at the beginning of the line (`### Verdict: ACCEPT`, no spaces before it)') }],
    },
    {
      name: 'recommended: a verdict heading indented by two spaces is read as the H3 it renders as, and warns',
      status: 'warn',
      files: { 'acceptance-log.md': indented },
      options: recommended,
      detail: exactly('verdict found on a heading indented by 2 spaces: ACCEPT; canonical is `### Verdict: ACCEPT|REJECT|ABORTED` at the start of the line'),
      findings: [{ file: LOG, line: 7, column: 1, message: exactly('verdict heading indented by 2 spaces; canonical is `### Verdict: ACCEPT` at the start of the line'), severity: 'warning' }],
    },
    {
      name: 'recommended: the latest round\'s verdict heading indented by three spaces warns, naming the indentation',
      status: 'warn',
      files: { 'acceptance-log.md': laterIndented },
      options: recommended,
      findings: [{ file: LOG, line: 5, message: exactly('the latest verdict is written as `### Verdict: ACCEPT` indented by 3 spaces; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`') }],
    },
    {
      name: 'a verdict with no canonical form anywhere still fails',
      files: { 'acceptance-log.md': '## Iteration 1\n#### Verdict: ACCEPT\n' },
      options: recommended,
      detail: /is not parseable/,
    },
  ],
});
