import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/iteration-budget.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const COUNTER = 'engagement/iteration';
const size = (s: string) => criteria({ size: s });
const promoted = { 'criteria.md': size('M'), 'scope-sync.md': '# Scope sync\n\n## Auto-promote — 2026-11-29 10:00\n- size: S → M\n' };
const authorisedFour = { 'criteria.md': size('L'), 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-11-30\n' };
const L4 = (scopeSync: string) => ({ 'criteria.md': size('L'), iteration: '4\n', 'scope-sync.md': `# Scope sync\n\n${scopeSync}` });
const L4_FAIL = {
  detail: 'iteration 4 is over the budget of 3 (size L) and no user authorisation is recorded',
  findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 4 exceeds the budget of 3 (size L)' }],
};
// Round 2 rejected at M, the director moved the counter to 3 and escalated with the protocol's template.
const directorInc =
  '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-3: Cyrillic glyphs missing in the total row\nEscalated to the user before iteration 2.\n## Iteration 2\n\n### Verdict: REJECT — crit-4: foreign-organisation test asserts the status only\n\n### Escalation\n' +
  'After round 2 (the M limit) escalated to the user with the template: «После двух кругов правок директор не принимает работу. Текущая блокировка: crit-4. Продолжать ещё круг или пересмотреть scope / criteria?» Counter moved to 3 on this REJECT; no iteration 3 work starts before the user\'s answer.\n';
const incremented = { 'criteria.md': size('M'), iteration: '3\n', 'acceptance-log.md': directorInc, 'handoff.md': '# Handoff — iteration 2\n\n## 10. Iteration counter\nCurrent round: 2.\n' };
const goAhead = { 'criteria.md': size('M'), 'scope-sync.md': '# Scope sync\n- user: "продолжаем"\n' };
// Three L rounds, each rejected (the third on 2026-06-09 14:00); the pre-final escalation's «продолжаем» sits after round 2.
const LOG_L3 =
  '# Acceptance log\n\n## Iteration 1 — 2026-06-05 15:00\n### Verdict: REJECT\n- crit-3\n\n## Iteration 2 — 2026-06-07 15:00\n### Verdict: REJECT\n- crit-5\nPre-final-iteration trigger: escalated. User: «продолжаем».\n\n## Iteration 3 — 2026-06-09 14:00\n### Verdict: REJECT\n';
// S, round 1 REJECTed, counter 2 (the director's increment); the S template titles the handoff "iter N".
const S_LOG = '# Acceptance log\n\n## Iteration 1 — 2026-06-20 12:00\n\n### Verdict: REJECT — crit-1 not met\n';
const sRound2 = (extra: Record<string, string> = {}) => ({ 'criteria.md': size('S'), iteration: '2\n', 'acceptance-log.md': S_LOG, 'handoff.md': '# Handoff — iter 2 — vat-rounding\n', ...extra });
const sDirective = (body: string) => sRound2({ 'human-directive.md': `# Human directive — vat-rounding — after iteration 1\n\n${body}\n` });
// M, round 2 REJECTed and escalated with the protocol's template (a question), round 3 under way; the user's answer follows.
const M_ESCALATED =
  '# Acceptance log\n\n## Iteration 1 — 2026-06-10 18:30\n\n### Verdict: REJECT\nEscalated to the user before iteration 2.\n## Iteration 2 — 2026-06-11 14:05\n\n### Verdict: REJECT\n\n## Escalation to user — 2026-06-11 14:20\n' +
  'После двух кругов правок директор не принимает работу. Текущая блокировка:\n- crit-1: последний день периода не попадает в выгрузку\n\nПродолжать ещё круг или пересмотреть scope / criteria?\n';
const mRound3 = (answer: string) => ({ 'criteria.md': size('M'), iteration: '3\n', 'acceptance-log.md': `${M_ESCALATED}\n${answer}\n`, 'handoff.md': '# Handoff — iteration 3 — orders-csv-export\n' });
// M: rounds 1 and 2 rejected (round 2 on 2026-05-15 12:10, L10), round 3 accepted; the go-ahead for round 3 must follow the round-2 REJECT.
const M_LOG3 =
  '# Acceptance log\n\n## Iteration 1 — 2026-05-14 16:20\n\n### Verdict: REJECT\nReason: crit-3\nEscalated to the user before iteration 2.\n## Iteration 2 — 2026-05-15 12:10\n\n### Verdict: REJECT\nReason: crit-5\n\n## Iteration 3 — 2026-05-16 11:00\n\n### Verdict: ACCEPT\n';
const mAuthorised = (scopeSync: string, log = M_LOG3) => ({ 'criteria.md': size('M'), iteration: '3\n', 'acceptance-log.md': log, 'scope-sync.md': scopeSync });
const preFinal = '# Scope sync\n\n## Pre-final-iteration escalation — 2026-06-08 18:10\nBlocker after iteration 2: crit-5 rollback not exercised.\nUser answer (verbatim): «продолжаем»\n';

ruleTester(rule, {
  valid: [
    ...[
      ['S', '1'],
      ['M', '2'],
      ['L', '3'],
    ].map(([s, n]) => ({ name: `size ${s} at iteration ${n}`, files: { 'criteria.md': size(s!), iteration: `${n}\n` }, detail: new RegExp(`budget of ${n} \\(size ${s}\\)`) })),
    { name: 'one more iteration after an auto-promote recorded in scope-sync.md', files: { ...promoted, iteration: '3\n' }, detail: /budget of 3 \(size M \+ 1 after auto-promote \(scope-sync.md:L3\)\)/ },
    {
      name: 'over budget, the user authorised another round',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 3 — 2026-11-30\n- user: "продолжаем"\n' },
      detail: 'iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L3',
    },
    { name: 'iteration 4, which the authorisation names', files: { ...authorisedFour, iteration: '4\n' } },
    {
      name: 'S: counter 2 right after the REJECT, which goes to the human directive, before any round-2 work',
      files: { 'criteria.md': size('S'), iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n', 'handoff.md': '# Handoff — iteration 1\n' },
      detail: /^counter 2 follows the REJECT of round 1 \(the last of the budget of 1, size S\); at S the REJECT \(engagement\/acceptance-log\.md:L5\) goes to the human directive \(rework \/ abandon\), and no round 2 work has started$/,
    },
    ...['User authorised iteration 4 after the REJECT.', 'User authorised iteration 4 despite the rejection: rework the test.', "The user approved round 4 following the director's rejection of round 3."].map((line) => ({
      name: `a go-ahead that names the rejection it follows: ${line}`,
      files: L4(`${line}\n`),
      detail: /^iteration 4 is over the budget of 3 \(size L\); user authorisation for iteration 4 at engagement\/scope-sync.md:L3$/,
    })),
    { name: 'a go-ahead that names no iteration is one more round', files: { ...goAhead, iteration: '3\n' } },
    {
      name: "the director's increment after rejecting the last round, escalated, before any round-3 work",
      files: incremented,
      detail: /^counter 3 follows the REJECT of round 2 \(the last of the budget of 2, size M\); escalated to the user at engagement\/acceptance-log.md:L11, and no round 3 work has started$/,
    },
    {
      name: 'an S engagement promoted to M in scope-sync.md (criteria.md still says S) gets M\'s budget plus one: "promoted-S becomes M with 3 max"',
      files: { 'criteria.md': size('S'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n## Auto-promote — 2026-07-09 10:15\n- size: S → M (3 specialists)\n' },
      detail: /budget of 3 \(size S promoted to M \+ 1 after auto-promote \(scope-sync.md:L2\)\)/,
    },
    {
      name: 'a promotion made after a suggestion, or after declining a larger one, adds a round',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n## Auto-promote — 2026-07-09 10:15\nsize-detect.py suggested L; the director declined L. Promoted S → M (3 specialists).\n' },
      detail: /budget of 3 \(size M \+ 1 after auto-promote \(scope-sync.md:L2\)\)/,
    },
    { name: 'a size auto-promote recorded as an AUTO-PROMOTE line', files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n- AUTO-PROMOTE: size S → M (3 specialists observed)\n' }, detail: /budget of 3 \(size M \+ 1 after auto-promote \(scope-sync.md:L2\)\)/ },
    {
      name: 'a go-ahead after an earlier question',
      files: { ...L4('## Escalation — 2026-06-05\n- Asked the user whether to continue to iteration 4. User: «продолжаем».\n') },
      detail: /user authorisation at engagement\/scope-sync.md:L4, read as the go-ahead for iteration 4 \(it names no round/,
    },
    // The go-ahead for round 4 follows the REJECT of round 3, the last allowed one.
    {
      name: 'a go-ahead after the REJECT of the last allowed round, in acceptance-log.md',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'acceptance-log.md': `${LOG_L3}After round 3 escalated to the user. User: «продолжаем».\n\n## Iteration 4\n### Verdict: ACCEPT\n` },
      detail: 'iteration 4 is over the budget of 3 (size L); user authorisation for iteration 4 at engagement/acceptance-log.md:L14',
    },
    {
      name: 'a go-ahead in scope-sync.md dated after the REJECT of the last allowed round',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'acceptance-log.md': LOG_L3, 'scope-sync.md': '# Scope sync\n\n## Escalation — 2026-06-09 16:00\nUser answer: «продолжаем»\n' },
      detail: 'iteration 4 is over the budget of 3 (size L); user authorisation for iteration 4 at engagement/scope-sync.md:L4',
    },
    // A go-ahead that names its round counts when it follows the REJECT of the round before it (by date, or by position in the log).
    {
      name: 'M: a named go-ahead dated after the round-2 REJECT',
      files: mAuthorised('# Scope sync — 2026-05-14 10:00\n\n## User authorisation — iteration 3 — 2026-05-15 13:00\n- user authorised iteration 3.\n'),
      detail: 'iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L3',
    },
    {
      name: 'M: a named go-ahead dated the day of the round-2 REJECT, without a time',
      files: mAuthorised('# Scope sync\n\n## User authorisation — iteration 3 — 2026-05-15\n'),
      detail: 'iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L3',
    },
    {
      name: "M: a named go-ahead under the file's dated title only is undated (the title dates the file, not what is appended)",
      files: mAuthorised('# Scope sync — 2026-05-14 10:00\n- User authorised iteration 3.\n'),
      detail: 'iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L2',
    },
    {
      name: 'M: a named go-ahead in acceptance-log.md below the round-2 REJECT',
      files: mAuthorised('', M_LOG3.replace('Reason: crit-5\n', 'Reason: crit-5\nEscalated to the user. User authorised iteration 3.\n')),
      detail: 'iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/acceptance-log.md:L12',
    },
    {
      name: 'L: a named go-ahead for iteration 4 dated after the round-3 REJECT',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'acceptance-log.md': `${LOG_L3}\n## Iteration 4 — 2026-06-10 09:00\n### Verdict: ACCEPT\n`, 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-06-09 16:00\n' },
      detail: 'iteration 4 is over the budget of 3 (size L); user authorisation for iteration 4 at engagement/scope-sync.md:L3',
    },
    // The judge's go-ahead in human-directive.md, in the protocol's own terms (S: "REJECT → human directive (rework / abandon)").
    ...[
      'Rework: fix the float construction upstream and resubmit. Iteration 2 approved.',
      'Rework approved for iteration 2.',
      'I authorise iteration 2.',
      'Go ahead with iteration 2 (rework).',
      'Решение: доработать, итерация 2 разрешена.',
    ].map((line) => ({
      name: `S: the judge's go-ahead in human-directive.md: ${line}`,
      files: sDirective(line),
      detail: 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L3',
    })),
    ...['Decision: rework', '**Decision:** rework — fix the float construction upstream'].map((line) => ({
      name: `S: the directive's rework decision, for the round after the one the directive follows: ${line}`,
      files: sDirective(line),
      detail: 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L3',
    })),
    {
      name: "S: the rework decision in a directive's `## Iteration 1` section is for round 2",
      files: sRound2({ 'human-directive.md': '# Human directive — vat-rounding\n\n## Iteration 1\nJudge: CFO\n\nDecision: rework\n' }),
      detail: 'iteration 2 is over the budget of 1 (size S); user authorisation for iteration 2 at engagement/human-directive.md:L6',
    },
    // The user's answer to the escalation template, logged after it.
    ...[
      'Ответ пользователя (чат, 2026-06-11 15:02): «Продолжать ещё круг.»',
      'Ольга (чат, 2026-06-11 15:02): «Давайте ещё круг, только по crit-1.»',
      'User decision 2026-06-11 15:02: continue with iteration 3.',
      'User (chat, 2026-06-11 15:02): "Iteration 3 approved."',
      'User (2026-06-11 15:02): Approved — continue.',
      'Answer from Oleg, 2026-06-11 15:02: yes, one more iteration is fine',
      '2026-06-11 15:02 — user: proceed with iter 3',
      '- **User:** ok, carry on.',
      'User (2026-06-11 15:02): fine, go for a third round.',
      'Пользователь (11.06.2026 15:02): ок, ещё одна итерация, продолжайте.',
      'Пользователь: да, продолжайте.',
      'Заказчик (чат): делайте третью итерацию, разрешаю.',
      'Ответ заказчика: да.',
    ].map((line) => ({
      name: `M: the user's answer to the escalation template: ${line}`,
      files: mRound3(line),
      detail: /^iteration 3 is over the budget of 2 \(size M\); user authorisation for iteration 3 at engagement\/acceptance-log\.md:L17$/,
    })),
    {
      name: 'S: counter 2 after the REJECT while handoff.md is still the template\'s `iter 1`',
      files: sRound2({ 'handoff.md': '# Handoff — iter 1 — vat-rounding\n' }),
      detail: /^counter 2 follows the REJECT of round 1 .* no round 2 work has started$/,
    },
    // The director increments the counter on the REJECT; the escalation is a message to the user that the protocol does
    // not ask to be filed: nothing is over the limit until round 3 starts.
    {
      name: "the director's increment before any escalation is recorded, before any round-3 work",
      status: 'skip',
      files: { ...incremented, 'acceptance-log.md': directorInc.slice(0, directorInc.indexOf('### Escalation')) },
      detail:
        "between rounds: counter 3 follows the REJECT of round 2 (engagement/acceptance-log.md:L9), the last of the budget of 2 (size M), and no round 3 work has started; no escalation to the user is recorded yet (acceptance-log.md or scope-sync.md), and round 3 may start only after the user's go-ahead",
    },
    {
      name: 'an escalation in scope-sync.md dated before the REJECT of the last allowed round is not the escalation for it',
      status: 'skip',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'acceptance-log.md': LOG_L3, 'scope-sync.md': preFinal, 'handoff.md': '# Handoff — iteration 3\n' },
      detail: /^between rounds: counter 4 follows the REJECT of round 3 \(engagement\/acceptance-log\.md:L13\), the last of the budget of 3 \(size L\), and no round 4 work has started; no escalation to the user is recorded yet/,
    },
    { name: 'no counter', status: 'skip', files: { 'criteria.md': size('M') } },
    { name: 'a garbage counter', status: 'skip', files: { 'criteria.md': size('M'), iteration: Buffer.from([0xff, 0, 0x33]) }, detail: /not an integer/ },
  ],
  invalid: [
    // The last allowed round started with no pre-final-iteration escalation recorded (iteration-budget-pre-final.test.ts).
    { name: 'M: round 2 under way, no pre-final-iteration escalation recorded', status: 'warn', files: { 'criteria.md': size('M'), iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n- crit-1\n', 'handoff.md': '# Handoff — iteration 2\n' } },
    ...([
      ['S', '2', 1],
      ['M', '3', 2],
      ['L', '4', 3],
    ] as const).map(([s, n, budget]) => ({
      name: `size ${s} at iteration ${n} without authorisation`,
      files: { 'criteria.md': size(s), iteration: `${n}\n` },
      detail: `iteration ${n} is over the budget of ${budget} (size ${s}) and no user authorisation is recorded`,
      findings: [{ file: COUNTER, line: 1, column: 1, message: `counter ${n} exceeds the budget of ${budget} (size ${s})` }],
    })),
    {
      name: 'two iterations after an auto-promote',
      files: { ...promoted, iteration: '4\n' },
      detail: 'iteration 4 is over the budget of 3 (size M + 1 after auto-promote (scope-sync.md:L3)) and no user authorisation is recorded',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 4 exceeds the budget of 3 (size M + 1 after auto-promote (scope-sync.md:L3))' }],
    },
    {
      name: 'an escalation request is not an authorisation (once round 3 work has started)',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'acceptance-log.md': '## Iteration 2\n### Verdict: REJECT\nEscalated to the user with the current blockers; awaiting an answer.\n', 'handoff.md': '# Handoff — iteration 3\n' },
      detail: 'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 3 exceeds the budget of 2 (size M)' }],
    },
    // Only a size promotion adds a round; ux_heavy → true changes no size.
    {
      name: 'an ux_heavy auto-promote adds no round',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n\n## ux_heavy promotion — 2026-05-14 12:10\nAUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)\n' },
      detail: 'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded',
    },
    {
      name: 'an auto-promote heading about ux_heavy adds no round',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n\n## Auto-promote — 2026-05-14\n- ux_heavy: false → true\n' },
      detail: 'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded',
    },
    // A record of a promotion declined is no promotion.
    ...[
      '## Auto-promote — 2026-05-02 10:00\nsize-detect.py suggested L; director reviewed: not promoted, the engagement stays M.\n',
      '## Auto-promote — 2026-05-19 16:45\nsize-detect.py --mode runtime: 3 specialists, 7 files, 341 LOC → stays M. No promotion needed.\n',
      '- AUTO-PROMOTE: declined, size-detect.py flagged L for generated snapshots\n',
      '## Auto-promote — 2026-05-19\nsize-detect.py предложил L; не повышаем, остаётся M.\n',
    ].map((record) => ({
      name: `an auto-promote record that declines the promotion adds no round: ${JSON.stringify(record)}`,
      files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': `# Scope sync\n\n${record}` },
      detail: 'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded',
    })),
    // Lines that await, negate or refuse the go-ahead are not one.
    { name: 'waiting for the go-ahead', ...L4_FAIL, files: { ...L4('## Escalation — 2026-06-05 10:00\nAfter round 3 the blockers remain. Escalated to the user with the template; waiting for «продолжаем» or «пересматриваем scope» before any iteration 4 work.\n') } },
    {
      name: 'S: round-2 work started after the REJECT without a directive',
      files: { 'criteria.md': size('S'), iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n', 'handoff.md': '# Handoff — iteration 2\n' },
      detail: /^iteration 2 is over the budget of 1 \(size S\) and no user authorisation is recorded/,
    },
    { name: 'the user rejected the request for another round', ...L4_FAIL, files: { ...L4('The user rejected iteration 4; close the engagement.\n') } },
    {
      name: 'a line that reads as a go-ahead but takes it back is named in the detail',
      files: { ...L4('The user has not authorised iteration 4 yet.\n') },
      detail: /no user authorisation is recorded; engagement\/scope-sync\.md:L3 reads as a go-ahead but also says "not", so it is none$/,
    },
    { name: 'an authorisation not given', ...L4_FAIL, files: { ...L4('## Escalation — 2026-06-05\n- The user has not authorised iteration 4 yet; asked in chat 10:05.\n') } },
    { name: 'a refused go-ahead', ...L4_FAIL, files: { ...L4('## Escalation — 2026-06-05\n- Asked the user whether to continue to iteration 4. User: «не продолжаем, пересматриваем scope».\n') } },
    // The waiting state ends when the lead starts round 3 without the go-ahead.
    {
      name: "the director's increment once round 3 work has started",
      files: { ...incremented, 'handoff.md': '# Handoff — iteration 3\n' },
      detail: 'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded',
    },
    {
      name: "the director's increment without an escalation, once an executor report has started round 3",
      files: { ...incremented, 'acceptance-log.md': directorInc.slice(0, directorInc.indexOf('### Escalation')), 'executor-reports/dev-backend.md': '# dev-backend\n\n## Iteration 2\nfix\n\n## Iteration 3\nmore\n' },
      detail:
        'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded; round 3 work has started (engagement/executor-reports/dev-backend.md:L6) after the REJECT of round 2 (engagement/acceptance-log.md:L9) with no escalation to the user recorded',
    },
    // The «продолжаем» of the pre-final-iteration escalation is the go-ahead for iteration 3, inside the
    // budget (P:497), not for iteration 4 ("Never start an iteration beyond the hard limit without user authorisation", P:503).
    {
      name: 'iteration 4 on the go-ahead given at the pre-final-iteration escalation (for iteration 3)',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'scope-sync.md': preFinal, 'acceptance-log.md': `${LOG_L3}\n## Iteration 4 — 2026-06-10 09:00\n### Verdict: ACCEPT\n` },
      detail:
        'iteration 4 is over the budget of 3 (size L) and no user authorisation for it is recorded (go-aheads for rounds inside the budget: engagement/scope-sync.md:L5 for iteration 3, engagement/acceptance-log.md:L10 for iteration 3)',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 4 exceeds the budget of 3 (size L)' }],
    },
    {
      name: 'a go-ahead dated before the REJECT of the last allowed round, under an escalation heading',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'acceptance-log.md': `${LOG_L3}\n## Iteration 4\n`, 'scope-sync.md': '# Scope sync\n\n## Escalation — 2026-06-08 18:10\nUser: «продолжаем»\n' },
      detail: /no user authorisation for it is recorded \(go-aheads for rounds inside the budget: engagement\/scope-sync.md:L4 for iteration 3, engagement\/acceptance-log.md:L10 for iteration 3\); round 4 work has started \(engagement\/acceptance-log.md:L15\) after the REJECT of round 3 \(engagement\/acceptance-log.md:L13\) with no escalation to the user recorded$/,
    },
    {
      name: 'a go-ahead that says it follows iteration 2',
      files: { ...L4('## Escalation\nAfter iteration 2 the blockers remain. User: «продолжаем».\n'), 'handoff.md': '# Handoff — iteration 4\n' },
      detail: 'iteration 4 is over the budget of 3 (size L) and no user authorisation for it is recorded (the go-ahead for rounds inside the budget: engagement/scope-sync.md:L4 for iteration 3)',
    },
    // Problem 6: the S template's title `# Handoff — iter 2 — …` is round-2 work.
    {
      name: 'S: round-2 work under the template title `iter 2` without a directive',
      files: sRound2(),
      detail:
        'iteration 2 is over the budget of 1 (size S) and no user authorisation is recorded; round 2 work has started (engagement/handoff.md:L1) after the REJECT of round 1 (engagement/acceptance-log.md:L5) with no human directive to rework',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 2 exceeds the budget of 1 (size S)' }],
    },
    // Negated, refused or questioned go-aheads are none.
    ...[
      ['Iteration 2 not approved: abandon.', 'not'],
      ['Решение: доработать? Итерация 2 не разрешена.', 'не'],
    ].map(([line, word]) => ({
      name: `S: a directive that takes the go-ahead back: ${line}`,
      files: sDirective(line!),
      detail: new RegExp(`no user authorisation is recorded; .*engagement/human-directive\\.md:L3 reads as a go-ahead but also says "${word}", so it is none$`),
    })),
    {
      name: 'M: the user declines another round',
      files: mRound3('User decision 2026-06-11 15:02: do not continue with iteration 3; revise scope.'),
      detail: /no user authorisation is recorded; round 3 work has started \(engagement\/handoff\.md:L1\) after the escalation at engagement\/acceptance-log\.md:L11 with no recorded answer; engagement\/acceptance-log\.md:L17 reads as a go-ahead but also says "not", so it is none$/,
    },
    ...[
      'User (2026-06-11 15:02): approved the new copy of the banner.',
      'Answer from Oleg, 2026-06-11 15:02: no, stop here; revise the scope.',
      'User: not yet, wait until the Monday review before you continue.',
      'The lead wrote: proceed with the docs.',
      'Acceptor: dev-manager. Human directive: PROCEED_TO_VERDICT.',
      'Пользователь (11.06.2026 15:02): ок, посмотрю вечером.',
      'Пользователь: нет, не продолжаем, пересматриваем scope.',
      'Заказчик: третью итерацию не разрешаю.',
    ].map((line) => ({
      name: `M: a labelled line that does not go on is no answer: ${line}`,
      files: mRound3(line),
      detail: /^iteration 3 is over the budget of 2 \(size M\) and no user authorisation is recorded/,
    })),
    {
      name: "M: the escalation template's own question is no answer",
      files: mRound3(''),
      detail:
        'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded; round 3 work has started (engagement/handoff.md:L1) after the escalation at engagement/acceptance-log.md:L11 with no recorded answer',
    },
    {
      name: 'a director\'s rework decision in acceptance-log.md is not the user\'s go-ahead',
      files: { ...mRound3(''), 'acceptance-log.md': M_ESCALATED.replace('## Escalation', 'Decision: rework T1 in iteration 3.\nIteration 3 approved.\n\n## Escalation') },
      detail: /^iteration 3 is over the budget of 2 \(size M\) and no user authorisation is recorded; round 3 work has started/,
    },
    // A go-ahead given before the REJECT of the round before it answers no escalation: "After round 2, escalate".
    ...['2026-05-14 10:05', '14.05.2026 10:05'].map((date) => {
      const why = `is dated ${date}, before the round-2 REJECT at engagement/acceptance-log.md:L10`;
      return {
        name: `M: a go-ahead for iteration 3 given at intake (${date}), before the round-2 REJECT`,
        files: mAuthorised(`# Scope sync — 2026-05-14 10:00\n\n## User authorisation — iteration 3 — ${date}\n- The user authorised iteration 3.\n`),
        detail: `iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded; the authorisation at engagement/scope-sync.md:L3 ${why}; the authorisation at engagement/scope-sync.md:L4 ${why}: no escalation followed that round, so they do not count`,
        findings: [
          { file: COUNTER, line: 1, column: 1, message: 'counter 3 exceeds the budget of 2 (size M)' },
          ...[3, 4].map((line) => ({ file: 'engagement/scope-sync.md', line, column: 1, message: `go-ahead for iteration 3 is dated ${date}, before the round-2 REJECT (engagement/acceptance-log.md:L10): no escalation followed that round` })),
        ],
      };
    }),
    {
      name: 'M: a go-ahead for iteration 3 in acceptance-log.md above the round-2 REJECT',
      files: mAuthorised('', M_LOG3.replace('Reason: crit-3\n', 'Reason: crit-3\nUser authorised iteration 3.\n')),
      detail:
        'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded; the authorisation at engagement/acceptance-log.md:L7 comes before the round-2 REJECT at engagement/acceptance-log.md:L11: no escalation followed that round, so it does not count',
      findings: [
        { file: COUNTER, line: 1, column: 1, message: 'counter 3 exceeds the budget of 2 (size M)' },
        { file: 'engagement/acceptance-log.md', line: 7, column: 1, message: 'go-ahead for iteration 3 stands above the round-2 REJECT (engagement/acceptance-log.md:L11): no escalation followed that round' },
      ],
    },
    {
      name: 'L: a go-ahead for iteration 4 dated before the round-3 REJECT',
      files: { 'criteria.md': size('L'), iteration: '4\n', 'acceptance-log.md': `${LOG_L3}\n## Iteration 4 — 2026-06-10 09:00\n### Verdict: ACCEPT\n`, 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-06-08 18:10\n' },
      detail:
        'iteration 4 is over the budget of 3 (size L) and no user authorisation for it is recorded (the go-ahead for rounds inside the budget: engagement/acceptance-log.md:L10 for iteration 3); the authorisation at engagement/scope-sync.md:L3 is dated 2026-06-08 18:10, before the round-3 REJECT at engagement/acceptance-log.md:L13: no escalation followed that round, so it does not count',
      findings: [
        { file: COUNTER, line: 1, column: 1, message: 'counter 4 exceeds the budget of 3 (size L)' },
        { file: 'engagement/scope-sync.md', line: 3, column: 1, message: 'go-ahead for iteration 4 is dated 2026-06-08 18:10, before the round-3 REJECT (engagement/acceptance-log.md:L13): no escalation followed that round' },
      ],
    },
    {
      name: 'L: iteration 5 on a go-ahead for iteration 5 given before the round-4 REJECT',
      files: {
        'criteria.md': size('L'),
        iteration: '5\n',
        'acceptance-log.md': `${LOG_L3}\n## Iteration 4 — 2026-06-10 09:00\n### Verdict: REJECT\n\n## Iteration 5 — 2026-06-11 09:00\n### Verdict: ACCEPT\n`,
        'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-06-09 16:00\n\n## User authorisation — iteration 5 — 2026-06-09 16:00\n',
      },
      detail:
        'iteration 5 is over the budget of 3 (size L); the recorded user authorisations cover iterations up to 4 only (first at engagement/scope-sync.md:L3) (the go-ahead for rounds inside the budget: engagement/acceptance-log.md:L10 for iteration 3); the authorisation at engagement/scope-sync.md:L5 is dated 2026-06-09 16:00, before the round-4 REJECT at engagement/acceptance-log.md:L16: no escalation followed that round, so it does not count',
    },
    // An authorisation covers the iteration it names.
    {
      name: 'iteration 5 when the user authorised iteration 4 only',
      files: { ...authorisedFour, iteration: '5\n' },
      detail: 'iteration 5 is over the budget of 3 (size L); the recorded user authorisations cover iterations up to 4 only (first at engagement/scope-sync.md:L3)',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 5 is beyond the authorised 4' }],
    },
    {
      name: 'two rounds on one go-ahead that names no iteration',
      files: { ...goAhead, iteration: '4\n' },
      detail: 'iteration 4 is over the budget of 2 (size M); the recorded user authorisations cover iterations up to 3 only (first at engagement/scope-sync.md:L2)',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 4 is beyond the authorised 3' }],
    },
  ],
});

describe('iteration-budget on hostile input', () => {
  it('places go-aheads in linear time: thousands of dated rounds and go-aheads, long blank runs', async () => {
    const rounds = Array.from({ length: 5000 }, (_, i) => `## Iteration ${i + 1} — 2026-06-05 15:00\n### Verdict: REJECT\n`).join('');
    const goAheads = Array.from({ length: 5000 }, (_, i) => `## Escalation ${i} — 2026-06-0${(i % 9) + 1}\nafter${' '.repeat(2000)}x User: «продолжаем»\n`).join('');
    const r = await lint(rule, { files: { 'criteria.md': size('L'), iteration: '5001\n', 'acceptance-log.md': `# Log\n${rounds}`, 'scope-sync.md': `# Scope sync\n${goAheads}` } });
    expect(r.detail).toMatch(/^iteration 5001 is over the budget of 3/);
  });

  it('counts more go-aheads than a call takes arguments: each one more round', async () => {
    const log = `# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n\n${'The user approved another round.\n'.repeat(140_000)}`;
    const r = await lint(rule, { files: { 'criteria.md': size('L'), iteration: '9\n', 'acceptance-log.md': log } });
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(r.status).toBe('pass');
  }, 30_000);
});

// "Альтернатива: закрыть engagement как unresolvable": the user's answer to the escalation after the last allowed
// round may be the abort, written as the floor-holder's `### Verdict: ABORTED` stub after that REJECT.
describe('iteration-budget after the user aborted past the last allowed round', () => {
  const ABORT = '### Verdict: ABORTED\n\nUser, verbatim:\n> закрой engagement\n\nState: round 2 rejected on crit-4; no round 3 work.\n';
  const aborted = (log: string, handoff = '# Handoff — iteration 2\n') => ({ 'criteria.md': size('M'), iteration: '3\n', 'acceptance-log.md': log, 'handoff.md': handoff });
  ruleTester(rule, {
    valid: [
      ...[`${directorInc}\n## Aborted — 2026-06-09 10:00\n\n${ABORT}`, `${directorInc}\n${ABORT}`, `${directorInc}\n## Iteration 3\n\n${ABORT}`].map((log, i) => ({
        name: `the abort answers the escalation; no round 3 was started (${['under its own heading', 'after the round', 'in a round 3 section holding only the abort'][i]})`,
        files: aborted(log),
        detail: /^counter 3 follows the REJECT of round 2 \(engagement\/acceptance-log\.md:L9\), the last of the budget of 2 \(size M\); the user aborted the engagement after it \(ABORTED at engagement\/acceptance-log\.md:L\d+\), and no round 3 work was started$/,
      })),
    ],
    invalid: [
      {
        name: 'round 3 work started without the go-ahead before the user aborted: still over the budget',
        files: aborted(`${directorInc}\n## Aborted — 2026-06-09 10:00\n\n${ABORT}`, '# Handoff — iteration 3\n'),
        detail: /^iteration 3 is over the budget of 2/,
      },
    ],
  });
});
