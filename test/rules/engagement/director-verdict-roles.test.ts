// Seed 001: the director adjudicates the remaining signals "with explicit markers (SUSTAINED/OVERRULED, SIDED WITH X,
// REAL/FALSE_POSITIVE, ACKNOWLEDGED)", and "director-verdict-check.py mechanically verifies markers exist for every
// consilium signal"; the spec counts "ACKNOWLEDGED per too-clean role". A too-clean role takes one ruling only, so
// under --preset recommended a line naming several roles with ACKNOWLEDGED acknowledges each of them. Compat counts
// markers as the reference does (one for two roles fails). A line naming more signals than its markers does name them:
// the messages say so rather than "naming none of them".
import { describe } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const LOG = 'engagement/acceptance-log.md';
const CONSILIUM = 'engagement/consilium-summary.md';
const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };

/** Two findings and two too-clean roles; the finding lines come first (consilium lines 3 and 5, roles on line 8). */
const consilium = [
  '# Consilium summary — iteration 1',
  '## Findings',
  '### 1. **MAJOR** — blue-green swap leaves the old target group attached',
  'Found by: peer-opus, sonnet-scoped (2 reviewers)',
  '### 2. **LOW** — health check timeout aborts the swap',
  'Found by: peer-opus, codex-blind (2 reviewers)',
  '## Suspicious-too-clean flags',
  'Reviewer(s) returned 0 findings: codex-informed, haiku-scoped',
].join('\n');
/** The verdict's lines from line 4 on. */
const log = (lines: string[]) => ['# Acceptance log', '## Iteration 1', '### Consilium adjudication', ...lines, '### Verdict: ACCEPT'].join('\n');
const FINDINGS = ['- Finding 1 (old target group attached): SUSTAINED — fixed, re-verified.', '- Finding 2 (timeout aborts the swap): OVERRULED — intended.'];
const BOTH = '- Too-clean flags, codex-informed and haiku-scoped: ACKNOWLEDGED — both read the previous verdict and checked the swap only.';
const files = (lines: string[]) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '1', 'consilium-summary.md': consilium, 'acceptance-log.md': log(lines) });

describe('director-verdict: one ACKNOWLEDGED on a line naming several too-clean roles', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no acceptance log', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }), iteration: '1', 'consilium-summary.md': consilium } },
      {
        name: 'recommended: one ACKNOWLEDGED naming both roles acknowledges each',
        files: files([...FINDINGS, BOTH]),
        options: recommended,
        detail: 'all consilium signals adjudicated (convergent findings: 2/2 adjudicated, too-clean flags: 2/2 adjudicated)',
      },
      {
        name: 'recommended: the roles named on the line before an ACKNOWLEDGED opening its own',
        files: files([...FINDINGS, '- Too-clean: codex-informed, haiku-scoped', 'ACKNOWLEDGED — both read the previous verdict.']),
        options: recommended,
        detail: /too-clean flags: 2\/2 adjudicated/,
      },
      { name: 'compat: a marker for each role, on one line', files: files([...FINDINGS, '- codex-informed: ACKNOWLEDGED, haiku-scoped: ACKNOWLEDGED']), options: compat },
    ],
    invalid: [
      {
        name: 'recommended: a role the line does not name is still open',
        files: files([...FINDINGS, '- Too-clean flag, codex-informed: ACKNOWLEDGED — read the previous verdict.']),
        options: recommended,
        detail: exactly('too-clean flags: 2 signals, only 1 ACKNOWLEDGED markers in verdict'),
        findings: [
          { file: LOG, line: 2, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 1 of 2 too-clean flags (needs ACKNOWLEDGED for each)') },
          { file: CONSILIUM, line: 8, column: 1, severity: 'info', message: exactly('too-clean reviewer needing an ACKNOWLEDGED marker: haiku-scoped') },
        ],
      },
      {
        name: 'recommended: a negated ACKNOWLEDGED naming both roles acknowledges neither',
        files: files([...FINDINGS, '- Too-clean flags, codex-informed and haiku-scoped: not ACKNOWLEDGED yet.']),
        options: recommended,
        detail: /^too-clean flags: 2 signals, only 0 ACKNOWLEDGED markers in verdict/,
      },
      {
        name: 'compat: one ACKNOWLEDGED for two roles is one marker, and the message says the line names both',
        files: files([...FINDINGS, BOTH]),
        options: compat,
        detail: exactly('too-clean flags: 2 signals, only 1 ACKNOWLEDGED markers in verdict'),
        findings: [
          { file: LOG, line: 2, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 1 of 2 too-clean flags (needs ACKNOWLEDGED for each)') },
          ...['codex-informed', 'haiku-scoped'].map((role) => ({
            file: CONSILIUM,
            line: 8,
            column: 1,
            severity: 'info' as const,
            message: exactly(`one of these 2 too-clean flags needs an ACKNOWLEDGED marker (the verdict has 1 for 2 and gives none of them a marker of its own: L6 names 2 of them with 1 marker): ${role}`),
          })),
        ],
      },
      {
        name: 'recommended: one SUSTAINED for two findings rules on neither, and the messages say the line names both',
        files: files(['- Findings 1 and 2: SUSTAINED — both fixed.', BOTH]),
        options: recommended,
        detail: exactly('convergent findings: 2 signals, only 1 SUSTAINED/OVERRULED markers in verdict, giving none of them a marker of its own (L4 names 2 of them with 1 marker)'),
        findings: [
          { file: LOG, line: 2, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 0 of 2 convergent findings (needs SUSTAINED/OVERRULED for each)') },
          { file: LOG, line: 4, column: 21, severity: 'warning', message: exactly('this line names more convergent findings than its 1 SUSTAINED/OVERRULED marker, so it adjudicates none of them: give each its own marker') },
          ...[
            [3, 'finding 1 (blue-green swap leaves the old target group attached)'],
            [5, 'finding 2 (health check timeout aborts the swap)'],
          ].map(([line, label]) => ({
            file: CONSILIUM,
            line: line as number,
            column: 1,
            severity: 'info' as const,
            message: exactly(`convergent finding needing a SUSTAINED/OVERRULED marker: ${label} (L4 of acceptance-log.md names it among 2 convergent findings with 1 SUSTAINED/OVERRULED marker)`),
          })),
        ],
      },
    ],
  });
});
