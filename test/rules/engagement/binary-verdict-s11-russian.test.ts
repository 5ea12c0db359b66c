// Seed 001: §11's template is "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver |
// director-approved scope note}", and "The only acceptable form of "deferral" is something already listed in
// criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver". A handoff written in Russian
// beside an English criteria.md justifies its entries in Russian: an item no criterion asks for («ни один критерий её
// не требует», «критериями не требуется», «в критериях этого нет») and an item criteria.md puts out of scope («не
// входит в scope согласно criteria.md», «вне скоупа по criteria.md») stand as their English twins do. A Russian entry
// with no such justification («отложено на следующий спринт, команда занята») still fails, and so does a criterion
// criteria.md numbers that the entry only calls out of scope.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const INVOICES = `---
size: M
---
# Acceptance criteria — invoice-pdf-export

## Done when
- crit-1: \`GET /api/invoices/:id/pdf\` returns 200 with \`Content-Type: application/pdf\` and an attachment \`Content-Disposition\`
- crit-2: The endpoint returns 404 \`invoice_not_found\` for an unknown id and for an invoice of another organisation
- crit-3: Integration tests cover 200 and both 404 cases, and the suite is green
- crit-4: docs/api/invoices.md documents the endpoint: status codes, response headers, an example request

## Explicitly out of scope
- Emailing the PDF — the mailer engagement owns attachments
- Digital signature of the PDF — needs the EDO provider contract first
- Web client changes — the link already exists
`;
const RU_CRITERIA = `---
size: M
---
# Критерии приёмки

## Done when
- crit-1: \`POST /auth/reset\` отвечает 429 на четвёртый запрос за час
- crit-2: Интеграционные тесты покрывают сброс лимита через час

## Explicitly out of scope
- Вёрстка уже 768 px
`;
/** §11's entry sits on line 10. */
const S11_LINE = 10;
const handoff = (s11: string) =>
  [
    '# Handoff — iteration 1',
    '## 3. Criteria trace',
    '| # | Criterion | Status | Evidence |',
    '|---|---|---|---|',
    '| 1 | 200 with the PDF | ✅ | `src/invoices/pdf.ts` |',
    '| 2 | 404 for unknown and foreign | ✅ | `src/invoices/pdf.ts` |',
    '| 3 | integration tests | ✅ | `tests/invoices/pdf.test.ts` |',
    '| 4 | API reference | ✅ | `docs/api/invoices.md` |',
    '## 11. Known deferrals',
    s11,
    '',
  ].join('\n');
/** The verdict is on line 7. */
const ACCEPT = '# Acceptance log\n## Iteration 1\n- crit-1 ✅ verified by the acceptor\n- crit-2 ✅ verified by the acceptor\n- crit-3 ✅ verified by the acceptor\n- crit-4 ✅ verified by the acceptor\n### Verdict: ACCEPT\nAll criteria verified independently.\n';
const accepted = (s11: string, criteria = INVOICES) => ({ 'criteria.md': criteria, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(s11) });

const STANDS = `a deferral stands only on criteria.md's "Explicitly out of scope" listing it, an explicit user waiver recorded in scope-sync.md, or a director-approved scope note naming it`;
const UNJUSTIFIED = 'without a justification the protocol accepts';
const UNRECORDED = "on a justification that is not on record (criteria.md's out-of-scope list does not name it, and no waiver, user OK or director-approved note in scope-sync.md or human-directive.md names it)";
const NAMES_NONE = 'the entry names no criterion or deliverable of criteria.md and does not say none asks for it';
const overAccept = (what: string, how = UNJUSTIFIED) => exactly(`§11 Known deferrals defers ${what}, in scope by criteria.md, ${how}, yet acceptance-log.md line 7 is an ACCEPT: ${STANDS}; the verdict is binary`);
const overAcceptUnnamed = (item: string) => exactly(`§11 Known deferrals defers "${item}" ${UNJUSTIFIED}, yet acceptance-log.md line 7 is an ACCEPT: ${NAMES_NONE}; ${STANDS}; the verdict is binary`);
const RESET_TEST = 'crit-2 ("Интеграционные тесты покрывают сброс лимита через час")';

/** An ux-review suggestion no criterion asks for, as a Russian handoff defers it. */
const HINT = 'Подсказка ux-review для своего диапазона (UX-3, low)';

describe('binary-verdict: §11 entries justified in Russian', () => {
  ruleTester(rule, {
    valid: [
      // No criterion asks for the item.
      ...[
        `- ${HINT}: не принята, ни один критерий её не требует; записана для следующего engagement.`,
        `- ${HINT}: не принята, ни один критерий ее не требует.`,
        `- ${HINT}: не принята, критериями не требуется.`,
        `- ${HINT}: не принята, в критериях этого нет.`,
        `- ${HINT}: ни в одном критерии этого нет; следующий engagement.`,
        `- ${HINT}: ни одним критерием не предусмотрено.`,
        `- ${HINT}: критерии её не требуют.`,
        `- ${HINT}: не предусмотрено критериями.`,
        `- ${HINT}: в критериях её не указано; следующий engagement.`,
      ].map((s11) => ({ name: `no criterion asks for it: ${s11}`, files: accepted(s11) })),
      // criteria.md's out-of-scope list names the item, criteria.md in English.
      ...[
        '- Отправка PDF по почте: не входит в scope согласно criteria.md (вложениями занимается engagement почтовика).',
        '- Электронная подпись PDF: вне скоупа по criteria.md — сначала нужен договор с оператором ЭДО.',
        '- Электронная подпись PDF: за рамками скоупа по criteria.md.',
        '- Изменения веб-клиента: не входят в скоуп, ссылка уже есть.',
        // Out of scope, a later look by the client named beside it: no check of a criterion handed over.
        '- Электронная подпись PDF: вне скоупа по criteria.md, заказчик проверит позже.',
      ].map((s11) => ({ name: `out of scope by criteria.md: ${s11}`, files: accepted(s11) })),
      // The forms read before, and the English twins.
      ...[
        '- Электронная подпись PDF: вне scope по criteria.md.',
        '- Электронная подпись PDF: исключена из scope.',
        '- Digital signature: criteria.md out of scope.',
        '- Cache-Control header on the PDF response: no criterion asks for it; follow-up INV-12.',
        '- Cache-Control header on the PDF response: not required by the criteria; follow-up INV-12.',
      ].map((s11) => ({ name: `read as before: ${s11}`, files: accepted(s11) })),
      { name: 'before any verdict, an item no criterion asks for', status: 'skip', files: { 'criteria.md': INVOICES, 'handoff.md': handoff(`- ${HINT}: ни один критерий её не требует.`) } },
      { name: 'criteria.md in Russian, its list naming the item', files: accepted('- Вёрстка уже 768 px: вне скоупа по criteria.md.', RU_CRITERIA) },
      {
        name: 'an ACCEPT round line on an item out of scope is no hand-over of a check, as in English',
        files: { ...accepted('- None'), 'acceptance-log.md': `${ACCEPT}Электронная подпись PDF вне скоупа по criteria.md: её проверит заказчик после договора с ЭДО.\n` },
      },
      {
        name: 'the English twin of that line',
        files: { ...accepted('- None'), 'acceptance-log.md': `${ACCEPT}Digital signature is out of scope per criteria.md: the customer will verify it after the EDO contract.\n` },
      },
    ],
    invalid: [
      // No justification the protocol accepts, in Russian.
      {
        name: 'the team is busy',
        files: accepted(`- ${HINT}: отложено на следующий спринт, команда занята.`),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('Подсказка ux-review для своего диапазона') }],
      },
      {
        name: 'the same before any verdict: a warning',
        status: 'warn',
        files: { 'criteria.md': INVOICES, 'handoff.md': handoff(`- ${HINT}: отложено на следующий спринт, команда занята.`) },
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: /^§11 Known deferrals defers "Подсказка ux-review для своего диапазона" without a justification the protocol accepts: .*; the round has no verdict yet, and an ACCEPT would fail over it$/ }],
      },
      {
        name: '«крит-4: отложено» names no criterion and gives no reason',
        files: accepted('- крит-4: отложено.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('крит-4') }],
      },
      {
        name: '«в критериях нет …» naming what the criteria lack says no criterion is silent on the item',
        files: accepted(`- ${HINT}: отложено, хотя в критериях нет оговорок; команда занята.`),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('Подсказка ux-review для своего диапазона') }],
      },
      {
        name: '«в критериях не указан …» naming what the criteria lack, of a numbered criterion',
        files: accepted('- crit-2 тест сброса лимита: в критериях не указан срок, отложено.', RU_CRITERIA),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(RESET_TEST) }],
      },
      {
        name: 'by its text, «перенесено»',
        files: accepted('- Тест сброса лимита: перенесено на следующий спринт, команда занята.', RU_CRITERIA),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(RESET_TEST) }],
      },
      // A criterion criteria.md numbers is in scope by criteria.md: calling it out of scope stands on nothing.
      {
        name: 'a numbered criterion «вне скоупа по criteria.md»: a claim not on record',
        files: accepted('- crit-2 тест сброса лимита: вне скоупа по criteria.md.', RU_CRITERIA),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(RESET_TEST, UNRECORDED) }],
      },
      {
        name: 'a numbered criterion «не входит в scope согласно criteria.md»: a claim not on record',
        files: accepted('- crit-2 тест сброса лимита: не входит в scope согласно criteria.md.', RU_CRITERIA),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(RESET_TEST, UNRECORDED) }],
      },
      {
        name: 'a numbered criterion «критериями не требуется», as "not required by the criteria"',
        files: accepted('- crit-2 тест сброса лимита: отложено, критериями не требуется.', RU_CRITERIA),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(RESET_TEST) }],
      },
    ],
  });
});

// A criterion the trace marks as not met is deferred when §11 names it with criteria.md's out of scope and the
// out-of-scope list names it: in Russian, «вне скоупа» and «не входит в scope» as «вне scope».
describe('binary-verdict: a failed criterion deferred in Russian as out of scope', () => {
  const accept = { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\nHuman directive: PROCEED_TO_VERDICT.\n\n### Verdict: ACCEPT\n' };
  const criteria = '---\nsize: M\n---\n# Критерии\n## Done when\n- crit-1 токены\n- crit-2 карточки\n## Вне scope\n- состояние наведения карточек\n';
  const trace = (entry: string) =>
    ['# Handoff — iteration 1', '## 3. Criteria trace', '| # | Criterion | Status | Evidence |', '|---|---|---|---|', '| 1 | tokens | ✅ | `a.json` |', '| 2 | 3 cards × 2 states | ❌ | `pricing.md` |', '## 11. Known deferrals', `- ${entry}`, ''].join('\n');
  ruleTester(rule, {
    valid: [
      ...['crit-2 (состояние наведения): вне скоупа по criteria.md', 'crit-2 (состояние наведения): не входит в scope согласно criteria.md', 'crit-2 (состояние наведения): вне scope по criteria.md'].map((entry) => ({
        name: entry,
        files: { ...accept, 'criteria.md': criteria, 'handoff.md': trace(entry) },
      })),
    ],
    invalid: [
      {
        name: 'the same, deferred on no justification',
        files: { ...accept, 'criteria.md': criteria, 'handoff.md': trace('crit-2 (состояние наведения): отложено на следующий спринт') },
        findings: [{ file: HANDOFF, line: 6, message: /^criterion 2 is marked ❌ in the criteria trace, yet acceptance-log\.md line 6 is an ACCEPT; §11 Known deferrals names it without the justification/ }],
      },
    ],
  });
});

describe('the Russian §11 justifications on long lines of their own words', () => {
  const words = ['ни один критерий ', 'ни один критерий её не ', 'в критериях ', 'в критериях этого ', 'критериями не ', 'не требуется ни одним ', 'вне скоупа ', 'не входит в ', 'за рамками ', ' ', '\t', 'критерии'];
  it.each(words)('100k characters of %j', async (w) => {
    const line = w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
    const started = Date.now();
    const r = await lint(rule, { files: accepted(`- ${line}`) });
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(['pass', 'warn', 'fail']).toContain(r.status);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
