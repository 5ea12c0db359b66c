// "No `ACCEPT pending X` … Do NOT defer the verification to the user", read in the Russian a team writes under its verdict
// («Ожидает подтверждения заказчиком», «ждём ревью»), and in a sentence after the first ("All verified. Pending QA sign-off.").
// «ожидает» is also "expects", «как и ожидается» "as expected", «ожидаемый» a thing expected: none of these waits on a check.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';
import { LOG, recommended } from './unverified-message.js';

const log = (verdict: string, after = '') => `# Acceptance log\n## Iteration 1\n- crit-1 ✅ export verified\n### Verdict: ${verdict}\n${after}`;
const SKIP = { name: 'skips without acceptance-log.md', status: 'skip' as const, files: {} };
const WAITS = (quote: string) => `the ACCEPT's verdict waits on a check still to come ("${quote}"), as \`ACCEPT pending X\` does: do not defer the verification; the verdict is binary`;

describe("a check still awaited in the verdict's own lines, in Russian or in a later sentence", () => {
  const awaited: Array<[line: string, quote: string]> = [
    ['Все пять критериев проверены. Ожидает подтверждения заказчиком до пятницы.', 'Ожидает подтверждения заказчиком до пятницы'],
    ['Принято, ожидаем подтверждения от заказчика.', 'ожидаем подтверждения от заказчика'],
    ['Подтверждение заказчика ещё ожидается.', 'Подтверждение заказчика ещё ожидается'],
    ['Ожидает ревью от QA.', 'Ожидает ревью от QA'],
    ['Ждём подтверждения пользователя.', 'Ждём подтверждения пользователя'],
    ['Выгрузка готова; пока ждём согласования бухгалтерии.', 'пока ждём согласования бухгалтерии'],
    ['All five criteria verified. Pending QA sign-off by the user.', 'Pending QA sign-off by the user'],
    ['All five criteria verified! Awaiting the client review of the export.', 'Awaiting the client review of the export'],
  ];
  const honest = [
    'Все пять критериев проверены.',
    'Всё работает, как и ожидается: пользователь видит выгрузку.',
    'Как ожидается, заказчик получает письмо со ссылкой.',
    'Сервис ожидает токен пользователя, проверено curl.',
    'Ожидаемое поведение подтверждено пользователем.',
    'Заказчик не ожидает доработок.',
    'Ничего не ожидает подтверждения.',
    'Подтверждение заказчика получено.',
    'All five criteria verified. The pending orders page now loads for the user.',
    'All five criteria verified. No pending items for the user.',
  ];
  ruleTester(rule, {
    valid: [
      SKIP,
      ...honest.map((line) => ({ name: `nothing awaited: ${line}`, options: recommended, files: { 'acceptance-log.md': log('ACCEPT', `${line}\n`) }, detail: exactly('the verdict is binary') })),
      { name: 'a REJECT awaiting a re-check', options: recommended, files: { 'acceptance-log.md': log('REJECT — crit-2 red', 'Ждём повторной проверки QA.\n') }, detail: exactly('the verdict is binary') },
    ],
    invalid: [
      PENDING_S11_CASE,
      ...awaited.map(([line, quote]) => ({
        name: `${line} → "${quote}"`,
        options: recommended,
        files: { 'acceptance-log.md': log('ACCEPT', `${line}\n`) },
        detail: 'a verdict is not binary: L5',
        findings: [{ file: LOG, line: 5, column: line.indexOf(quote) + 1, message: exactly(WAITS(quote)) }],
      })),
    ],
  });
});

describe('a Russian wait opening a clause of the verdict\'s words is a conditional accept', () => {
  const CONDITIONAL = (v: string) => `conditional accept \`${v}\`: the verdict is binary`;
  const pending = ['ACCEPT — всё готово, ожидает подтверждения заказчика', 'ACCEPT — в ожидании приёмки', 'ACCEPT, ждём ревью'];
  const honest = ['ACCEPT — работает, как и ожидается', 'ACCEPT — форма ожидает токен, проверено', 'ACCEPT — ожидаемый результат получен'];
  ruleTester(rule, {
    valid: [
      SKIP,
      ...honest.map((v) => ({ name: `a plain accept: ${v}`, options: recommended, files: { 'acceptance-log.md': log(v) }, detail: exactly('the verdict is binary') })),
    ],
    invalid: [
      PENDING_S11_CASE,
      ...pending.map((v) => ({
        name: `\`${v}\``,
        options: recommended,
        files: { 'acceptance-log.md': log(v) },
        detail: 'a verdict is not binary: L4',
        findings: [{ file: LOG, line: 4, column: 14, message: exactly(CONDITIONAL(v)) }],
      })),
    ],
  });
});
