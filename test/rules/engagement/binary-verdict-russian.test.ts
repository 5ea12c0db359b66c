// "Verdict is binary: ACCEPT or REJECT. No ACCEPT CONDITIONAL, no ACCEPT pending X, no ACCEPT with TODO." Russian
// wording reads as its English equivalent does: a criterion marked failed («провален», «не прошла», «нет», 🚫), a bar
// the acceptor could not verify («проверить на проде не смогли»), a provisional accept («предварительно», «с
// доработками», «хвосты в BILL-420»); and the acceptor's own past action («после того как я сам перезапустил») or
// «кроме того» ("moreover") is no condition.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
/** An ACCEPT round whose verdict is at L5. */
const accept = { 'acceptance-log.md': '# Журнал приёмки\n## Iteration 1\n- crit-1 ✅\n- crit-2 ✅ проверено приёмщиком\n### Verdict: ACCEPT\n' };
/** A §3 table whose crit-2 row, at L5, has `status` in its Status cell. */
const trace = (status: string) => `# Handoff\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 2 | Кириллица в PDF | ${status} | \`src/pdf.ts\` |\n`;
const ROW_PREFIX = '| 2 | Кириллица в PDF | ';
const overTrace = (mark: string) => exactly(`criterion 2 is marked ${mark} in the criteria trace, yet acceptance-log.md line 5 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`);

describe('binary-verdict: a criterion the handoff §3 Status cell marks failed in Russian', () => {
  // The cell, and the mark the message quotes (its first occurrence in the cell).
  const failed: Array<[cell: string, mark: string]> = [
    ['провален', 'провален'],
    ['провалено: квадраты вместо букв', 'провалено'],
    ['не прошёл', 'не прошёл'],
    ['не прошел (шрифт без кириллицы)', 'не прошел'],
    ['не соответствует', 'не соответствует'],
    ['нет', 'нет'],
    ['Нет — шрифт не встроен', 'Нет'],
    ['ошибка: квадраты в реквизитах', 'ошибка'],
    ['в процессе', 'в процессе'],
    ['в процессе: ждём шрифт', 'в процессе'],
    ['не готово', 'не готово'],
    ['отложено', 'отложено'],
    ['🚫', '🚫'],
    ['❎ шрифт не встроен', '❎'],
    // The English equivalent, read before.
    ['in progress', 'in progress'],
  ];
  const met = [
    '✅ выполнено',
    'выполнено, проверено в процессе ревью',
    'Нет замечаний — выполнено',
    'ошибка исправлена в iter-2, выполнено',
    'не отложено: выполнено',
    '✅ выполнено (был провален в iter-1)',
    'выполнено; отложенная загрузка шрифта работает',
  ];
  ruleTester(rule, {
    valid: [
      { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
      ...met.map((cell) => ({ name: `a met cell: ${cell}`, options: recommended, files: { ...accept, 'handoff.md': trace(cell) }, detail: exactly('the verdict is binary') })),
      { name: 'a REJECT over a failed cell', options: recommended, files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — crit-2 провален\n', 'handoff.md': trace('провален') } },
    ],
    invalid: [
      PENDING_S11_CASE,
      ...failed.map(([cell, mark]) => ({
        name: `an ACCEPT over the cell «${cell}»`,
        options: recommended,
        files: { ...accept, 'handoff.md': trace(cell) },
        detail: exactly('ACCEPT over a criterion the handoff marks as not met (handoff.md L5)'),
        findings: [{ file: HANDOFF, line: 5, column: ROW_PREFIX.length + cell.indexOf(mark) + 1, message: overTrace(mark) }],
      })),
    ],
  });
});

describe('binary-verdict: a criterion the acceptor\'s own items mark failed in Russian', () => {
  const round = (item: string) => `# Журнал приёмки\n## Iteration 1\n- crit-1 ✅ заголовки проверены\n${item}\n### Verdict: ACCEPT\n`;
  const overLog = (mark: string) => exactly(`criterion 3 is marked ${mark} in the criteria list of acceptance-log.md's iteration 1, yet that round's verdict at line 5 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`);
  const failed: Array<[item: string, mark: string]> = [
    ['- crit-3 провален: в примере PDF квадраты вместо букв', 'провален'],
    ['- crit-3 провалено — шрифт не встроен', 'провалено'],
    ['- crit-3 — проверка кириллицы не прошла: в примере PDF квадраты вместо букв; заведена BILL-420', 'не прошла'],
    ['- crit-3: шрифт в PDF — не соответствует', 'не соответствует'],
    ['- crit-3 ❎ квадраты вместо букв', '❎'],
    // The English equivalent, read before.
    ['- crit-3 — KPP check did not pass: sole traders print no KPP', 'did not pass'],
  ];
  const met = [
    '- crit-3 — проверка кириллицы прошла ✅',
    '- crit-3 — в iter-1 проверка не прошла; исправлено, перепроверено',
    '- crit-3: не провален, шрифт встроен',
    '- crit-3: счета, чья проверка ИНН не прошла, помечаются ✅',
  ];
  ruleTester(rule, {
    valid: met.map((item) => ({ name: `a met item: ${item}`, options: recommended, files: { 'acceptance-log.md': round(item) }, detail: exactly('the verdict is binary') })),
    invalid: failed.map(([item, mark]) => ({
      name: `an ACCEPT over «${item}»`,
      options: recommended,
      files: { 'acceptance-log.md': round(item) },
      detail: exactly('ACCEPT over a criterion its own acceptance-log round marks as not met (acceptance-log.md L4)'),
      findings: [{ file: LOG, line: 4, column: item.indexOf(mark) + 1, message: overLog(mark) }],
    })),
  });
});

describe('binary-verdict: a §3 list trace and a round\'s item not yet done, in Russian', () => {
  const s3 = (line: string) => `# Handoff\n## 3. Criteria trace\n- crit-1: 200, application/pdf — выполнено\n${line}\n## 4. Executor reports\n`;
  const listed: Array<[line: string, mark: string]> = [
    ['- crit-2: кириллица в PDF — провален', 'провален'],
    ['- crit-2: кириллица в PDF — не прошёл', 'не прошёл'],
    ['- crit-2: кириллица в PDF — в процессе', 'в процессе'],
    ['- crit-2: кириллица в PDF — не готово', 'не готово'],
  ];
  const UNVERIFIED = (quote: string) =>
    exactly(`the ACCEPT's round says an acceptance bar was not verified ("${quote}"): the verdict must be \`REJECT — validation incomplete: crit-3\`, not an ACCEPT (do not defer the verification); the verdict is binary`);
  ruleTester(rule, {
    valid: [
      { name: 'a §3 list item whose criterion text names a process', options: recommended, files: { ...accept, 'handoff.md': s3('- crit-2: кириллица в процессе печати — выполнено') }, detail: exactly('the verdict is binary') },
      { name: 'a round\'s item met in the process of review', options: recommended, files: { 'acceptance-log.md': '## Iteration 1\n- crit-3 ✅ проверено в процессе ревью\n### Verdict: ACCEPT\n' }, detail: exactly('the verdict is binary') },
    ],
    invalid: [
      ...listed.map(([line, mark]) => ({
        name: `an ACCEPT over the §3 item «${line}»`,
        options: recommended,
        files: { ...accept, 'handoff.md': s3(line) },
        findings: [{ file: HANDOFF, line: 4, column: line.indexOf(mark) + 1, message: overTrace(mark) }],
      })),
      ...['в процессе', 'не готово', 'отложено'].map((status) => ({
        name: `an ACCEPT over the round's item «- crit-3 ${status}»`,
        options: recommended,
        files: { 'acceptance-log.md': `## Iteration 1\n- crit-1 ✅\n- crit-3 ${status}: шрифт ещё не встроен\n### Verdict: ACCEPT\n` },
        findings: [{ file: LOG, line: 3, column: '- crit-3 '.length + 1, message: UNVERIFIED(status) }],
      })),
    ],
  });
});

describe('binary-verdict: a bar the acceptor could not verify, said in Russian', () => {
  const round = (line: string) => `# Журнал приёмки\n## Iteration 1\n- crit-1 ✅ заголовки проверены\n${line}\n### Verdict: ACCEPT\n`;
  const NOT_MADE = (quote: string) =>
    exactly(`the ACCEPT's round says a check was not made ("${quote}"): a bar the acceptor cannot verify makes the verdict \`REJECT — validation incomplete: <what was unverifiable>\`; the verdict is binary`);
  const unverified: Array<[line: string, quote: string]> = [
    ['Сами перезапустить `tests/x.test.ts` не смогли — Docker на стенде приёмки не запустился.', 'перезапустить `tests/x.test.ts` не смогли'],
    ['- crit-2 ✅ по отчёту dev-qa-engineer: тело 404 одинаковое. Сами перезапустить `tests/invoices/pdf-route.test.ts` не смогли — Docker не запустился.', 'перезапустить `tests/invoices/pdf-route.test.ts` не смогли'],
    ['Проверить на проде не смогли.', 'Проверить на проде не смогли'],
    ['Проверить выгрузку на проде не удалось: стенд лежал.', 'Проверить выгрузку на проде не удалось'],
    ['Не смогли проверить выгрузку на проде.', 'Не смогли проверить'],
    // The English equivalent, read before.
    ['Could not check on prod — Docker did not start.', 'Could not check'],
  ];
  const checked = [
    'Проверить на проде смогли после фикса DNS: всё зелёное.',
    'Сами перезапустили `tests/x.test.ts`: 11 прошло.',
    'Всё проверили на проде; не смогли найти ни одной ошибки.',
    'Проверить на проде. Не смог бы сказать, что это нужно: критерия нет.',
  ];
  ruleTester(rule, {
    valid: checked.map((line) => ({ name: `a check made: ${line}`, options: recommended, files: { 'acceptance-log.md': round(line) }, detail: exactly('the verdict is binary') })),
    invalid: unverified.map(([line, quote]) => ({
      name: `an ACCEPT over «${line}»`,
      options: recommended,
      files: { 'acceptance-log.md': round(line) },
      detail: exactly('a verdict is not binary: L4'),
      findings: [{ file: LOG, line: 4, column: line.indexOf(quote) + 1, message: NOT_MADE(quote) }],
    })),
  });
});

describe('binary-verdict: a provisional or strings-attached accept in Russian; a timeline or «кроме того» is none', () => {
  const log = (verdict: string, after = '') => `# Журнал приёмки\n## Iteration 1\n- crit-1 ✅ выгрузка проверена\n### Verdict: ${verdict}\n${after}`;
  const conditional = [
    'ACCEPT — предварительно, окончательно после сверки с бухгалтерией',
    'ACCEPT предварительно',
    'ACCEPT — предварительная приёмка',
    'ACCEPT с доработками',
    'ACCEPT, хвосты в BILL-420',
    'ACCEPT, но заказчик ещё посмотрит выгрузку',
    'ACCEPT — кроме crit-3',
    'ACCEPT — кроме экспорта в PDF',
    'ACCEPT — кроме того бага с округлением',
    'ACCEPT — после того как заказчик проверит выгрузку',
    'ACCEPT после того, как я проверю итоги',
    // The English equivalents, read before.
    'ACCEPT — provisionally',
    'ACCEPT — all criteria met except crit-3',
  ];
  const plain = [
    'ACCEPT — после того как я сам перезапустил тесты в 16:10, всё зелёное',
    'ACCEPT — после того, как мы перепроверили выгрузку, всё сошлось',
    'ACCEPT — кроме того, заодно закрыт старый баг BILL-300 (см. §1)',
    'ACCEPT — кроме того заодно закрыт старый баг BILL-300',
    'ACCEPT — данные предварительно валидируются на сервере',
    'ACCEPT — предварительный просмотр PDF работает',
    'ACCEPT — доработки iteration 2 проверены',
    'ACCEPT — без хвостов',
    'ACCEPT — хвост лога больше не обрезается',
    'ACCEPT — заказчик посмотрел выгрузку на демо',
    // The English equivalents, read before.
    'ACCEPT — after I re-ran the tests myself, all green',
    'ACCEPT — besides, the old bug BILL-300 is closed',
  ];
  ruleTester(rule, {
    valid: [
      ...plain.map((v) => ({ name: `a plain accept: ${v}`, options: recommended, files: { 'acceptance-log.md': log(v) }, detail: exactly('the verdict is binary') })),
      { name: 'nothing left to reconcile', options: recommended, files: { 'acceptance-log.md': log('ACCEPT', 'Осталось: ничего сверять не нужно\n') }, detail: exactly('the verdict is binary') },
      { name: 'a task beyond the criteria left', options: recommended, files: { 'acceptance-log.md': log('ACCEPT', 'Осталось: задача сверх критериев — BILL-412\n') }, detail: exactly('the verdict is binary') },
    ],
    invalid: [
      ...conditional.map((v) => ({
        name: `\`${v}\` at its line`,
        options: recommended,
        files: { 'acceptance-log.md': log(v) },
        detail: exactly('a verdict is not binary: L4'),
        findings: [{ file: LOG, line: 4, column: 14, message: exactly(`conditional accept \`${v}\`: the verdict is binary`) }],
      })),
      {
        name: 'a reconciliation left to the customer under the verdict',
        options: recommended,
        files: { 'acceptance-log.md': log('ACCEPT', 'Осталось: заказчику сверить итоги в Excel\n') },
        detail: exactly('a verdict is not binary: L5'),
        findings: [{ file: LOG, line: 5, column: 1, message: exactly('the ACCEPT leaves a verification outstanding ("Осталось: заказчику сверить"): do not defer the verification; the verdict is binary') }],
      },
    ],
  });
});

describe('the Russian readings stay linear on long lines of their own words', () => {
  const words = ['Проверить ', 'перезапустить `tests/x.test.ts` ', 'не ', 'не смогли ', 'провал ', 'в процессе ', 'нет ', 'ошибка ', 'после того как я сам ', 'кроме того ', 'предварительно ', 'хвосты ', 'заказчик ещё ', 'Осталось: сверить ', '  ', '\t', 'provisional ', 'caveats ', 'условно ', 'не предварительно, ', 'без хвостов, ', 'no pending, ', 'кроме того, ', 'хвосты: '];
  it.each(words)('100k characters of %j', async (w) => {
    const line = w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
    const files = {
      'acceptance-log.md': `# Журнал приёмки\n## Iteration 1\n- crit-3 ${line}\n${line}\n### Verdict: ACCEPT — ${line}\n`,
      'handoff.md': `# Handoff\n## 3. Criteria trace\n| # | Criterion | Status |\n|---|---|---|\n| 3 | PDF | ${line} |\n- crit-3: ${line}\n`,
    };
    const started = performance.now();
    const r = await lint(rule, { options: recommended, files });
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
