// "Verdict is binary … The only acceptable form of 'deferral' is something already listed in criteria.md
// 'Explicitly out of scope' or in a director-approved scope-sync.md waiver." A criteria trace written as a list
// (the S template's `- crit-1: {bullet text} ✅ {evidence path}`, or §3 as `- crit-N: … — Met` items) gives each
// criterion's status by a mark, or by a status word opening a clause; its history ("✅ (was ❌ …)") is no status.
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
/** §3 written as a list, crit-2's line on line 4. */
const s3 = (line: string) => `# Handoff\n## 3. Criteria trace\n- crit-1: 200, application/pdf — Met (\`src/invoices/routes.ts:17-20\`)\n${line}\n## 4. Executor reports\n`;
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
      // Status words: only where they stand as the item's status.
      met('"Met" after a criterion text opening with "failed"', '- crit-2: failed payments are retried — Met (`src/retry.ts`)', s3),
      met('"Met" after a quoted "not met"', '- crit-4: "not met" banner shown when quota is exceeded — Met', s3),
      met('"Met" after a criterion text opening with "pending" or "blocked"', '- crit-2: pending orders page lists blocked users — Met', s3),
      met('PASS with its counts', '- crit-2: billing suite green — PASS: 23 passed, 0 failed'),
      met('a zero count of failures is no status', '- crit-2: billing suite green — Failed: 0, passed: 23'),
      met('a met status recalling a failed one', '- crit-2: billing suite green — Met (was: Not met in iter-1)', s3),
      met('the latest round passes', '- crit-2: billing suite green — iter-1: FAIL; iter-2: PASS'),
      met('in Russian, «выполнено»', '- crit-2: прогон зелёный — выполнено (`tests/billing`)', s3),
      met('a bold label and a bold Met', '- **crit-2**: billing suite green — **Met**', s3),
      {
        name: 'a not met item deferred by a scope-sync.md waiver',
        files: { ...accept, 'handoff.md': s3('- crit-2: KPP for sole traders — Not met: KPP missing'), 'scope-sync.md': '# Scope sync\n## Waivers\n- crit-2: KPP for sole traders, user waiver 2026-05-12, director approved\n' },
      },
      { name: 'a REJECT over a not met item', files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — crit-2 not met\n', 'handoff.md': s2('- crit-2: billing suite green — NOT MET: 22 passed, 1 failed') } },
      // The acceptor's own list: a failure the round says is fixed, or history, is no status.
      {
        name: 'a log item recalling a failed check of an earlier round',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 2\n- crit-1 ✅\n- crit-3 — KPP check did not pass in iter-1; fixed, re-verified\n### Verdict: ACCEPT\n' },
      },
      // A checklist's task boxes: ticked, or unticked beside a mark or a status saying met.
      {
        name: 'a checklist of ticked boxes, and an unticked one marked ✅ or Met',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- [x] crit-1 — headline 33 chars\n- [X] crit-2 — CTA 18 chars\n- [ ] crit-3 ✅ footer link\n- [ ] crit-4 — Met\n- [ ] Ping the designer about the icon\n### Verdict: ACCEPT\n' },
      },
      {
        name: 'a log item whose criterion text holds "did not pass", marked met',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- crit-3: invoices whose KPP check did not pass are flagged ✅\n### Verdict: ACCEPT\n' },
      },
    ],
    invalid: [
      PENDING_S11_CASE,
      failing('NOT MET after a dash, with counts', '- crit-2: billing suite green — NOT MET: 22 passed, 1 failed (credit-note case)', 'NOT MET'),
      failing('"Not met" in a §3 list', '- crit-2: requisites, total, Cyrillic — Not met: KPP missing for sole traders (`src/invoices/pdf-layout.ts:15-27`)', 'Not met', s3),
      failing('FAIL after a colon', '- crit-2: billing suite green: FAIL (1 of 23)', 'FAIL', s2, 12),
      failing('a bold Failed', '- **crit-2**: billing suite green — **Failed**', 'Failed', s3),
      failing('"partially met" right after the label', '- crit-2 — partially met: Safari pending', 'partially met', s3),
      failing('"Not met" right after the label', '- crit-2: Not met — 1 failed', 'Not met'),
      failing('pending after an en dash', '- crit-2: staging smoke run – pending', 'pending', s3),
      failing('in Russian, «не выполнено»', '- crit-2: зелёный прогон — не выполнено: 1 тест падает', 'не выполнено', s3),
      failing('⏳ in an inline trace', '- crit-2: billing suite green ⏳ staging run tonight', '⏳'),
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
        name: 'a log item saying the criterion\'s check did not pass',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- crit-1 ✅\n- crit-3 — KPP check did not pass: sole traders print no KPP\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 4, column: '- crit-3 — KPP check '.length + 1, message: exactly("criterion 3 is marked did not pass in the criteria list of acceptance-log.md's iteration 1, yet that round's verdict at line 5 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary") }],
      },
      {
        name: 'a log item whose status after a dash is not met',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- crit-1 ✅\n- crit-3: KPP for sole traders — not met\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 4, column: '- crit-3: KPP for sole traders — '.length + 1, message: /^criterion 3 is marked not met in the criteria list of acceptance-log\.md's iteration 1/ }],
      },
      {
        name: 'a checklist item left unticked, with no mark or status, fails at its box',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Criteria checklist\n- [x] crit-1 — headline 33 chars\n- [ ] crit-2 — CTA is 23 chars (bar: ≤ 20)\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 5, column: 3, message: exactly("criterion 2 is left unticked (`[ ]`) in the criteria list of acceptance-log.md's iteration 1, yet that round's verdict at line 6 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary") }],
      },
      {
        name: 'an unticked checklist item marked ❌ fails at its mark',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n- [ ] crit-2 ❌ CTA is 23 chars\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 3, column: 14, message: /^criterion 2 is marked ❌ in the criteria list of acceptance-log\.md's iteration 1/ }],
      },
      {
        name: 'a log item regressing from ✅',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 2\n- crit-1 ✅\n- crit-3 ❌ (was ✅ in iter-1) KPP lost in the rebase\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 4, column: 10, message: /^criterion 3 is marked ❌ in the criteria list of acceptance-log\.md's iteration 2/ }],
      },
    ],
  });
});
