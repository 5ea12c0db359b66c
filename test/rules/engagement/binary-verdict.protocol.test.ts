import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';

const LOG = 'engagement/acceptance-log.md';
/** A line deferring the check to the user, the column of the deferral and the words quoted. */
const DEFERRALS: Array<[string, number, string]> = [
  ['- Manual check left to the user.', 16, 'left to the user'],
  ['- Пользователь должен проверить экспорт.', 3, 'Пользователь должен проверить'],
  ['- Asked the user to confirm the layout.', 3, 'Asked the user to confirm'],
];

// An ACCEPT that defers verification to the user is not binary.
ruleTester(rule, {
  valid: [
    {
      name: "a deferral criteria.md put out of scope, and a REJECT's request to the user",
      files: {
        'acceptance-log.md': [
          '## Iteration 1',
          '### Verdict: REJECT — validation incomplete: docker',
          '- The user should start Docker Desktop.',
          '## Iteration 2',
          '### Verdict: ACCEPT',
          '- Mobile layout: the user will check it later, out of scope per criteria.md.',
        ].join('\n'),
      },
    },
  ],
  invalid: [
    {
      name: 'a clean ACCEPT whose body hands the remaining check to the user',
      files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPT\n- All criteria met.\n- The user should verify the CSV export on staging.\n' },
      detail: 'a verdict is not binary: L5',
      findings: [{ file: LOG, line: 5, column: 3, message: 'the ACCEPT defers verification to the user ("The user should verify"): the verdict is binary' }],
    },
    ...DEFERRALS.map(([line, column, quote]) => ({
      name: line,
      files: { 'acceptance-log.md': `## Iteration 1\n### Verdict: ACCEPT\n${line}\n` },
      detail: 'a verdict is not binary: L3',
      findings: [{ file: LOG, line: 3, column, message: `the ACCEPT defers verification to the user ("${quote}"): the verdict is binary` }],
    })),
  ],
});
