// Seed 001: "The only acceptable form of 'deferral' is something already listed in criteria.md 'Explicitly out of
// scope' or in a director-approved scope-sync.md waiver." A §11 entry deferring a criterion criteria.md numbers claims
// "criteria.md out of scope" in vain, whatever topic words it shares with that list; and a record is found by the
// item's words, not by the justification's own ("director-approved", "waiver"), which every record holds.
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';

const CRITERIA = `---
size: M
---
# Acceptance criteria — credit-notes

## Done when
- crit-1: A credit note posts a reversing ledger entry with the same VAT rate
- crit-2: Dead-letter marking for timeouts after the last retry
- crit-3: Integration tests for full, partial and excessive credit notes pass in CI

## Explicitly out of scope
- Credit notes in foreign currency — all invoices are in RUB today
- PDF rendering of credit notes — the PDF engagement follows
`;
/** §11's entries from line 3 on. */
const handoff = (...s11: string[]) => ['# Handoff — iteration 1', '## 11. Known deferrals', ...s11, ''].join('\n');
const ACCEPT = '# Acceptance log\n## Iteration 1\n- crit-1 ✅ verified\n### Verdict: ACCEPT\n';
const WAIVER = '# Scope sync\n\n## Waivers\n- Jitter on the backoff schedule: director-approved waiver (dev-manager, 2026-07-03) — the queue volume is below 50/min.\n';
const files = (s11: string[], scopeSync?: string) => ({ 'criteria.md': CRITERIA, 'handoff.md': handoff(...s11), 'acceptance-log.md': ACCEPT, ...(scopeSync ? { 'scope-sync.md': scopeSync } : {}) });
const unrecorded = (crit: string) => new RegExp(`^§11 Known deferrals defers ${crit} \\(.*\\), in scope by criteria\\.md, on a justification that is not on record`);

ruleTester(rule, {
  valid: [
    { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
    {
      name: "items criteria.md lists out of scope, deferred as such; a waiver naming the item's own words",
      files: files(['- Foreign-currency credit notes: criteria.md out of scope.', '- PDF of credit notes: criteria.md out of scope.', '- Jitter on the backoff schedule: justified by director-approved scope note.'], WAIVER),
      options: { preset: 'recommended' },
      detail: /^the verdict is binary/,
    },
  ],
  invalid: [
    PENDING_S11_CASE,
    {
      name: 'a numbered in-scope criterion claimed "criteria.md out of scope" for a topic word it shares with that list',
      files: files(['- crit-3 integration test for the excessive credit note: criteria.md out of scope.']),
      options: { preset: 'recommended' },
      findings: [{ file: 'engagement/handoff.md', line: 3, column: 3, message: unrecorded('crit-3') }],
    },
    {
      name: 'a director-approved note claimed for a criterion, with only a waiver of something else on record',
      files: files(['- crit-2 dead-letter marking for timeouts: justified by director-approved scope note.'], WAIVER),
      options: { preset: 'recommended' },
      findings: [{ file: 'engagement/handoff.md', line: 3, column: 3, message: unrecorded('crit-2') }],
    },
  ],
});
