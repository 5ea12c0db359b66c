// "Verdict is binary … The only acceptable form of 'deferral' is something already listed in criteria.md
// 'Explicitly out of scope' or in a director-approved scope-sync.md waiver." A criteria trace written as a list
// (the S template's `- crit-1: {bullet text} ✅ {evidence path}`) gives each criterion's status by a mark; its
// history ("✅ (was ❌ …)") is no status.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const LOG = 'engagement/acceptance-log.md';
const accept = { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- crit-1 ✅\n- crit-2 ✅ read the code\n### Verdict: ACCEPT\n' };
/** The S template's inline trace in §2, crit-2's line on line 4. */
const s2 = (line: string) => `# Handoff\n## 2. Deliverables + criteria trace\n- crit-1: decimal half-up rounding ✅ \`src/billing/round.ts\`\n${line}\n`;
const message = (mark: string) => exactly(`criterion 2 is marked ${mark} in the criteria trace, yet acceptance-log.md line 5 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`);
/** A finding at `mark` (its first occurrence at or after `from`) on crit-2's line. */
const at = (line: string, mark: string, from = 0) => ({ file: HANDOFF, line: 4, column: line.indexOf(mark, from) + 1, message: message(mark) });
const failing = (name: string, line: string, mark: string, form = s2, from = 0) => ({ name, files: { ...accept, 'handoff.md': form(line) }, findings: [at(line, mark, from)] });
const met = (name: string, line: string, form = s2) => ({ name, files: { ...accept, 'handoff.md': form(line) }, detail: 'the verdict is binary' });

describe('binary-verdict: a criteria trace written as a list', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no acceptance-log.md', status: 'skip', files: {} },
      // A met mark the line gives now makes it met; the failure it recalls is history.
      met('✅ recalling an earlier ❌', '- crit-2: billing suite green ✅ (was ❌ before the credit-note fix) 23 passed, 0 failed'),
      met('🟢 recalling 🔴', '- crit-2: billing suite green 🟢 (was 🔴 in iter-1)'),
      met('❌ → ✅ across rounds', '- crit-2: billing suite green ❌ → ✅ (iter-1 → iter-2)'),
      met('✔ with a failed word in the criterion text', '- crit-2: retries on FAIL responses ✔ `src/retry.ts`'),
      met('✅ with a quoted "not met" in the criterion text', '- crit-4: "not met" banner shown when quota is exceeded ✅'),
      met('a failure named only as history, no status now', '- crit-2: billing suite green (was ❌ in iter-1), 23 passed'),
    ],
    invalid: [
      PENDING_S11_CASE,
      // A regression: the met mark is the history, the ❌ the status now.
      failing('❌ recalling an earlier ✅', '- crit-2: billing suite green ❌ (was ✅ in iter-1) 22 passed, 1 failed', '❌'),
      failing('✅ → ❌', '- crit-2: billing suite green ✅ → ❌ after the rebase', '❌'),
      {
        name: 'a §3 Status cell regressing from ✅',
        files: { ...accept, 'handoff.md': '# Handoff\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 2 | billing suite green | ❌ (was ✅ in iter-1) | `tests/billing` |\n' },
        findings: [{ file: HANDOFF, line: 5, column: 29, message: exactly('criterion 2 is marked ❌ in the criteria trace, yet acceptance-log.md line 5 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary') }],
      },
      // The acceptor's own list under its ACCEPT.
      {
        name: 'a log item regressing from ✅',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 2\n- crit-1 ✅\n- crit-3 ❌ (was ✅ in iter-1) KPP lost in the rebase\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 4, column: 10, message: /^criterion 3 is marked ❌ in the criteria list of acceptance-log\.md's iteration 2/ }],
      },
    ],
  });
});
