// Seed 001: "Do NOT defer the verification to the user." A check handed to the bank, the finance team or QA is
// deferred as well, and the message says to whom: the party the words name, or someone outside the round, never
// "the user" for another party.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { userDeferral } from '../../../packages/core/src/model/plan/deferral.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';
import { LOG, recommended } from './unverified-message.js';

const log = (line: string) => `# Acceptance log\n\n## Iteration 1\n\n- crit-1 ✅ the refund reaches the card (traces/refund.log)\n\n### Verdict: ACCEPT\n\n${line}\n`;
const DEFERS = (to: string, quote: string) => `the ACCEPT defers verification to ${to} ("${quote}"): the verdict is binary`;

describe('binary-verdict names who a check is deferred to', () => {
  ruleTester(rule, {
    valid: [
      { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
      { name: 'an ACCEPT handing nothing over', options: recommended, files: { 'acceptance-log.md': log('All criteria verified by the acceptor.') }, detail: exactly('the verdict is binary') },
      // A check the acceptor did, the customer's decision, a noun in another sentence than the party: nothing handed over.
      ...[
        'Проверку crit-2 на проде провёл приёмщик. Заказчик доволен.',
        'Решение о цвете кнопки оставили заказчику.',
        'Проверка пройдена. Заказчик сделает анонс в пятницу.',
        'The owner approved the copy before the round; crit-1 verified in the CMS preview.',
      ].map((line) => ({ name: `nothing handed over: ${line}`, options: recommended, files: { 'acceptance-log.md': log(line) }, detail: exactly('the verdict is binary') })),
    ],
    invalid: [
      PENDING_S11_CASE,
      ...(
        [
          // [line, quoted words, who the message names]
          ['Банк подтвердит, что платёж прошёл.', 'подтвердит', 'someone outside the round'],
          ['Банк подтвердит, что платёж прошёл', 'подтвердит', 'someone outside the round'],
          ['Бухгалтерия подтвердит, что выгрузка верна.', 'подтвердит', 'someone outside the round'],
          // The user named after the verb is its object, in another case, or in another clause: not who checks.
          ['Банк подтвердит пользователю, что платёж прошёл.', 'подтвердит', 'someone outside the round'],
          ['Банк подтвердит, что пользователь получил деньги.', 'подтвердит', 'someone outside the round'],
          // The subject after the verb.
          ['Выгрузку проверит QA.', 'проверит', 'QA'],
          ['Кириллицу в PDF проверит заказчик после релиза.', 'проверит', 'the customer'],
          // English: the one awaited, the party named, the one a passive names.
          ['Once the bank confirms the refund went through, the ticket closes.', 'Once the bank confirms', 'the bank'],
          ['Once finance signs off on the totals, the ticket closes.', 'Once finance signs off', 'finance'],
          ['The QA team will verify the refund on staging.', 'The QA team will verify', 'QA'],
          ['Testers will verify the refund on staging.', 'Testers will verify', 'the testers'],
          ['QA testing will be done by the user tomorrow.', 'QA testing will be done by the user', 'the user'],
          ['Someone should verify the refund on staging.', 'Someone should verify', 'someone outside the round'],
          // The owner of the product or the site; a check named as a noun in Russian, done or handed to a party.
          ['The owner will double-check crit-1 in the CMS preview tomorrow.', 'The owner will double-check', 'the owner'],
          ['The site owner has to verify the banner on prod.', 'The site owner has to verify', 'the site owner'],
          ['Финальную проверку crit-2 на проде сделает заказчик.', 'проверку crit-2 на проде сделает заказчик', 'the customer'],
          ['Проверку заголовка на проде оставили заказчику.', 'Проверку заголовка на проде оставили заказчику', 'the customer'],
          ['Заказчик сам проведёт финальную проверку на проде.', 'Заказчик сам проведёт финальную проверку', 'the customer'],
          ['Тестирование выгрузки передаём клиенту.', 'Тестирование выгрузки передаём клиенту', 'the client'],
        ] as const
      ).map(([line, quote, to]) => ({
        name: `${line} → ${to}`,
        options: recommended,
        files: { 'acceptance-log.md': log(line) },
        detail: exactly('a verdict is not binary: L9'),
        findings: [{ file: LOG, line: 9, column: line.indexOf(quote) + 1, message: exactly(DEFERS(to, quote)) }],
      })),
      {
        name: 'an outstanding check left to accounting names no user',
        options: recommended,
        files: { 'acceptance-log.md': log('Open: accounting to confirm the file opens in Excel.') },
        findings: [{ file: LOG, line: 9, column: 1, message: exactly('the ACCEPT leaves a verification outstanding ("Open: accounting to confirm"): do not defer the verification; the verdict is binary') }],
      },
    ],
  });
});

describe('§11 Known deferrals: the message and the summary name who takes the check', () => {
  const handoff = (...entries: string[]) => `# Handoff — iteration 1\n## 1. Diff summary\n- src/refund.ts\n## 11. Known deferrals\n${entries.map((e) => `- ${e}\n`).join('')}`;
  const files = (...entries: string[]) => ({ 'handoff.md': handoff(...entries), 'acceptance-log.md': log('All criteria verified by the acceptor.') });
  /** The column of `quote` in the §11 item `entry` (after its `- `). */
  const at = (entry: string, quote: string) => entry.indexOf(quote) + 3;
  const CUSTOMER = 'Refund on a real card: the customer will verify it after release.';
  const QA = 'Refund e-mail copy: QA will verify it on staging.';
  const message = (to: string, quote: string) =>
    `§11 defers a verification to ${to} ("${quote}"), yet acceptance-log.md line 7 is an ACCEPT: do not defer the verification (the only deferrals are criteria.md's out of scope and a director-approved waiver); the verdict is binary`;
  ruleTester(rule, {
    valid: [{ name: 'skips without acceptance-log.md', status: 'skip', files: {} }],
    invalid: [
      {
        name: 'one party',
        options: recommended,
        files: files(CUSTOMER),
        detail: exactly('ACCEPT over a verification handoff §11 defers to the customer (handoff.md L5)'),
        findings: [{ file: 'engagement/handoff.md', line: 5, column: at(CUSTOMER, 'the customer will verify'), message: exactly(message('the customer', 'the customer will verify')) }],
      },
      {
        name: 'two parties: the summary names neither as the user',
        options: recommended,
        files: files(CUSTOMER, QA),
        detail: exactly('ACCEPT over a verification handoff §11 defers to someone outside the round (handoff.md L5, L6)'),
        findings: [
          { file: 'engagement/handoff.md', line: 5, column: at(CUSTOMER, 'the customer will verify'), message: exactly(message('the customer', 'the customer will verify')) },
          { file: 'engagement/handoff.md', line: 6, column: at(QA, 'QA will verify'), message: exactly(message('QA', 'QA will verify')) },
        ],
      },
    ],
  });
});

describe('userDeferral: who takes the check', () => {
  it.each([
    ['Банк подтвердит, что платёж прошёл.', [], 'someone outside the round'],
    ['The user should verify the CSV.', [], 'the user'],
    ['Пользователю остаётся проверить печать.', [], 'the user'],
    ['Клиенту нужно подтвердить макет.', [], 'the client'],
    ['The product owner will verify the copy.', [], 'the product owner'],
    ['Stakeholders should verify the copy.', [], 'the stakeholders'],
    ['The security review will be done by the client next week.', [], 'the client'],
    ['Oleg Sidorov still has to check the lockout.', ['Oleg Sidorov', 'Oleg', 'Sidorov'], 'the judge Oleg Sidorov'],
    ['Андрей проверит дашборд после релиза.', ['Андрей Соколов', 'Андрей', 'Соколов'], 'the judge Андрей'],
    // The reader told to do the check: the user the verdict goes to.
    ['Please double-check the Monday export yourself after release.', [], 'the user'],
    ['- Verify the totals yourself on staging.', [], 'the user'],
    ['All criteria met. Please check the PDF yourself.', [], 'the user'],
  ] as const)('%s', (text, names, to) => expect(userDeferral(text, names)?.to).toBe(to));

  // An offer to reproduce a check that was done, or a check the user need not do, hands nothing over.
  it.each(['You can verify it yourself with `npm test`.', 'No need to check it yourself.', 'We checked it ourselves.', 'Verified by running the suite myself.'])('%s', (text) => expect(userDeferral(text)).toBeUndefined());
});

describe('who takes the check, read on long lines of its words', () => {
  const long = (w: string) => w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
  it.each([
    // A clause of 100k characters before and after a bare «подтвердит»: its subject is looked for in all of it.
    [`${long('Банк ')} подтвердит ${long('пользователю ')}`, 'someone outside the round'],
    [`${long('Выгрузку ')} проверит ${long('QA ')}`, 'QA'],
    [long('Банк подтвердит, '), 'someone outside the round'],
    [`${long('by the ')} once the bank confirms`, 'the bank'],
    [long('  '), undefined],
  ])('%#', (line, to) => expect(userDeferral(line, ['Oleg Sidorov', 'Oleg'])?.to).toBe(to));
});

// Seed 001: "Order is strict: verdict → user-facing summary → archival LAST", "User-facing delivery — Director ✓ (on
// accept)". Handing the verified result over to the user is that delivery, not "ACCEPT — user to verify Y"; a hand-over
// that comes with a check, or a check named as what is handed over, still defers it.
describe('binary-verdict: the result handed over to the user after the ACCEPT', () => {
  const quoted = (line: string, quote: string, to = 'the user') => ({
    name: `${line} → "${quote}"`,
    options: recommended,
    files: { 'acceptance-log.md': log(line) },
    findings: [{ file: LOG, line: 9, column: line.indexOf(quote) + 1, message: exactly(DEFERS(to, quote)) }],
  });
  ruleTester(rule, {
    valid: [
      'All four criteria verified; handed over to the user.',
      'All criteria verified, handed to the user.',
      'The export was handed over to the user for use, with the runbook.',
      'Handed over to the client together with the release notes.',
      'All criteria verified; handed over to the user. Delivered to the user at 18:40.',
      // A check reported made, and the ACCEPT it follows, are no check handed over.
      'Handed over to the user after the ACCEPT, fully tested and verified.',
    ].map((line) => ({ name: line, options: recommended, files: { 'acceptance-log.md': log(line) } })),
    invalid: [
      quoted('All criteria verified; handed over to the user to verify the totals.', 'handed over to the user'),
      quoted('Handed over to the user for verification on staging.', 'Handed over to the user'),
      quoted('Handed over to the user, who will test it on real data.', 'Handed over to the user'),
      quoted('The Excel check is handed over to the user.', 'handed over to the user'),
      quoted('Handed to the customer for acceptance testing.', 'Handed to the customer', 'the customer'),
      quoted('Handed over to the user for acceptance.', 'Handed over to the user'),
      quoted('Handed over to the user to try on their own data.', 'Handed over to the user'),
      // The delivery itself hands nothing over; a check the line hands over after it still counts.
      quoted('Handed over to the user; the user will confirm it works.', 'the user will confirm'),
      quoted('Handed over to the user. The user still has to verify the CSV in Excel.', 'The user still has to verify'),
    ],
  });
});
