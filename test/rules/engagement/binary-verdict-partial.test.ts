// "No ACCEPT CONDITIONAL … The only acceptable form of 'deferral' is something already listed in criteria.md
// 'Explicitly out of scope' or in a director-approved scope-sync.md waiver." A criterion the handoff's §3 marks
// met only in part is not met: an ACCEPT over it, undeferred, is as conditional as one over a ❌.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const accept = { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- crit-1 ✅\n- crit-2 ✅ read the code\n### Verdict: ACCEPT\n' };
const handoff = (status: string, deferrals = 'None.') =>
  ['# Handoff — iteration 1', '## 3. Criteria trace', '| # | Criterion | Status | Evidence |', '|---|---|---|---|', '| 1 | API returns id | ✅ | `src/a.py` |', `| 2 | client reads id | ${status} | \`src/b.py\` |`, '## 11. Known deferrals', deferrals, ''].join('\n');
const message = (mark: string) => exactly(`criterion 2 is marked ${mark} in the criteria trace, yet acceptance-log.md line 5 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`);
/** The status cell opens at column 25 of the row (`| 2 | client reads id | `). */
const COLUMN = 25;

describe('binary-verdict: an ACCEPT over a criterion §3 marks partial', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no acceptance-log.md', status: 'skip', files: {} },
      { name: 'a bare ⚠️ is a note, not a partial', files: { ...accept, 'handoff.md': handoff('⚠️ see §7 concern 2') }, detail: 'the verdict is binary' },
      { name: 'a met status recalling a partial', files: { ...accept, 'handoff.md': handoff('✅ (was ⚠️ partial in iter-1)') } },
      { name: 'a met status naming a partial thing', files: { ...accept, 'handoff.md': handoff('✅ partial refunds included') } },
      { name: 'a REJECT over a partial', files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — crit-2 partial\n', 'handoff.md': handoff('⚠️ partially') } },
      { name: 'a partial waived in scope-sync.md', files: { ...accept, 'handoff.md': handoff('⚠️ partially — string ids not handled'), 'scope-sync.md': '# Scope sync\n## Waivers\n- crit-2: string ids, user waiver 2026-05-12, director approved\n' } },
    ],
    invalid: [
      PENDING_S11_CASE,
      { name: '⚠️ partially, as the repro writes it', files: { ...accept, 'handoff.md': handoff('⚠️ partially — string ids not handled') }, findings: [{ file: HANDOFF, line: 6, column: COLUMN, message: message('⚠️ partially') }] },
      { name: '⚠️ without its VS16, and "partial"', files: { ...accept, 'handoff.md': handoff('⚠ partial') }, findings: [{ file: HANDOFF, line: 6, column: COLUMN, message: message('⚠ partial') }] },
      { name: '"partially met" (not read as met)', files: { ...accept, 'handoff.md': handoff('partially met') }, findings: [{ file: HANDOFF, line: 6, column: COLUMN, message: message('partially met') }] },
      { name: '🟡', files: { ...accept, 'handoff.md': handoff('🟡 Safari only') }, findings: [{ file: HANDOFF, line: 6, column: COLUMN, message: message('🟡') }] },
      { name: 'in Russian, «частично»', files: { ...accept, 'handoff.md': handoff('частично выполнено') }, findings: [{ file: HANDOFF, line: 6, column: COLUMN, message: message('частично') }] },
      {
        name: 'an inline S-tier trace line marked ⚠️ partial',
        files: { ...accept, 'handoff.md': '# Handoff\n## 2. Deliverables + criteria trace\n- crit-1: x ✅ `src/a.py`\n- crit-2: y ⚠️ partial `src/b.py`\n' },
        findings: [{ file: HANDOFF, line: 4, column: 13, message: /^criterion 2 is marked ⚠️ partial in the criteria trace, yet acceptance-log\.md line 5 is an ACCEPT/ }],
      },
      {
        name: 'a §11 entry without the justification a deferral needs defers nothing',
        files: { ...accept, 'handoff.md': handoff('⚠️ partially', '- crit-2 string ids: next sprint') },
        findings: [{ file: HANDOFF, line: 6, column: COLUMN, message: /^criterion 2 is marked ⚠️ partially in the criteria trace, yet acceptance-log\.md line 5 is an ACCEPT; §11 Known deferrals names it without the justification/ }],
      },
    ],
  });
});
