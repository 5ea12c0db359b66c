// Seed 001: "The only acceptable form of "deferral" is something already listed in criteria.md "Explicitly out of
// scope" or in a director-approved scope-sync.md waiver", and §11's template: "{deferred item}: justified by
// {criteria.md out-of-scope | explicit user waiver | director-approved scope note}". A §11 entry deferring an in-scope
// criterion or deliverable on any other ground ("the team is busy") fails under an ACCEPT, whatever §3 says of it,
// and warns before the round's verdict.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const CRITERIA = `---
size: M
---
# Acceptance criteria — password-reset-throttle

## Deliverables expected
- Runbook entry for the reset throttle in docs/runbook.md

## Done when
- \`POST /auth/reset\` answers 202 for the first three requests per e-mail address within one hour and 429 \`too_many_requests\` for the fourth
- The answer for an unknown e-mail address is the same 202 as for a known one (no account enumeration)
- The throttle window is 60 minutes sliding, counted per normalised (lower-cased, trimmed) address
- Integration tests cover the 4th-request 429, the unknown-address 202 and the window reset, and the suite is green

## Explicitly out of scope
- Layout below 768 px — separate engagement
- Translating the UI into other languages — not requested
`;
/** The same criteria, each bullet labelled: crit-N names one text. */
const LABELLED = CRITERIA.replace('- Runbook entry', '- crit-5: Runbook entry')
  .replace('- `POST', '- crit-1: `POST')
  .replace('- The answer', '- crit-2: The answer')
  .replace('- The throttle', '- crit-3: The throttle')
  .replace('- Integration', '- crit-4: Integration');
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
const handoff = (s11: string, status4 = '✅') =>
  [
    '# Handoff — iteration 1',
    '## 3. Criteria trace',
    '| # | Criterion | Status | Evidence |',
    '|---|---|---|---|',
    '| 1 | 202 then 429 | ✅ | `src/auth/reset.ts` |',
    '| 2 | same 202 for an unknown address | ✅ | `src/auth/reset.ts` |',
    '| 3 | 60-minute sliding window | ✅ | `src/auth/throttle.ts` |',
    `| 4 | integration tests | ${status4} | \`tests/auth/reset.test.ts\` |`,
    '## 11. Known deferrals',
    s11,
    '',
  ].join('\n');
/** An ACCEPT round whose own list marks every criterion met; the verdict is on line 7. */
const ACCEPT = '# Acceptance log\n## Iteration 1\n- crit-1 ✅ verified by the acceptor\n- crit-2 ✅ verified by the acceptor\n- crit-3 ✅ verified by the acceptor\n- crit-4 ✅ verified by the acceptor\n### Verdict: ACCEPT\nAll criteria verified independently.\n';
const REJECT = '# Acceptance log\n## Iteration 1\n### Verdict: REJECT — crit-4 not met\n';
const accepted = (s11: string, more: Record<string, string> = {}) => ({ 'criteria.md': CRITERIA, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(s11), ...more });

const STANDS = `a deferral stands only on criteria.md's "Explicitly out of scope" listing it, an explicit user waiver recorded in scope-sync.md, or a director-approved scope note naming it`;
const UNJUSTIFIED = 'without a justification the protocol accepts';
const UNRECORDED = 'on a justification that is not on record (criteria.md\'s out-of-scope list does not name it, and no waiver, user OK or director-approved note in scope-sync.md or human-directive.md names it)';
const overAccept = (what: string, how = UNJUSTIFIED) => exactly(`§11 Known deferrals defers ${what}, in scope by criteria.md, ${how}, yet acceptance-log.md line 7 is an ACCEPT: ${STANDS}; the verdict is binary`);
const beforeVerdict = (what: string, how = UNJUSTIFIED) => exactly(`§11 Known deferrals defers ${what}, in scope by criteria.md, ${how}: ${STANDS}; the round has no verdict yet, and an ACCEPT would fail over it`);
const PROBE = '- crit-4 window-reset test: deferred to next sprint, the team is busy.';
/** An entry naming no criterion: what it lacks is said in place of a criterion. */
const NAMES_NONE = 'the entry names no criterion or deliverable of criteria.md and does not say none asks for it';
const overAcceptUnnamed = (item: string) => exactly(`§11 Known deferrals defers "${item}" ${UNJUSTIFIED}, yet acceptance-log.md line 7 is an ACCEPT: ${NAMES_NONE}; ${STANDS}; the verdict is binary`);
const beforeVerdictUnnamed = (item: string) => exactly(`§11 Known deferrals defers "${item}" ${UNJUSTIFIED}: ${NAMES_NONE}; ${STANDS}; the round has no verdict yet, and an ACCEPT would fail over it`);
/** A dark-theme engagement whose crit-4 (by file order) bars body text and accent colours only. */
const DARK = `---
size: L
---
# Acceptance criteria — settings-dark-mode

## Done when
- Settings → Appearance offers light, dark and system; the choice applies at once without reload
- The choice is stored per user and applied on the next login on any device
- System follows \`prefers-color-scheme\`, also when the OS switches while the page is open
- Body text and accent colours meet WCAG AA contrast (4.5:1) in both themes

## Explicitly out of scope
- Dark versions of emails — separate engagement
`;
/** A §11 item outside any criterion, citing crit-4 as the bar it lies outside. */
const BORDER = '- Dark card border contrast (ux-review UX-1): justified by criteria.md — crit-4 bars body text and accent only; tracked as UI-87.';

describe('binary-verdict: a §11 deferral of an in-scope criterion on no accepted justification', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no acceptance-log.md and no handoff', status: 'skip', files: {} },
      ...['- None', 'None.', '- No deferrals.', 'N/A', '- Отложенного нет.', '- Нет'].map((s11) => ({ name: `an empty §11: ${s11}`, files: accepted(s11), detail: 'the verdict is binary' })),
      // The none of other languages, alone or with the decoration an English "None" takes.
      ...['- Keine', '- Keiner.', '- Nichts', '- Ninguno', '- **Ninguna**', '- Nada.', '- Aucun', '- Aucune — tout est livré.', '- Rien', '- Néant', '- Nenhum', '- Nessuno', '(Keine)', '- (Нет)'].map((s11) => ({
        name: `an empty §11 in another language: ${s11}`,
        files: accepted(s11),
        detail: 'the verdict is binary',
      })),
      { name: 'a deferral of what criteria.md lists as out of scope', files: accepted('- Layout below 768 px: criteria.md out of scope.') },
      { name: 'the same, unclaimed: the out-of-scope list names it', files: accepted('- Translating the reset page into other languages: next engagement.') },
      {
        name: 'out of scope under a setext heading',
        files: accepted('- Digital signature: criteria.md out of scope (needs the EDO provider contract).', {
          'criteria.md': '---\nsize: M\n---\n# Criteria\n\n## Deliverables expected\n| Deliverable | Bar |\n|---|---|\n| PDF endpoint | contract below |\n\nDone when\n---------\n- `GET /api/invoices/:id/pdf` returns the PDF\n- Integration tests cover 200 and 404\n\nExplicitly out of scope\n-----------------------\n- Emailing the PDF — the mailer engagement owns attachments\n- Digital signature of the PDF — needs the EDO provider contract first\n\n## Review mode\n`full`\n',
        }),
      },
      { name: 'in Russian, out of scope', files: { ...accepted('- Вёрстка уже 768 px: вне scope по criteria.md.'), 'criteria.md': RU_CRITERIA } },
      {
        name: 'a waiver that exists: scope-sync.md names the criterion',
        files: accepted('- crit-4 window-reset test: justified by explicit user waiver (scope-sync.md)', { 'scope-sync.md': '# Scope sync\n## Waivers\n- crit-4 window-reset test: user waiver 2026-07-10, director approved\n' }),
      },
      {
        name: 'a waiver scope-sync.md records, named there by the criterion\'s words',
        files: accepted('- crit-4 window-reset test: justified by explicit user waiver', { 'scope-sync.md': '# Scope sync\n## Waivers\n- Window-reset integration test: user waiver 2026-07-10\n' }),
      },
      {
        name: 'a director-approved scope note naming the criterion',
        files: accepted('- crit-4 window-reset test — director-approved scope note', { 'scope-sync.md': '# Scope sync\n- crit-4 window-reset test moves to the next sprint — director approved 2026-07-10\n' }),
      },
      {
        name: 'a user OK human-directive.md records',
        files: accepted('- crit-4 window-reset test: user OK (human-directive.md)', { 'human-directive.md': '# Human directive\nDecision: PROCEED_TO_VERDICT\ncrit-4: I agree to leave the window-reset test for the next sprint.\n' }),
      },
      { name: 'a nice-to-have naming no criterion or deliverable', files: accepted('- Dark theme for the reset e-mail: next sprint (nice to have).') },
      { name: 'an extra §11 says no criterion asks for', files: accepted('- Retry-After header on the 429 answer: no criterion asks for it; next sprint.') },
      { name: 'a crit-N criteria.md does not number', files: accepted('- crit-9 audit trail: next sprint.') },
      { name: 'a criterion §11 says is not deferred', files: accepted('- crit-4 window-reset test: not deferred, done in this round.') },
      { name: 'in Russian, a criterion not deferred', files: { ...accepted('- crit-2: не отложено, сделано в этой итерации.'), 'criteria.md': RU_CRITERIA } },
      { name: 'a REJECT over the deferral', files: { ...accepted(PROBE), 'acceptance-log.md': REJECT } },
      { name: 'a quoted line is no entry', files: accepted(`> ${PROBE.slice(2)}`) },
      // A crit-N cited as the bound of the item ("outside crit-4", "crit-4 covers only …") is not the item deferred.
      { name: 'before any verdict, an item outside crit-4 citing its bar', status: 'skip', files: { 'criteria.md': DARK, 'handoff.md': handoff(BORDER) } },
      { name: 'under an ACCEPT, an item outside crit-4 citing its bar', files: { ...accepted(BORDER), 'criteria.md': DARK } },
      ...[
        '- Grafana dashboard panels: next sprint, outside crit-4.',
        '- Grafana dashboard panels: not part of crit-4; next sprint.',
        '- Grafana dashboard panels — beyond crit-4\'s scope, next sprint.',
        '- Grafana dashboard panels: beyond the scope of **crit-4**; next sprint.',
        '- Grafana dashboard panels: next sprint; crit-4 does not cover dashboards.',
        '- Outside crit-4: Grafana dashboard panels, next sprint.',
        '- Панели Grafana: не входит в crit-4, следующий спринт.',
        '- Панели Grafana: вне crit-4, следующий спринт.',
        '- Панели Grafana: следующий спринт; crit-4 касается только интеграционных тестов.',
        // The clause citing the bound tells crit-4's words, which name no deferred item.
        '- Grafana dashboard panels: next sprint — crit-4 covers only integration tests and window reset.',
      ].map((s11) => ({ name: `a crit-N cited as the bound: ${s11}`, files: accepted(s11) })),
    ],
    invalid: [
      {
        name: 'the criterion deferred because "the team is busy", §3 ✅ and the log ACCEPTing',
        files: accepted(PROBE),
        detail: exactly('ACCEPT while handoff §11 defers an in-scope criterion without a justification the protocol accepts (handoff.md L10)'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-4') }],
      },
      // A character that draws nothing hides no criterion: `crit-\u200b4` is read as the crit-4 it shows, placed in the line as written.
      ...(
        [
          ['crit-\u200b4', 3],
          ['crit\u00ad-4', 3],
          ['\u200bcrit-4', 4],
        ] as const
      ).map(([id, column]) => ({
        name: `the criterion named as ${JSON.stringify(id)}`,
        files: accepted(PROBE.replace('crit-4', id)),
        findings: [{ file: HANDOFF, line: S11_LINE, column, message: overAccept('crit-4') }],
      })),
      {
        name: 'labelled criteria: the message quotes the criterion',
        files: { ...accepted(PROBE), 'criteria.md': LABELLED },
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-4 ("Integration tests cover the 4th-request 429, the unknown-address 202 …")') }],
      },
      {
        name: 'named by its text',
        files: accepted('- Window-reset integration test: moved to the next sprint.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('the criterion "Integration tests cover the 4th-request 429, the unknown-address 202 …"') }],
      },
      {
        name: 'a deliverable named by its text',
        files: accepted('- Runbook entry for the reset throttle: next sprint.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('the deliverable "Runbook entry for the reset throttle in docs/runbook.md"') }],
      },
      {
        name: '"criterion 4", postponed',
        files: accepted('- Criterion 4 (window reset): postponed.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-4') }],
      },
      {
        name: 'a deferral written as prose, not a list item',
        files: accepted('The crit-4 window-reset test is deferred to the next sprint.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 5, message: overAccept('crit-4') }],
      },
      // "Keine", "Ninguna" opening a noun name what is deferred ("No integration tests"): no empty §11.
      {
        name: 'in German, "Keine" opening what is deferred',
        files: accepted('- Keine Integrationstests für crit-4: nächster Sprint.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 31, message: overAccept('crit-4') }],
      },
      {
        name: 'in Spanish, "Ninguna" opening what is deferred',
        files: accepted('- Ninguna prueba de integración: próximo sprint.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('Ninguna prueba de integración') }],
      },
      {
        name: 'in Russian, «отложено»',
        files: { ...accepted('- crit-2 тест сброса лимита: отложено до следующего спринта, команда занята.'), 'criteria.md': RU_CRITERIA },
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-2 ("Интеграционные тесты покрывают сброс лимита через час")') }],
      },
      {
        name: 'in Russian, by its text, «перенесено»',
        files: { ...accepted('- Тест сброса лимита: перенесено на следующий спринт.'), 'criteria.md': RU_CRITERIA },
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-2 ("Интеграционные тесты покрывают сброс лимита через час")') }],
      },
      // A crit-N that is the deferred item's subject still defers it.
      ...(
        [
          ['- crit-4: contrast of disabled buttons deferred to next sprint.', 3],
          ['- crit-4 partially: dark accent contrast deferred, the team is busy.', 3],
          ['- crit-4 covers only the light theme so far; the dark theme is deferred.', 3],
        ] as const
      ).map(([s11, column]) => ({
        name: `the deferred item's subject: ${s11}`,
        files: { ...accepted(s11), 'criteria.md': DARK },
        findings: [{ file: HANDOFF, line: S11_LINE, column, message: overAccept('crit-4 ("Body text and accent colours meet WCAG AA contrast (4.5:1) in both …")') }],
      })),
      {
        name: 'a criterion deferred beside another cited as its bound: the deferred one',
        files: accepted('- Grafana panels, outside crit-4 — and crit-2 enumeration test: deferred, the team is busy.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 40, message: overAccept('crit-2') }],
      },
      {
        name: 'a criterion the trace marks ❌ is not deferred by an item citing it as a bound, justified or not',
        files: { ...accepted('- Dark versions of emails: criteria.md out of scope — outside crit-4.'), 'criteria.md': DARK, 'handoff.md': handoff('- Dark versions of emails: criteria.md out of scope — outside crit-4.', '❌') },
        findings: [{ file: HANDOFF, line: 8, message: 'criterion 4 is marked ❌ in the criteria trace, yet acceptance-log.md line 7 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary' }],
      },
      {
        name: 'a user waiver claimed, none on record',
        files: accepted('- crit-4 window-reset test: justified by explicit user waiver'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-4', UNRECORDED) }],
      },
      {
        name: 'a waiver on record for another criterion only',
        files: accepted('- crit-4 window-reset test: justified by explicit user waiver (scope-sync.md)', { 'scope-sync.md': '# Scope sync\n## Waivers\n- crit-2: user waiver 2026-07-10, director approved\n' }),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-4', UNRECORDED) }],
      },
      {
        name: 'out of scope claimed for what the out-of-scope list does not name',
        files: accepted('- crit-4 window-reset test: criteria.md out of scope'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept('crit-4', UNRECORDED) }],
      },
      {
        name: 'a criterion §3 marks ❌ and §11 defers is reported once, at §3',
        files: { ...accepted(PROBE), 'handoff.md': handoff(PROBE, '❌') },
        findings: [{ file: HANDOFF, line: 8, message: /^criterion 4 is marked ❌ in the criteria trace/ }],
      },
      {
        name: 'before any verdict: a warning',
        status: 'warn',
        files: { 'criteria.md': CRITERIA, 'handoff.md': handoff(PROBE) },
        detail: exactly('handoff §11 defers an in-scope criterion without a justification the protocol accepts (handoff.md L10): the round has no verdict yet, and an ACCEPT would fail over it'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: beforeVerdict('crit-4') }],
      },
      {
        name: 'before any verdict, two deferrals: a warning over both',
        status: 'warn',
        files: { 'criteria.md': CRITERIA, 'handoff.md': handoff(`${PROBE}\n- crit-3 sliding window: deferred, the team is busy.`) },
        detail: exactly('handoff §11 defers 2 in-scope criteria without a justification the protocol accepts (handoff.md L10, L11): the round has no verdict yet, and an ACCEPT would fail over them'),
      },
      {
        name: 'before the next round\'s verdict: a warning',
        status: 'warn',
        files: { 'criteria.md': CRITERIA, 'handoff.md': handoff(PROBE).replace('iteration 1', 'iteration 2'), 'acceptance-log.md': REJECT, iteration: '2\n' },
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: beforeVerdict('crit-4') }],
      },
      {
        name: 'before the next round\'s verdict, beside a failure of the log: a finding of warning severity',
        files: { 'criteria.md': CRITERIA, 'handoff.md': handoff(PROBE), 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: MAYBE\n', iteration: '2\n' },
        findings: [
          { file: 'engagement/acceptance-log.md', line: 3, message: 'verdict `MAYBE` is not ACCEPT, REJECT or ABORTED' },
          { file: HANDOFF, line: S11_LINE, column: 3, message: beforeVerdict('crit-4'), severity: 'warning' },
        ],
      },
    ],
  });
});

// Their time is measured by bench/hostile.mjs (binary-verdict-s11-deferral-runs).
describe('the §11 reading on long lines of its own words', () => {
  const words = ['crit-4 ', 'window reset ', 'deferred ', 'отложено ', 'justified by explicit user waiver ', ': ', ' — ', '  ', 'outside crit-4 ', 'crit-4 covers only ', 'не входит в crit-4 ', 'beyond the scope of ', 'x, ', 'criteria.md scope, ', 'AUTH-03: criteria.md scope (backlog '];
  it.each(words)('100k characters of %j', async (w) => {
    const line = w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
    const r = await lint(rule, { files: { ...accepted(`- ${line}`), 'scope-sync.md': `# Scope sync\n- ${line}\n` } });
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(['pass', 'warn', 'fail']).toContain(r.status);
  });

  it('an entry is read to its first 16 KiB: the item a line of a million clause breaks names first is found, one named past that is not', async () => {
    const defers = (r: Awaited<ReturnType<typeof lint>>) => r.findings.some((f) => f.message.startsWith('§11 Known deferrals defers crit-4'));
    for (const run of ['(', 'crit-1, ', '[', ' — ']) {
      const first = await lint(rule, { files: { 'criteria.md': LABELLED, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(`- crit-4 window-reset test: deferred to the next sprint, team busy ${run.repeat(1_000_000 / run.length)}`) } });
      expect(defers(first), run).toBe(true);
    }
    const late = await lint(rule, { files: { 'criteria.md': LABELLED, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(`- ${'('.repeat(20_000)} crit-4 window-reset test: deferred to the next sprint, team busy`) } });
    expect(defers(late)).toBe(false);
  });

  it('an entry beyond the criteria, or citing the criterion whose words it shares as its bound, defers none', async () => {
    const files = (entry: string) => ({ 'criteria.md': LABELLED, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(`- ${entry}`) });
    for (const entry of [
      'Localised 202 answer bodies for the reset request: nice-to-have, AUTH-94.',
      'A per-address request counter in the admin UI: beyond the criteria, tracked as AUTH-95.',
      'The reset throttle window for SSO accounts stays 60 minutes sliding: not in crit-3, which names password accounts only; AUTH-96.',
    ]) {
      const r = await lint(rule, { files: files(entry) });
      expect(r.findings.filter((f) => f.message.startsWith('§11 Known deferrals defers')), entry).toEqual([]);
    }
    // Without those words, the same entry defers the criterion it names by its words.
    const r = await lint(rule, { files: files('The throttle window counted per normalised address: moved to the next sprint, the team is busy.') });
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^§11 Known deferrals defers crit-3 /)]);
    // Labels in bold (`- **crit-3:** …`): the message names crit-3 and quotes its text without the marks.
    const bold = await lint(rule, { files: { ...files('The throttle window counted per normalised address: moved to the next sprint, the team is busy.'), 'criteria.md': LABELLED.replace(/^- (crit-\d+:)/gm, '- **$1**') } });
    expect(bold.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^§11 Known deferrals defers crit-3 \("The throttle /)]);
  });

  it('20k §11 entries against a 20k-line scope-sync.md sharing their words', async () => {
    const n = 20_000;
    const entries = Array.from({ length: n }, (_, i) => `- crit-${(i % 4) + 1} window reset steady: justified by explicit user waiver ${i}`).join('\n');
    const sync = Array.from({ length: n }, (_, i) => `- window reset steady holds, user waiver ${i}`).join('\n');
    const r = await lint(rule, { files: { ...accepted(entries), 'scope-sync.md': `# Scope sync\n${sync}\n` } });
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(['pass', 'warn', 'fail']).toContain(r.status);
  });
});

// A three-digit number (an HTTP status, a size) is a word of the item as much as "scope" is: "403 scope check edge
// cases: later" defers the criterion "Requests without the `orders:export` scope get 403". A year, a date, a ticket,
// a line reference and a criterion's number are none. An entry about speed or resources ("is slow", "latency") speaks
// of no bar a criterion without one sets, whatever topic words it shares with it.
describe('binary-verdict: §11 entries read by their numbers and by the bar they speak of', () => {
  const ORDERS = `---
size: M
---
# Acceptance criteria — orders-csv-export

## Deliverables expected
- \`GET /api/orders/export.csv\` in the orders module
- Integration tests for the export

## Done when
- \`GET /api/orders/export.csv?from=…&to=…\` returns 200, \`text/csv; charset=utf-8\`, one row per order in the range
- Amounts are formatted with a dot decimal separator and two decimals
- Requests without the \`orders:export\` scope get 403
- Integration tests cover 200, empty range and 403, and the suite is green
- The CSV export includes the last day of the selected period
- Exports of a whole year's orders complete within 10 seconds

## Explicitly out of scope
- XLSX export — later, if users ask
`;
  const orders = (...entries: string[]) => ({ 'criteria.md': ORDERS, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(entries.join('\n')) });
  const criterion = (text: string) => `the criterion "${text}"`;
  ruleTester(rule, {
    valid: [
      // An entry naming no criterion that says why it may wait is not read as one.
      { name: 'no criterion deferred, and the entry says none asks for it', files: orders('- Pagination of very large exports: no criterion asks for it; later.') },
    ],
    invalid: [
      // Named by no criterion, an entry with no justification is still an unjustified deferral: said without a criterion.
      ...(
        [
          ['- Pagination of very large exports: later.', 'Pagination of very large exports'],
          // One number in common is no evidence alone.
          ['- 403 errors in the admin UI: later.', '403 errors in the admin UI'],
          ['- Exports dated 2026-05-25 or later, ORD-403 and export.ts:403: later.', 'Exports dated 2026-05-25 or later'],
          // Speed, of a criterion that sets no speed bar.
          ['- Export of periods longer than a year is slow; tracked as ORD-91.', 'Export of periods longer than a year is slow'],
          ['- p95 latency of 200 ms on exports: later.', 'p95 latency of 200 ms on exports'],
        ] as const
      ).map(([entry, item]) => ({ name: `no criterion named: ${entry}`, files: orders(entry), findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed(item) }] })),
      {
        name: 'a status code and "scope" name the criterion (m11b)',
        files: orders('- Pagination of very large exports: later.', '- 403 scope check edge cases: later, after the auth refactor.'),
        detail: exactly('ACCEPT while handoff §11 defers an in-scope criterion and an item naming no criterion without a justification the protocol accepts (handoff.md L10, L11)'),
        findings: [
          { file: HANDOFF, line: 10, column: 3, message: overAcceptUnnamed('Pagination of very large exports') },
          { file: HANDOFF, line: 11, column: 3, message: overAccept(criterion('Requests without the `orders:export` scope get 403')) },
        ],
      },
      {
        name: 'the same before any verdict: a warning',
        status: 'warn',
        files: { 'criteria.md': ORDERS, 'handoff.md': handoff('- 403 scope check edge cases: later, after the auth refactor.') },
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: beforeVerdict(criterion('Requests without the `orders:export` scope get 403')) }],
      },
      {
        name: "the criterion's own bar deferred beside the speed entry",
        files: orders('- Export of periods longer than a year is slow; tracked as ORD-91.', '- Export of the last day of the selected period: tracked as ORD-92.'),
        findings: [
          { file: HANDOFF, line: 10, column: 3, message: overAcceptUnnamed('Export of periods longer than a year is slow') },
          { file: HANDOFF, line: 11, column: 3, message: overAccept(criterion('The CSV export includes the last day of the selected period')) },
        ],
      },
      {
        name: 'speed, of a criterion that sets a speed bar',
        files: orders("- Exports of a whole year's orders are slow (40 seconds): tracked as ORD-93."),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(criterion("Exports of a whole year's orders complete within 10 seconds")) }],
      },
    ],
  });
});

// Two common words an entry shares with a long criterion are no evidence that it defers it: "Cache-Control header on
// the PDF response" shares "header" and "response" with the criterion on the API reference, two of its nine words.
// Named by no criterion and given no reason, the entry is reported as an unjustified deferral of its own item.
describe('binary-verdict: a §11 entry naming no criterion', () => {
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
- Digital signature of the PDF — needs the EDO provider contract first
`;
  const CACHE = '- Cache-Control header on the PDF response: will do in a follow-up.';
  const invoices = (...entries: string[]) => ({ 'criteria.md': INVOICES, 'acceptance-log.md': ACCEPT, 'handoff.md': handoff(entries.join('\n')) });
  const DOCS = 'crit-4 ("docs/api/invoices.md documents the endpoint: status codes, response …")';
  ruleTester(rule, {
    valid: [
      ...[
        '- Cache-Control header on the PDF response: no criterion asks for it; follow-up INV-12.',
        '- Cache-Control header on the PDF response: nice-to-have, follow-up INV-12.',
        '- Cache-Control header on the PDF response: outside crit-4, which names the reference only; INV-12.',
        '- Digital signature: criteria.md out of scope.',
        // A justification claimed for an item no criterion names is taken as written: no criterion ties it to a record.
        '- Cache-Control header on the PDF response: justified by a director-approved scope note.',
        '- Cache-Control header on the PDF response: per criteria.md, the caching layer is a later engagement.',
        '- None',
      ].map((entry) => ({ name: `not reported: ${entry}`, files: invoices(entry) })),
      // An introduction, a table's header and a quote are no entries naming an item.
      { name: 'prose introducing the entries', files: invoices('The items below wait for the next engagement:', '- Digital signature: criteria.md out of scope.') },
      { name: 'a table of deferrals', files: invoices('| Item | Justification |', '|---|---|', '| Digital signature | criteria.md out of scope |') },
    ],
    invalid: [
      {
        name: 'two common words of a long criterion name none of it: the item is reported as named by no criterion',
        files: invoices(CACHE),
        detail: exactly('ACCEPT while handoff §11 defers an item naming no criterion without a justification the protocol accepts (handoff.md L10)'),
        fix: 'For a §11 entry naming no criterion: if a criterion asks for it, name it (`crit-N`) and finish or defer it as the protocol allows; if none does, say so in the entry ("no criterion asks for it", "nice-to-have"); else justify it by criteria.md\'s out of scope, a user waiver or a director-approved scope note. Otherwise the verdict is REJECT.',
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('Cache-Control header on the PDF response') }],
      },
      {
        name: 'the same before any verdict: a warning',
        status: 'warn',
        files: { 'criteria.md': INVOICES, 'handoff.md': handoff(CACHE) },
        detail: exactly('handoff §11 defers an item naming no criterion without a justification the protocol accepts (handoff.md L10): the round has no verdict yet, and an ACCEPT would fail over it'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: beforeVerdictUnnamed('Cache-Control header on the PDF response') }],
      },
      {
        name: 'a third word in common names the criterion',
        files: invoices('- Response headers in docs/api/invoices.md: next sprint.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAccept(DOCS) }],
      },
      {
        name: 'a reason that is none of the template\'s',
        files: invoices('- **Cache-Control** header: justified by the release date.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('Cache-Control header') }],
      },
      {
        name: 'in Russian',
        files: invoices('- Заголовок Cache-Control для ответа с PDF: сделаем позже.'),
        findings: [{ file: HANDOFF, line: S11_LINE, column: 3, message: overAcceptUnnamed('Заголовок Cache-Control для ответа с PDF') }],
      },
      {
        name: 'beside a criterion deferred by number: both, each as what it is',
        files: invoices(CACHE, '- crit-4 example request: next sprint.'),
        detail: exactly('ACCEPT while handoff §11 defers an in-scope criterion and an item naming no criterion without a justification the protocol accepts (handoff.md L10, L11)'),
        findings: [
          { file: HANDOFF, line: 10, column: 3, message: overAcceptUnnamed('Cache-Control header on the PDF response') },
          { file: HANDOFF, line: 11, column: 3, message: overAccept(DOCS) },
        ],
      },
    ],
  });
});
