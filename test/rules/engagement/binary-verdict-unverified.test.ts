// Seed 001: "If any acceptance bar cannot be verified by the director with available tools (Docker not running,
// Playwright not installed, BD not reachable, secrets missing): the verdict is REJECT with reason `validation
// incomplete: <what was unverifiable>`. Do NOT defer the verification to the user." The only deferrals are
// criteria.md's "Explicitly out of scope" and a director-approved scope-sync.md waiver.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';
import { LOG, recommended, UNVERIFIED } from './unverified-message.js';


/** A REJECT round, then an ACCEPT round as a director writes it, whose criteria list holds `line` at L12; the verdict is at L16. */
const english = (line: string) =>
  [
    '# Acceptance log',
    '',
    '## Iteration 1',
    '- crit-1 ❌ export drops rows past 10k',
    '### Verdict: REJECT — crit-1 export drops rows',
    '',
    '## Iteration 2',
    '',
    'Re-ran the suite on the review box at 16:10 (`npm test`: 212 passed).',
    '',
    '- crit-1 ✅ CSV export holds 10k rows (re-run by me, traces/export-10k.log)',
    line,
    '- crit-3 ✅ Safari date input verified with Playwright (traces/safari.png)',
    '- crit-4 ✅ p95 under 300 ms on staging (traces/k6.json)',
    '',
    '### Verdict: ACCEPT',
    '',
  ].join('\n');
const russian = (line: string) =>
  [
    '# Журнал приёмки',
    '',
    '## Iteration 1',
    '- crit-1 ❌ экспорт теряет строки после 10k',
    '### Verdict: REJECT — crit-1 экспорт теряет строки',
    '',
    '## Iteration 2',
    '',
    'Прогнал тесты на стенде в 16:10 (`npm test`: 212 passed).',
    '',
    '- crit-1 ✅ экспорт CSV держит 10k строк (перепроверил сам, traces/export-10k.log)',
    line,
    '- crit-3 ✅ поле даты в Safari проверено через Playwright (traces/safari.png)',
    '- crit-4 ✅ p95 меньше 300 мс на стенде (traces/k6.json)',
    '',
    '### Verdict: ACCEPT',
    '',
  ].join('\n');

describe('an ACCEPT whose own round says a criterion was not verified', () => {
  // The line, the words quoted at their column, and what the REJECT's reason names.
  const UNVERIFIED_LINES: Array<[log: (line: string) => string, line: string, quote: string, what: string]> = [
    [english, '- crit-2 ⚠️ not re-run by me: Docker was down', 'not re-run', 'crit-2'],
    [english, '- crit-2 ⏳ pending: staging smoke tomorrow', '⏳ pending', 'crit-2'],
    [english, '- crit-2 will be confirmed by the finance team', 'will be confirmed', 'crit-2'],
    [english, '- crit-2 totals: Finance will confirm them on Monday', 'Finance will confirm', 'crit-2'],
    [english, 'Marina will verify the lockout on staging.', 'Marina will verify', '<what was unverifiable>'],
    [english, 'We will check crit-2 again after deploy.', 'We will check', 'crit-2'],
    [english, '- crit-2: unverified — secrets missing', 'unverified', 'crit-2'],
    [english, '- crit-2 — not checked, DB unreachable', 'not checked', 'crit-2'],
    [english, '- crit-2 skipped: no staging access', 'skipped', 'crit-2'],
    [english, '- Skipped: the staging smoke of the import, no staging access', 'Skipped', '<what was unverifiable>'],
    [english, '- crit-2 Excel import to be verified after deploy', 'to be verified', 'crit-2'],
    [english, '- crit-2: to be verified', 'to be verified', 'crit-2'],
    [english, '- crit-2 verification deferred to QA', 'verification deferred to', 'crit-2'],
    [english, '- crit-2 not re-verified since the fix: Docker was down', 'not re-verified', 'crit-2'],
    [russian, '- crit-2 не проверено: Docker не запущен', 'не проверено', 'crit-2'],
    [russian, '- crit-2 проверим после деплоя', 'проверим', 'crit-2'],
    [russian, '- crit-2 будет проверен после деплоя', 'будет проверен', 'crit-2'],
    [russian, '- crit-2 ⏳ ожидает: смоук на стенде завтра', '⏳ ожидает', 'crit-2'],
    [russian, '- crit-2 проверку отложили до релиза', 'проверку отложили', 'crit-2'],
  ];
  const PARTIAL = (mark: string) =>
    `criterion 2 is marked ${mark} in the criteria list of acceptance-log.md's iteration 2, yet that round's verdict at line 16 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`;
  const scopeLine = '- Safari 14 layout: not checked, BrowserStack unavailable';
  const waivedLine = '- crit-2 ⏳ not run: no Excel 2016 licence on the review box';

  ruleTester(rule, {
    valid: [
      { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
      ...[
        '- crit-2 ✅ verified (was ⏳ in iteration 1)',
        '- crit-2 the pending-orders page now loads (traces/orders.png)',
        '- crit-2 re-run by me after Docker restart: ✅',
        '- crit-2 Docker was down in iteration 1; re-verified in iteration 2 ✅',
        '- crit-2 partial refunds work on staging (traces/refund.log)',
        '- crit-2 the order will be confirmed by e-mail: confirmation mail arrives (traces/mail.log)',
        '- crit-2 the API will validate the token on every call (traces/api.log)',
        'Nothing will be verified by the user: every bar ran on the review box.',
      ].map((line) => ({ name: `a bar verified: ${line}`, options: recommended, files: { 'acceptance-log.md': english(line) }, detail: exactly('all 2 verdicts are binary') })),
      ...['- crit-2 ✅ перепроверено после рестарта Docker', '- crit-2 ✅ проверено (в iteration 1 было ⏳)'].map((line) => ({
        name: `a bar verified, in Russian: ${line}`,
        options: recommended,
        files: { 'acceptance-log.md': russian(line) },
        detail: exactly('all 2 verdicts are binary'),
      })),
      {
        name: 'quoted text in a fenced code block',
        options: recommended,
        files: { 'acceptance-log.md': english('- crit-2 ✅ lockout verified; the template the team used:\n```\n- crit-2 ⏳ pending: staging smoke tomorrow\n```') },
      },
      {
        name: 'the lines of an earlier REJECT round',
        options: recommended,
        files: { 'acceptance-log.md': english('- crit-2 ✅ lockout verified on staging').replace('- crit-1 ❌ export drops rows past 10k', '- crit-1 ❌ export drops rows past 10k\n- crit-2 ⏳ not re-run by me: Docker was down') },
      },
      {
        name: "a bar criteria.md lists under \"Explicitly out of scope\"",
        options: recommended,
        files: { 'acceptance-log.md': english(scopeLine), 'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1 export\n- crit-2 lockout\n## Explicitly out of scope\n- Safari 14 and older\n' },
      },
      {
        name: 'a criterion criteria.md lists under "Explicitly out of scope" by its id',
        options: recommended,
        files: { 'acceptance-log.md': english('- crit-5 ⏳ not run: no IE11 box'), 'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1 export\n## Explicitly out of scope\n- crit-5 IE11 support (dropped by the user 2026-05-12)\n' },
      },
      {
        name: 'a director-approved waiver in scope-sync.md naming the criterion',
        options: recommended,
        files: { 'acceptance-log.md': english(waivedLine), 'scope-sync.md': '# Scope sync\n## Waivers\n- crit-2 Excel 2016 import: user waiver 2026-05-12, director approved\n' },
      },
    ],
    invalid: [
      PENDING_S11_CASE,
      ...UNVERIFIED_LINES.map(([log, line, quote, what]) => ({
        name: `${log === english ? 'English' : 'Russian'}: ${line}`,
        options: recommended,
        files: { 'acceptance-log.md': log(line) },
        detail: exactly('a verdict is not binary: L12'),
        findings: [{ file: LOG, line: 12, column: line.indexOf(quote) + 1, message: exactly(UNVERIFIED(quote, what)) }],
      })),
      // A partial in the acceptor's own criteria list is a criterion not met; in prose "partial" often names a thing.
      ...[
        ['- crit-2 ⚠️ partial: Safari only', 'partial'],
        ['- crit-2 partially met (Safari only)', 'partially met'],
      ].map(([line, mark]) => ({
        name: `a criterion the round marks ${mark}: ${line}`,
        options: recommended,
        files: { 'acceptance-log.md': english(line!) },
        detail: exactly('ACCEPT over a criterion its own acceptance-log round marks as not met (acceptance-log.md L12)'),
        findings: [{ file: LOG, line: 12, column: line!.indexOf(mark!) + 1, message: exactly(PARTIAL(mark!)) }],
      })),
      {
        name: 'a bar criteria.md does not put out of scope',
        options: recommended,
        files: { 'acceptance-log.md': english(scopeLine), 'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1 export\n## Explicitly out of scope\n- the mobile app\n' },
        findings: [{ file: LOG, line: 12, column: scopeLine.indexOf('not checked') + 1, message: exactly(UNVERIFIED('not checked', '<what was unverifiable>')) }],
      },
      {
        name: 'scope-sync.md naming the criterion without a waiver',
        options: recommended,
        files: { 'acceptance-log.md': english(waivedLine), 'scope-sync.md': '# Scope sync\n## Ambiguities resolved\n- crit-2 means Excel 2016 and later (user, 2026-05-12)\n' },
        findings: [{ file: LOG, line: 12, column: waivedLine.indexOf('⏳') + 1, message: exactly(UNVERIFIED('⏳ not run', 'crit-2')) }],
      },
    ],
  });
});
