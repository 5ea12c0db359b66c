// "Pre-final-iteration trigger: before starting the last allowed iteration, escalate to user with current
// blockers. Wait for explicit «продолжаем» or «пересматриваем scope»." The escalation is a message to the
// user: once the last allowed round has started with none recorded after the REJECT before it, a warning.
import rule from '../../../rules/engagement/iteration-budget.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const LOG = '# Acceptance log\n\n## Iteration 1 — 2026-06-10 18:30\n\n### Verdict: REJECT\n- crit-1: the last day of the period is missing\n';
const M2 = (extra: Record<string, string> = {}) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '2\n', 'acceptance-log.md': LOG, 'handoff.md': '# Handoff — iteration 2 — orders-csv-export\n', ...extra });
const escalation = (date: string) => `# Scope sync\n\n## Pre-final-iteration escalation — ${date}\nEscalated to the user: blocker crit-1 (last day missing). User: «продолжаем».\n`;
// Past the budget: round 2 REJECTed on 2026-06-11 18:30 (L10) and round 3, which the user authorised after it, under way.
const LOG2 = `${LOG}\n## Iteration 2 — 2026-06-11 18:30\n\n### Verdict: REJECT\n- crit-1: still missing\n`;
const AUTHORISED = '\n## User authorisation — iteration 3 — 2026-06-11 19:00\nEscalated after round 2; User (2026-06-11 19:10): «продолжаем» — iteration 3 approved.\n';
const M3 = (scopeSync: string, log = LOG2) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '3\n', 'acceptance-log.md': log, 'scope-sync.md': `# Scope sync\n${scopeSync}`, 'handoff.md': '# Handoff — iteration 3 — orders-csv-export\n' });
const MISSED = 'round 2, the last of the budget, started (engagement/acceptance-log.md:L8) with no pre-final-iteration escalation to the user recorded after the REJECT of round 1 (engagement/acceptance-log.md:L5)';
const MISSED_AT_L5 = { file: 'engagement/acceptance-log.md', line: 5, message: exactly('round 1 was REJECTed and round 2, the last allowed, started with no escalation to the user recorded after this verdict (the pre-final-iteration trigger)') };

ruleTester(rule, {
  valid: [
    { name: 'M, round 2 under way after the escalation recorded in scope-sync.md', files: M2({ 'scope-sync.md': escalation('2026-06-10 19:00') }), detail: exactly('iteration 2 within the budget of 2 (size M); the pre-final-iteration escalation at engagement/scope-sync.md:L3') },
    { name: 'M, the escalation recorded in acceptance-log.md below the REJECT', files: M2({ 'acceptance-log.md': `${LOG}\nEscalated to the user with the blocker; answer: «продолжаем».\n` }), detail: /; the pre-final-iteration escalation at engagement\/acceptance-log\.md:L8$/ },
    { name: 'M, counter 2 and round 2 not started: the escalation is still due, nothing to judge', files: M2({ 'handoff.md': '# Handoff — iteration 1 — orders-csv-export\n' }), detail: exactly('iteration 2 within the budget of 2 (size M)') },
    { name: 'L at iteration 2: not yet the last allowed round', files: { ...M2(), 'criteria.md': criteria({ size: 'L' }) }, detail: exactly('iteration 2 within the budget of 3 (size L)') },
    { name: 'M at iteration 2 after an ACCEPT of round 1 is no rework', files: M2({ 'acceptance-log.md': LOG.replace('REJECT', 'ACCEPT') }) },
    { name: 'no counter', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }) } },
    // The user's answer after the REJECT shows the escalation was made; so do the words of telling the user.
    ...[
      'Пользователь (10.06.2026 19:20): продолжаем.',
      'User (2026-06-10 19:20): продолжаем — fix crit-1 in round 2.',
      'Эскалировали пользователю перед последней итерацией (блокер crit-1). Пользователь: продолжаем.',
      'Сообщили пользователю о блокере crit-1 перед последней итерацией. Ответ: «продолжаем».',
      'Notified the user about crit-1 before the last allowed round; user said «продолжаем».',
      'Asked the user before round 2 (last allowed). User: go ahead with round 2.',
    ].map((line) => ({ name: `M, the escalation shown after the REJECT by: ${line}`, files: M2({ 'acceptance-log.md': `${LOG}\n${line}\n` }), detail: /; the pre-final-iteration escalation at engagement\/acceptance-log\.md:L8$/ })),
    // Past the budget, round 2 that followed its escalation stays clean.
    {
      name: 'M at counter 3, round 2 followed the pre-final-iteration escalation, round 3 authorised',
      files: M3(`\n## Pre-final-iteration escalation — 2026-06-10 19:00\nEscalated to the user: blocker crit-1.\n${AUTHORISED}`),
      detail: exactly('iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L6'),
    },
    {
      // At the last round, an escalation after the REJECT before it is that round's, whatever date round k's heading gives (here one before round k - 1's).
      name: 'M at counter 2, round 2 accepted, its heading dated before round 1\'s REJECT: the escalation after that REJECT is round 2\'s',
      files: M2({
        'acceptance-log.md': `${LOG}\n## Iteration 2 — 2026-06-09 18:00\n\n### Verdict: ACCEPT\n`,
        'scope-sync.md': escalation('2026-06-10 19:00'),
      }),
      detail: exactly('iteration 2 within the budget of 2 (size M); the pre-final-iteration escalation at engagement/scope-sync.md:L3'),
    },
    {
      name: 'M at counter 3, the pre-final-iteration escalation in acceptance-log.md below the round-1 REJECT',
      files: M3(AUTHORISED, LOG2.replace('\n## Iteration 2', 'Escalated to the user before round 2.\n## Iteration 2')),
      detail: /^iteration 3 is over the budget of 2 \(size M\); user authorisation for iteration 3 at engagement\/scope-sync\.md:L3$/,
    },
  ],
  invalid: [
    {
      name: 'M, round 2 under way with no escalation recorded after the round-1 REJECT',
      status: 'warn',
      files: M2(),
      detail: exactly('iteration 2 is the last of the budget of 2 (size M), and its work has started (engagement/handoff.md:L1) with no pre-final-iteration escalation to the user recorded after the REJECT of round 1 (engagement/acceptance-log.md:L5)'),
      findings: [{ file: 'engagement/acceptance-log.md', line: 5, message: exactly('round 1 was REJECTed and round 2, the last allowed, started with no escalation to the user recorded after this verdict (the pre-final-iteration trigger)') }],
    },
    { name: 'an escalation dated before the REJECT escalated an earlier round', status: 'warn', files: M2({ 'scope-sync.md': escalation('2026-06-09 10:00') }) },
    // The lead's own «продолжаем» answers no escalation: none was made to the user.
    ...['Тимлид (2026-06-10 19:20): продолжаем, правка в одну строку.', '**dev-lead:** продолжаем.'].map((line) => ({ name: `the lead's word is no answer of the user's: ${line}`, status: 'warn' as const, files: M2({ 'acceptance-log.md': `${LOG}\n${line}\n` }), findings: [MISSED_AT_L5] })),
    { name: 'M past the budget: the limit itself, as before', files: { ...M2(), iteration: '3\n' }, detail: /^iteration 3 is over the budget of 2 \(size M\) and no user authorisation is recorded/ },
    // A round 2 started without its escalation keeps the warning once the counter moves past it: the escalation after
    // round 2 (for round 3) is a later round's, by its date, its place below round 2's verdict, or the round it names.
    {
      name: 'M at counter 3, round 3 authorised, round 2 started with no pre-final-iteration escalation',
      status: 'warn',
      files: M3(AUTHORISED),
      detail: exactly(`iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L3; but ${MISSED}`),
      findings: [MISSED_AT_L5],
    },
    {
      name: 'M at counter 3, only the escalation after round 2 in acceptance-log.md',
      status: 'warn',
      files: M3('', `${LOG2}\nEscalated to the user after round 2. User: «продолжаем», iteration 3.\n`),
      detail: /; but round 2, the last of the budget, started/,
      findings: [MISSED_AT_L5],
    },
    {
      name: 'M at counter 3, an undated escalation naming iteration 3 only',
      status: 'warn',
      files: M3('\n## User authorisation — iteration 3\nEscalated to the user; User: «продолжаем».\n'),
      detail: /; but round 2, the last of the budget, started/,
      findings: [MISSED_AT_L5],
    },
    {
      name: 'M at counter 3 between rounds, round 2 started with no pre-final-iteration escalation',
      status: 'warn',
      files: { ...M3(''), 'handoff.md': '# Handoff — iteration 2 — orders-csv-export\n' },
      detail: /^between rounds: counter 3 follows the REJECT of round 2 .*; but round 2, the last of the budget, started \(engagement\/acceptance-log\.md:L8\) with no pre-final-iteration escalation/,
      findings: [MISSED_AT_L5],
    },
    {
      name: 'M at counter 3 without the go-ahead: the failure, and the missed escalation as a warning beside it',
      files: M3(''),
      detail: new RegExp(`^iteration 3 is over the budget of 2 \\(size M\\) and no user authorisation is recorded.*; ${MISSED.replace(/[.()]/g, '\\$&')}$`),
      findings: [{ file: 'engagement/iteration', line: 1, message: 'counter 3 exceeds the budget of 2 (size M)' }, { ...MISSED_AT_L5, severity: 'warning' }],
    },
    {
      name: 'L at counter 4, round 4 authorised, round 3 started with no pre-final-iteration escalation',
      status: 'warn',
      files: {
        'criteria.md': criteria({ size: 'L' }),
        iteration: '4\n',
        'acceptance-log.md': `${LOG2}\n## Iteration 3 — 2026-06-12 18:30\n\n### Verdict: REJECT\n- crit-1\n`,
        'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-06-12 19:00\n- User: «продолжаем».\n',
        'handoff.md': '# Handoff — iteration 4\n',
      },
      detail: /^iteration 4 is over the budget of 3 \(size L\); user authorisation for iteration 4 at engagement\/scope-sync\.md:L3; but round 3, the last of the budget, started \(engagement\/acceptance-log\.md:L13\) with no pre-final-iteration escalation to the user recorded after the REJECT of round 2 \(engagement\/acceptance-log\.md:L10\)$/,
      findings: [{ file: 'engagement/acceptance-log.md', line: 10, message: /^round 2 was REJECTed and round 3, the last allowed, started/ }],
    },
    { name: 'L, round 3 under way with no escalation after the round-2 REJECT', status: 'warn', files: { 'criteria.md': criteria({ size: 'L' }), iteration: '3\n', 'acceptance-log.md': `${LOG}\n## Iteration 2 — 2026-06-11 18:30\n\n### Verdict: REJECT\n- crit-2\n`, 'handoff.md': '# Handoff — iteration 3\n' }, detail: /^iteration 3 is the last of the budget of 3 \(size L\)/ },
  ],
});
