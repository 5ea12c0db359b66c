import rule from '../../../rules/engagement/acceptance-log-paths.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const LOG = 'engagement/acceptance-log.md';
const log = (accepted: string) =>
  [
    '# Acceptance log',
    '## Iteration 1',
    '### Verdict: REJECT',
    '- blocker: `src/legacy-export.ts` duplicates the exporter; delete it',
    '## Iteration 2',
    '### Verdict: ACCEPT',
    accepted,
  ].join('\n');
const reworked = { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/export.ts`'), '../src/export.ts': 'x' };
const onlyRejected = { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n- would have been Verdict: ACCEPT with `src/x.ts`\n' };
const recommended = { preset: 'recommended' as const };

ruleTester(rule, {
  valid: [
    { name: 'recommended: a file an earlier REJECT cited and the rework deleted does not fail the ACCEPT', files: reworked, options: recommended, detail: '1 cited evidence paths exist (iteration 2, the accepted one)' },
    { name: 'recommended: only a REJECT iteration, though the text mentions Verdict: ACCEPT', status: 'skip', files: onlyRejected, options: recommended, detail: 'no iteration with an ACCEPT verdict yet' },
  ],
  invalid: [
    {
      name: 'compat: the deleted file an earlier REJECT cited fails the ACCEPT',
      files: reworked,
      detail: 'phantom evidence paths: src/legacy-export.ts',
      findings: [{ file: LOG, line: 4, column: 13, message: 'phantom evidence: `src/legacy-export.ts` does not exist' }],
    },
    {
      name: "recommended: the accepted iteration's own phantom evidence still fails",
      files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log('- evidence: `src/missing.ts`') },
      options: recommended,
      detail: 'phantom evidence paths: src/missing.ts',
      findings: [{ file: LOG, line: 7, column: 14, message: 'phantom evidence: `src/missing.ts` does not exist' }],
    },
    {
      name: 'compat: a REJECT-only log that mentions Verdict: ACCEPT is read as accepted',
      files: onlyRejected,
      detail: 'phantom evidence paths: src/x.ts',
      findings: [{ file: LOG, line: 3, column: 41, message: 'phantom evidence: `src/x.ts` does not exist' }],
    },
  ],
});
