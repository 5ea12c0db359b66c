// "Pre-final-iteration trigger: before starting the last allowed iteration, escalate to user with current blockers.
// Wait for explicit «продолжаем» or «пересматриваем scope»." The user's recorded answer is read: only an explicit go,
// or a scope revision with the criteria changed after it, lets the last allowed round start.
import rule from '../../../rules/engagement/iteration-budget.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const LOG = `# Acceptance log — invoice-export-1c

## Iteration 1 — 2026-06-10 20:00

### Verdict: REJECT
Reason: crit-3 не выполнен.

## Iteration 2 — 2026-06-11 18:00

### Verdict: REJECT
Reason: crit-2 не выполнен — округление НДС.

## Iteration 3 — 2026-06-12 18:30

### Verdict: ACCEPT
Все шесть критериев выполнены.
`;
const SYNC = (answer: string, after = '') => `# Scope sync — invoice-export-1c — 2026-06-10 11:40

## Criteria frozen as of
2026-06-10 11:40

## Escalation before iteration 3 — 2026-06-11 19:00
- Перед третьей итерацией (предел для L — 3) менеджер написал заказчику: «После двух кругов правок директор не принимает работу. Текущая блокировка: округление НДС (crit-2). Продолжать ещё круг или пересмотреть scope / criteria?»
- User (Ирина Лебедева, чат 2026-06-11 19:12): ${answer}
${after}`;
const L3 = (scopeSync: string, extra: Record<string, string> = {}) => ({
  'criteria.md': criteria({ size: 'L' }),
  iteration: '3\n',
  'acceptance-log.md': LOG,
  'scope-sync.md': scopeSync,
  'handoff.md': '# Handoff — iteration 3 — invoice-export-1c\n',
  ...extra,
});
const PASS = /^iteration 3 within the budget of 3 \(size L\); the pre-final-iteration escalation at engagement\/scope-sync\.md:L6$/;
const ANSWER_AT = { file: 'engagement/scope-sync.md', line: 8 };

ruleTester(rule, {
  valid: [
    ...['«Продолжаем.»', '"Go ahead."', '"Continue with round 3."', 'Да, продолжайте.'].map((a) => ({ name: `an explicit go: ${a}`, files: L3(SYNC(a)), detail: PASS })),
    {
      name: '«Пересматриваем scope.» with the criteria change recorded after it',
      files: L3(SYNC('«Пересматриваем scope.»', '- crit-2 переформулирован: округление НДС по строке счёта (dev-manager, 2026-06-11 19:40).\n')),
      detail: PASS,
    },
    {
      name: '"Revise the scope." with criteria.md recording a revision dated after the REJECT',
      files: L3(SYNC('"Revise the scope."'), { 'criteria.md': criteria({ size: 'L' }, '# Acceptance criteria\n\n## Done when\n- crit-2: VAT rounded per invoice line\n\n## Revisions\n- 2026-06-11 19:45: crit-2 revised after the user\'s answer (rounding per line).\n') }),
      detail: PASS,
    },
    {
      name: 'a hold, then the go-ahead later in the same section: the last answer counts',
      files: L3(SYNC('«Давайте я подумаю до понедельника.»', '- User (2026-06-14 10:00): «Продолжаем.»\n')),
      detail: PASS,
    },
    // The escalation is a message to the user, which the files may not hold: so may the answer. Recorded without one, as before.
    { name: 'the escalation recorded with no answer in the files', files: L3(SYNC('').replace(/\n- User[^\n]*\n/, '\n')), detail: PASS },
    {
      name: '"don\'t start yet" while round 3 has not started: nothing ran without the go',
      files: { ...L3(SYNC('"Let me think until Monday, do not start yet."')), 'acceptance-log.md': LOG.slice(0, LOG.indexOf('## Iteration 3')), 'handoff.md': '# Handoff — iteration 2 — invoice-export-1c\n' },
      detail: /^iteration 3 within the budget of 3/,
    },
  ],
  invalid: [
    { name: 'no counter', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }) } },
    {
      name: 'past the budget without authorisation, after a "don\'t start yet": the failure, the answer a warning beside it',
      files: { ...L3(SYNC('"Let me think until Monday, do not start yet."')), iteration: '4\n', 'acceptance-log.md': LOG.replace('### Verdict: ACCEPT', '### Verdict: REJECT'), 'handoff.md': '# Handoff — iteration 4 — invoice-export-1c\n' },
      findings: [{ file: 'engagement/iteration', line: 1, message: /exceeds the budget of 3/ }, { ...ANSWER_AT, severity: 'warning', message: /no go-ahead/ }],
    },
    ...[
      ['Russian: think until Monday, do not start', '«Давайте я подумаю до понедельника, пока не начинайте.»'],
      ['English: think until Monday, do not start', '"Let me think until Monday, do not start yet."'],
      ['a question', '«А может, сначала обсудим сроки с финдиректором?»'],
      ['"wait"', '"Wait, I need to check with the CFO."'],
      ['«Не продолжаем»', '«Не продолжаем.»'],
    ].map(([name, answer]) => ({
      name: `no go-ahead, and round 3 ran: ${name}`,
      status: 'warn' as const,
      files: L3(SYNC(answer!)),
      detail: /^iteration 3 is the last of the budget of 3 \(size L\), and its work has started \(engagement\/handoff\.md:L1\) after the pre-final-iteration escalation at engagement\/scope-sync\.md:L6, but the user's answer at engagement\/scope-sync\.md:L8 is no go-ahead/,
      findings: [{ ...ANSWER_AT, message: /^round 3, the last allowed, started although the user's answer is no go-ahead/ }],
    })),
    {
      name: '«Пересматриваем scope.» and round 3 ran on the unchanged criteria',
      status: 'warn',
      files: L3(SYNC('«Пересматриваем scope.»')),
      detail: /but the user's answer at engagement\/scope-sync\.md:L8 revises the scope \(.*\), and no change of the criteria is recorded after it/,
      findings: [{ ...ANSWER_AT, message: /^round 3, the last allowed, started although the user's answer revises the scope/ }],
    },
    {
      name: '«Пересматриваем scope.» followed by a note that the criteria stay unchanged',
      status: 'warn',
      files: L3(SYNC('«Пересматриваем scope.»', '- Критерии без изменений, crit-2 остаётся как был.\n')),
      findings: [{ ...ANSWER_AT, message: /revises the scope/ }],
    },
    {
      name: 'the answer recorded in acceptance-log.md under the round-2 REJECT: «подождите»',
      status: 'warn',
      files: L3('# Scope sync\n', { 'acceptance-log.md': LOG.replace('округление НДС.\n', 'округление НДС.\nЭскалировали заказчику перед последней итерацией. Пользователь: подождите до понедельника.\n') }),
      findings: [{ file: 'engagement/acceptance-log.md', line: 12, message: /no go-ahead/ }],
    },
  ],
});
