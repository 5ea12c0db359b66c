// Seed 001: "If any acceptance bar cannot be verified by the director with available tools … the verdict is
// REJECT … Do NOT defer the verification to the user." A line of an ACCEPT's round saying its check is no
// acceptance criterion or a watch after launch, a product flow waiting on the user's dialog, or a claim of the
// executor the acceptor checked again hands no bar over; the same words around a bar still do.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { userDeferral } from '../../../packages/core/src/model/plan/deferral.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';
import { LOG, recommended, UNVERIFIED } from './unverified-message.js';

/** An ACCEPT round of a landing-page engagement with `line` at L11, after the verdict's paragraph. */
const log = (line: string) =>
  [
    '# Acceptance log',
    '',
    '## Iteration 1',
    '',
    '- crit-2 ✅ the export returns the CSV (curl, traces/export.log)',
    '- crit-3 ✅ the suite is green (9 passed)',
    '',
    '### Verdict: ACCEPT',
    'All criteria verified by the acceptor; no sustained finding touches a criterion.',
    '',
    line,
    '',
  ].join('\n');
const files = (line: string) => ({
  'acceptance-log.md': log(line),
  'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1 the export of 10000 rows works\n- crit-2 the export returns the CSV\n- crit-3 the suite is green\n',
});
const DEFERS = (quote: string, to: string) => `the ACCEPT defers verification to ${to} ("${quote}"): the verdict is binary`;

describe('binary-verdict: no criterion, a product dialog, a claim re-measured', () => {
  ruleTester(rule, {
    valid: [
      { name: 'skips without acceptance-log.md', status: 'skip' as const, files: {} },
      ...[
      // A watch after launch that the line says is no acceptance criterion, as in English.
      'Маркетолог проверит CTR через неделю после запуска — это мониторинг, не критерий приёмки.',
      'Маркетолог проверит CTR через неделю после запуска; это не критерий приёмки.',
      'Аналитик проверит конверсию после релиза: это мониторинг.',
      'The marketer will check CTR a week after launch — monitoring, not an acceptance criterion.',
      // The product waits on its user's dialog: no check of the work is waited on.
      "The export is not generated until the user confirms the download dialog; that is the product's intended flow, checked in the dev build.",
      // "unverified" describes the executor's claim, which the acceptor measured again.
      "- crit-1 ✅ curl -I; an unverified claim in the executor report ('10000 rows in 2 s') I re-measured myself: 2.4 s, no criterion sets a time bar",
    ].map((line) => ({ name: line, options: recommended, files: files(line), detail: exactly('the verdict is binary') })),
    ],
    invalid: [
      PENDING_S11_CASE,
      ...(
        [
          // A check handed over with no word that it is no criterion, or naming one, or by the user's side; the message names who takes it.
          ['Маркетолог проверит CTR через неделю после запуска.', 'проверит', 'someone outside the round'],
          ['Маркетолог проверит crit-2 через неделю после запуска — это мониторинг.', 'проверит', 'someone outside the round'],
          ['Заказчик проверит CTR через неделю после запуска — это не критерий приёмки.', 'Заказчик проверит', 'the customer'],
          ['The user will check CTR a week after launch — monitoring, not an acceptance criterion.', 'The user will check', 'the user'],
          // A part of the work behind the dialog, or the work itself, waited on.
          ['The release is not tagged until the user confirms the export dialog flow works.', 'until the user confirms', 'the user'],
          ['The flag is not switched on until the user has verified the picker.', 'until the user has verified', 'the user'],
          // Verifying a dialog is a check of it, not a click through it.
          ['The flag stays off until the user verifies the settings modal on iPhone.', 'until the user verifies', 'the user'],
        ] as const
      ).map(([line, quote, to]) => ({
        name: line,
        options: recommended,
        files: files(line),
        detail: exactly('a verdict is not binary: L11'),
        findings: [{ file: LOG, line: 11, column: line.indexOf(quote) + 1, message: exactly(DEFERS(quote, to)) }],
      })),
      ...(
        [
          // "unverified" of a claim nobody checked again, or of a bar.
          ["- crit-1 ✅ an unverified claim in the executor report ('10000 rows in 2 s'); no time to measure it.", 'unverified', 'crit-1'],
          ['- crit-1 unverified; I ran the suite and it is green.', 'unverified', 'crit-1'],
        ] as const
      ).map(([line, quote, what]) => ({
        name: line,
        options: recommended,
        files: files(line),
        detail: exactly('a verdict is not binary: L11'),
        findings: [{ file: LOG, line: 11, column: line.indexOf(quote) + 1, message: exactly(UNVERIFIED(quote, what)) }],
      })),
    ],
  });
});

describe('userDeferral reads the Russian bare «проверит» as the English "will check"', () => {
  it.each([
    ['Маркетолог проверит CTR через неделю после запуска — это мониторинг, не критерий приёмки.', 'The marketer will check CTR a week after launch — monitoring, not an acceptance criterion.'],
    ['Пользователь проверит CTR через неделю после запуска — это мониторинг, не критерий приёмки.', 'The user will check CTR a week after launch — monitoring, not an acceptance criterion.'],
  ])('%s', (ru, en) => expect(userDeferral(ru) === undefined).toBe(userDeferral(en) === undefined));

  // How fast is bench/hostile.mjs's to measure: here each 100k line must be read to its answer.
  it.each([
    ['не критерий ', null],
    ['мониторинг после запуска ', null],
    ['download dialog ', 'проверит'],
    ['  ', 'проверит'],
  ])('reads 100k characters of %j after «Маркетолог проверит»', (w, quote) => {
    const line = `Маркетолог проверит ${w.repeat(Math.ceil(100_000 / w.length))}`.slice(0, 100_000);
    expect(userDeferral(line)?.quote ?? null).toBe(quote);
    expect(userDeferral(`until the user confirms the ${line}`)?.quote).toBe('until the user confirms');
  });
});
