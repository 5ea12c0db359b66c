import rule from '../../../rules/engagement/acceptance-log-paths.js';
import { ruleTester } from '../../rule-tester.js';

const LOG = 'engagement/acceptance-log.md';
const phantomLog = '# Acceptance\n\nVerdict: ACCEPTED\n\nChecked engagement/traces/iter-1/checkout.json and `../outside.md`.\n';

ruleTester(rule, {
  valid: [
    { name: 'an accepted log whose evidence exists', files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n### Verdict: ACCEPT\n- evidence `engagement/validation-outputs/cr-iter-1-x.json`\n', 'validation-outputs/cr-iter-1-x.json': '{}' }, detail: '1 cited evidence paths exist' },
    { name: 'a binary acceptance log citing nothing', files: { 'acceptance-log.md': Buffer.concat([Buffer.from('Verdict: ACCEPT\n'), Buffer.from([0, 0xff, 0xfe])]) }, detail: '0 cited evidence paths exist' },
    { name: 'no acceptance-log.md, a skip even in --mode ready', status: 'skip', files: {}, options: { mode: 'ready' }, detail: /not yet written/ },
    {
      name: 'no `Verdict: ACCEPT` yet, a skip even with phantom paths and in --mode ready',
      status: 'skip',
      files: { 'acceptance-log.md': '# Acceptance\n## Iteration 1\n### Verdict: REJECT\n- `src/missing.ts`\n' },
      options: { mode: 'ready' },
      detail: /no `Verdict: ACCEPT`/,
    },
    // The exact text `Verdict: ACCEPT` is needed, as the reference does: a bold label is not a verdict here.
    ...['**Verdict:** ACCEPT', 'Verdict:ACCEPT', 'verdict: accept'].map((verdict) => ({
      name: `no verdict in \`${verdict}\``,
      status: 'skip' as const,
      files: { 'acceptance-log.md': `# Acceptance\n${verdict}\n- \`src/missing.ts\`\n` },
    })),
  ],
  invalid: [
    {
      name: 'phantom evidence and a path outside the root, with their lines',
      files: { 'acceptance-log.md': phantomLog },
      detail: 'phantom evidence paths: engagement/traces/iter-1/checkout.json; paths outside the project root: ../outside.md',
      findings: [
        { file: LOG, line: 5, column: 9, message: 'phantom evidence: `engagement/traces/iter-1/checkout.json` does not exist' },
        { file: LOG, line: 5, column: 53, message: 'cited path `../outside.md` resolves outside the project root; not checked' },
      ],
    },
  ],
});
