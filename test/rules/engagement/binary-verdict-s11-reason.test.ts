// Seed 001: §11's template is "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver |
// director-approved scope note}", and "The only acceptable form of "deferral" is something already listed in
// criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver". The words of an entry's
// justification give its reason, not the item: an entry deferring two audit findings to the backlog "as criteria.md's
// scope says", citing the criterion that asks for those backlog tickets, defers no criterion. An entry whose item
// names that criterion still does.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const CRITERIA = `---
size: M
---
# Acceptance criteria — auth-security-audit

## Scope
Audit the auth service and fix every Critical and High finding; Medium and Low go to the backlog with tickets.

## Done when
- The report lists every finding with ID, severity, status and the method that found it
- Every Critical and High finding is fixed and has a regression test
- Medium/Low findings each have a backlog ticket id in the report

## Explicitly out of scope
- Infrastructure (WAF, TLS config) — the cloud team's audit
`;
/** §11's entry sits on line 8. */
const handoff = (s11: string) =>
  [
    '# Handoff — iteration 1',
    '## 3. Criteria trace',
    '| # | Criterion | Status | Evidence |',
    '|---|---|---|---|',
    '| 1 | report lists every finding | ✅ | `docs/audit.md:3-10` |',
    '| 3 | Medium/Low have tickets | ✅ | `docs/audit.md:7-8` (SEC-311, SEC-312) |',
    '## 11. Known deferrals',
    s11,
    '',
  ].join('\n');
/** The verdict is on line 6. */
const ACCEPT = '# Acceptance log\n## Iteration 1\n- crit-1 ✅ verified\n- crit-2 ✅ verified\n- crit-3 ✅ verified\n### Verdict: ACCEPT\n';
const files = (s11: string, log?: string) => ({ 'criteria.md': CRITERIA, 'handoff.md': handoff(s11), ...(log ? { 'acceptance-log.md': log } : {}) });

/** The entry as the audit wrote it: two findings, the criteria.md scope that sends them to the backlog. */
const FINDINGS = '- AUTH-03, AUTH-04: criteria.md scope (Medium/Low → backlog with tickets SEC-311, SEC-312)';
const STANDS = `a deferral stands only on criteria.md's "Explicitly out of scope" listing it, an explicit user waiver recorded in scope-sync.md, or a director-approved scope note naming it`;
const WHAT = 'crit-3 ("Medium/Low findings each have a backlog ticket id in the report"), in scope by criteria.md, without a justification the protocol accepts';

describe("binary-verdict: a §11 entry's justification names no deferred criterion", () => {
  ruleTester(rule, {
    valid: [
      { name: 'audit findings sent to the backlog by criteria.md, before the verdict', status: 'skip', files: files(FINDINGS) },
      { name: 'the same under an ACCEPT', files: files(FINDINGS, ACCEPT), detail: 'the verdict is binary' },
      { name: '"justified by", the criterion quoted in the reason', files: files('- AUTH-03, AUTH-04: justified by criteria.md scope — Medium/Low findings go to the backlog with tickets', ACCEPT) },
      { name: 'a director-approved note, its reason in the words of the criterion', files: files('- Login rate-limit finding AUTH-05: director-approved scope note (Medium/Low findings → backlog ticket SEC-313)', ACCEPT) },
    ],
    invalid: [
      {
        name: 'the item itself names the criterion, before the verdict',
        status: 'warn',
        files: files('- Backlog tickets for the Medium/Low findings: criteria.md scope (next sprint)'),
        findings: [{ file: HANDOFF, line: 8, column: 3, message: exactly(`§11 Known deferrals defers ${WHAT}: ${STANDS}; the round has no verdict yet, and an ACCEPT would fail over it`) }],
      },
      {
        name: 'the item names the criterion, under an ACCEPT',
        files: files('- Backlog ticket ids for the Medium/Low findings: deferred to next sprint, justified by criteria.md scope', ACCEPT),
        findings: [{ file: HANDOFF, line: 8, column: 3, message: exactly(`§11 Known deferrals defers ${WHAT}, yet acceptance-log.md line 6 is an ACCEPT: ${STANDS}; the verdict is binary`) }],
      },
      {
        name: 'no justification: every clause may name the item',
        files: files('- AUTH-03, AUTH-04 (Medium/Low findings): backlog ticket ids next sprint, the team is busy', ACCEPT),
        findings: [{ file: HANDOFF, line: 8, column: 3, message: exactly(`§11 Known deferrals defers ${WHAT}, yet acceptance-log.md line 6 is an ACCEPT: ${STANDS}; the verdict is binary`) }],
      },
    ],
  });
});
