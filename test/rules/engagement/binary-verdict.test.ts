import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';

const LOG = 'engagement/acceptance-log.md';
const CONDITIONAL = (v: string) => `conditional accept \`${v}\`: the verdict is binary`;
const NOT_BINARY = (v: string) => `verdict \`${v}\` is not ACCEPT, REJECT or ABORTED`;
const NOT_BINARY_VERDICTS: Array<[string, (v: string) => string]> = [
  ['ACCEPT CONDITIONAL', CONDITIONAL],
  ['ACCEPT pending staging smoke test', CONDITIONAL],
  ['ACCEPT with TODO: wire the export button', CONDITIONAL],
  ['ACCEPT — user to verify the CSV on staging', CONDITIONAL],
  // The condition before the ACCEPT, or joined to it, is the same conditional accept.
  ['CONDITIONAL ACCEPT', CONDITIONAL],
  ['Conditionally accepted', CONDITIONAL],
  ['CONDITIONAL-ACCEPT — pending the staging check', CONDITIONAL],
  ['PARTIAL ACCEPT', CONDITIONAL],
  ['ACCEPT-CONDITIONAL', CONDITIONAL],
  ['ACCEPTED_PENDING', CONDITIONAL],
  ['ACCEPT (conditional)', CONDITIONAL],
  ['ACCEPT WITH CONDITIONS', CONDITIONAL],
  ['PARTIAL', NOT_BINARY],
  ['ACCEPT — пользователю проверить экспорт', CONDITIONAL],
  // An acceptance with an exception is a conditional one.
  ['ACCEPT except crit-3 (font) which follows next sprint', CONDITIONAL],
  ['ACCEPT — всё, кроме crit-3', CONDITIONAL],
  // A partial or deferred accept in Russian, and a re-check left for later.
  ['ACCEPT (частично выполнено)', CONDITIONAL],
  ['ACCEPT — частичная приёмка', CONDITIONAL],
  ['ACCEPT — доделаем crit-7 в следующем спринте', CONDITIONAL],
  ['ACCEPT — crit-7 отложен', CONDITIONAL],
  ['ACCEPT, but crit-3 still needs a re-check by QA', CONDITIONAL],
  // A condition opening the words after ACCEPT.
  ['ACCEPT if the staging smoke test is green', CONDITIONAL],
  ['ACCEPT after the user checks the Excel import', CONDITIONAL],
  ['ACCEPT once the fix is deployed to staging', CONDITIONAL],
  ['ACCEPT — when the client confirms the totals', CONDITIONAL],
  ['ACCEPT unless the nightly run goes red', CONDITIONAL],
  ['ACCEPT (ожидает проверки заказчиком)', CONDITIONAL],
  ['ACCEPT, если заказчик подтвердит импорт в Excel', CONDITIONAL],
  ['ACCEPT после проверки заказчиком', CONDITIONAL],
  ['ACCEPT, assuming the EDO provider accepts the layout', CONDITIONAL],
  ['ACCEPT as long as the nightly run stays green', CONDITIONAL],
  // "when" / "after" before anything but the acceptor's own past action stays a condition.
  ['ACCEPT when I check the export tomorrow', CONDITIONAL],
  ['ACCEPT — when the user has checked the font', CONDITIONAL],
  ['ACCEPT when we proceed to the staging smoke test', CONDITIONAL],
];
const log = (...rounds: string[]) => `# Acceptance log\n\n${rounds.map((v, i) => `## Iteration ${i + 1}\n\n### Verdict: ${v}\n`).join('\n')}`;

ruleTester(rule, {
  valid: [
    { name: 'ACCEPT, REJECT with a reason, and ABORTED', files: { 'acceptance-log.md': log('REJECT — validation incomplete: docker not running', 'ABORTED', 'ACCEPT') }, detail: /all 3 verdicts are binary/ },
    { name: 'bold-label and list-item verdicts', files: { 'acceptance-log.md': '## Iteration 1\n- **Verdict:** REJECT\n\n## Iteration 2\n**Verdict**: ACCEPT — all criteria met\n' } },
    ...[
      'ACCEPT — all criteria met; verified after the re-run on staging',
      'ACCEPT after the iteration-2 fixes',
      'ACCEPT — ожидаемый результат получен на staging',
      'ACCEPT — verified on staging: the export holds when the file has 10k rows',
      'ACCEPT — when I re-ran the suite at 16:10 it was green',
      'ACCEPT — when we checked the totals on staging they matched',
      'ACCEPT after I re-checked the import on staging',
      'ACCEPT — когда я перезапустил тесты в 16:10, они были зелёные',
    ].map((v) => ({ name: `evidence prose after an ACCEPT, not a condition: ${v}`, files: { 'acceptance-log.md': log(v) }, detail: 'the verdict is binary' })),
    // One verdict whose words name another verdict word lists no choices.
    ...['ACCEPT — перепроверено на staging, crit-3 закрыт', 'ACCEPT — re-checked by QA on staging'].map((v) => ({ name: `a re-check done, not left: ${v}`, files: { 'acceptance-log.md': log(v) }, detail: 'the verdict is binary' })),
    ...['ACCEPT — the iteration-1 REJECT is resolved', 'REJECT — crit-2 not met / ACCEPT once the export holds'].map((v) => ({ name: `one verdict naming another word: ${v}`, files: { 'acceptance-log.md': log(v) }, detail: 'the verdict is binary' })),
    { name: 'prose quoting the ban is not a verdict', files: { 'acceptance-log.md': `${log('ACCEPT')}\nNote: the protocol forbids ACCEPT CONDITIONAL, so none was issued.\n` } },
    { name: 'verdict lines inside code fences are ignored', files: { 'acceptance-log.md': `${log('REJECT — tests red')}\n\`\`\`\nVerdict: ACCEPT pending X\n\`\`\`\n` } },
    // A verdict in a legacy form verdict-canonical recognises is a verdict here too, and binary as written.
    { name: 'a legacy `**ACCEPTED**` alone on its line', files: { 'acceptance-log.md': '## Iteration 1\n\n- crit-1 ✅\n\n**ACCEPTED**\n' }, detail: exactly('the verdict is binary') },
    { name: 'a REJECT on the line under a bare `## Verdict`', files: { 'acceptance-log.md': '## Iteration 1\n\n## Verdict\nREJECT — crit-2 export drops rows\n' }, detail: exactly('the verdict is binary') },
    { name: 'no acceptance-log.md', status: 'skip', files: {} },
    { name: 'no verdict yet', status: 'skip', files: { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\nreview in progress\n' }, detail: /no `Verdict:` line/ },
    { name: 'an empty log', status: 'skip', files: { 'acceptance-log.md': '' } },
    { name: 'a binary log', status: 'skip', files: { 'acceptance-log.md': Buffer.from([0, 0xff, 10, 0x56, 0x65, 0x72]) } },
  ],
  invalid: [
      PENDING_S11_CASE,
    ...NOT_BINARY_VERDICTS.map(([v, message]) => ({
      name: `\`${v}\` at its line`,
      files: { 'acceptance-log.md': log('REJECT — crit-2 export drops rows', v) },
      detail: 'a verdict is not binary: L9',
      // # / blank / ## It 1 / blank / ### Verdict / blank / ## It 2 / blank / ### Verdict
      findings: [{ file: LOG, line: 9, column: 14, message: message(v) }],
    })),
    // The template's choices left on the verdict line: no verdict was made.
    ...['ACCEPT | REJECT', 'ACCEPT / REJECT', 'ACCEPT or REJECT', 'ACCEPT|REJECT|ABORTED', '{ACCEPT | REJECT}'].map((v) => ({
      name: `the template's choices \`${v}\` at their line`,
      files: { 'acceptance-log.md': log('REJECT — crit-2 export drops rows', v) },
      detail: 'a verdict is not binary: L9',
      findings: [{ file: LOG, line: 9, column: 14, message: `verdict \`${v.replace(/[{}]/g, '')}\` lists several choices (the template left unfilled): the verdict is binary` }],
    })),
    // The conditional accept in a legacy form verdict-canonical recognises (probes lg07, lg09).
    {
      name: 'a legacy `**ACCEPTED**` made conditional',
      files: { 'acceptance-log.md': '## Iteration 1\n\n- crit-1 ✅\n\n**ACCEPTED** — conditional: the user verifies the Russian copy on staging next week\n' },
      detail: exactly('a verdict is not binary: L5'),
      findings: [{ file: LOG, line: 5, column: 3, message: exactly(CONDITIONAL('ACCEPTED — conditional: the user verifies the Russian copy on staging next week')) }],
    },
    {
      name: 'a conditional accept on the line under a bare `## Verdict`',
      files: { 'acceptance-log.md': '## Iteration 1\n\n## Verdict\nACCEPT CONDITIONAL — pending the user check of the copy\n' },
      detail: exactly('a verdict is not binary: L4'),
      findings: [{ file: LOG, line: 4, column: 1, message: exactly(CONDITIONAL('ACCEPT CONDITIONAL — pending the user check of the copy')) }],
    },
    {
      name: "a legacy `**ACCEPTED**` whose round hands a check to the user",
      files: { 'acceptance-log.md': '## Iteration 1\n\nAll criteria met. The user should verify the CSV on staging.\n\n**ACCEPTED**\n' },
      detail: exactly('a verdict is not binary: L3'),
      findings: [{ file: LOG, line: 3, column: 19, message: exactly('the ACCEPT defers verification to the user ("The user should verify"): the verdict is binary') }],
    },
    {
      name: 'an ACCEPT whose round tells the reader to do a check themselves',
      files: { 'acceptance-log.md': '## Iteration 1\n\nAll criteria met. Please double-check the Monday export yourself after release.\n\n**ACCEPTED**\n' },
      detail: exactly('a verdict is not binary: L3'),
      findings: [{ file: LOG, line: 3, column: 19, message: exactly('the ACCEPT defers verification to the user ("Please double-check the Monday export yourself"): the verdict is binary') }],
    },
    {
      name: 'a bare bold conditional accept without a Verdict label',
      files: { 'acceptance-log.md': '## Iteration 1\n\n**ACCEPT CONDITIONAL**\n\nDeferred checks to the user.\n' },
      detail: 'a verdict is not binary: L3',
      findings: [{ file: LOG, line: 3, column: 3, message: CONDITIONAL('ACCEPT CONDITIONAL') }],
    },
  ],
});

describe('--preset recommended', () => {
  const LOG = 'engagement/acceptance-log.md';
  /** A line deferring the check to the user or another party, the column of the deferral, the words quoted and who the message names (the user unless given). */
  const DEFERRALS: Array<[string, number, string, string?]> = [
    ['- Manual check left to the user.', 16, 'left to the user'],
    ['- Пользователь должен проверить экспорт.', 3, 'Пользователь должен проверить'],
    ['- Asked the user to confirm the layout.', 3, 'Asked the user to confirm'],
    ['All five criteria met; a manual smoke test on production remains for the user.', 58, 'remains for the user'],
    ['- Not every bar ran; the user should verify the CSV.', 22, 'the user should verify'],
    ['The user should double-check the glyphs on their printer.', 1, 'The user should double-check'],
    ['All criteria met. The customer must re-check the totals.', 19, 'The customer must re-check', 'the customer'],
    ['Заказчик должен проверить печать на своём принтере.', 1, 'Заказчик должен проверить', 'the customer'],
    ['Пользователю остаётся проверить печать.', 1, 'Пользователю остаётся проверить'],
    ['Всё проверено. Заказчику остаётся проверить печать на своём принтере.', 16, 'Заказчику остаётся проверить', 'the customer'],
    ['- Клиенту нужно подтвердить макет.', 3, 'Клиенту нужно подтвердить', 'the client'],
    // In the passive, as a present-tense check by hand, as a condition on someone's check, and in the future.
    ['Remaining: the Safari date input is to be verified by the user on staging.', 37, 'to be verified by the user'],
    ['Remaining: the user verifies the Safari date input by hand.', 12, 'the user verifies the Safari date input by hand'],
    ['ACCEPT stands once Андрей confirms the live numbers.', 15, 'once Андрей confirms', 'Андрей'],
    ['Андрей проверит дашборд на проде после релиза.', 8, 'проверит', 'someone outside the round'],
    // A modal other than should / must, with still, also, then or later around it.
    ['The user still has to verify the lockout on staging.', 1, 'The user still has to verify'],
    ['The user has to verify the lockout on staging.', 1, 'The user has to verify'],
    ['- All criteria met; the user needs to check the e-mail copy.', 21, 'the user needs to check'],
    ['The customer is to confirm the totals on Monday.', 1, 'The customer is to confirm', 'the customer'],
    ['The user will also need to test the import with real files.', 1, 'The user will also need to test'],
    ['The client has yet to validate the layout.', 1, 'The client has yet to validate', 'the client'],
    ['The user will verify the lockout on staging.', 1, 'The user will verify'],
    // The passive of a check still to come, done by the user.
    ['Staging smoke test will be done by the user tomorrow.', 9, 'smoke test will be done by the user'],
    ['The lockout must still be checked by the user on staging.', 13, 'must still be checked by the user'],
    // Russian adverbs between the one who checks, the modal and the verb.
    ['Пользователь ещё должен проверить блокировку на стейдже.', 1, 'Пользователь ещё должен проверить'],
    ['Пользователю всё ещё нужно проверить блокировку.', 1, 'Пользователю всё ещё нужно проверить'],
    ['Заказчик должен ещё подтвердить макет.', 1, 'Заказчик должен ещё подтвердить', 'the customer'],
    // Read by tense, not by phrase: a check awaited ("until", "before", "as soon as", "pending"), one in the present, one going on.
    ['Production flag stays off until the user verifies the slot picker on iPhone.', 27, 'until the user verifies'],
    ['Release is on hold until the user checks the export in Excel 2016.', 20, 'until the user checks'],
    ['- The invoice job stays paused till the customer confirms the totals.', 32, 'till the customer confirms', 'the customer'],
    ['The flag is not switched on until the user has verified the picker.', 29, 'until the user has verified'],
    ['Go-live comes after the product owner signs off on the copy.', 15, 'after the product owner signs off', 'the product owner'],
    ['The user verifies the slot picker on iPhone.', 1, 'The user verifies'],
    ['QA is still testing the release candidate.', 1, 'QA is still testing', 'QA'],
    ['QA checks the export on Safari tomorrow.', 1, 'QA checks the export on Safari tomorrow', 'QA'],
    ['QA will re-check the export on staging.', 1, 'QA will re-check', 'QA'],
    ['Someone should verify the glyphs on a real printer.', 1, 'Someone should verify', 'someone outside the round'],
    // An audit, review or pen test still to be run by the user, in the passive or as the user's act.
    ['Note: audit still to be run by the user before launch.', 7, 'audit still to be run by the user'],
    ['- The security review will be done by the client next week.', 16, 'review will be done by the client', 'the client'],
    ['The user will run the accessibility audit before launch.', 1, 'The user will run the accessibility audit'],
    ['The customer still has to perform a pen test on staging.', 1, 'The customer still has to perform a pen test', 'the customer'],
  ];

  // An ACCEPT that defers verification to the user is not binary.
  ruleTester(rule, {
    valid: [
      {
        name: "a deferral criteria.md put out of scope, and a REJECT's request to the user",
        files: {
          'acceptance-log.md': [
            '## Iteration 1',
            '### Verdict: REJECT — validation incomplete: docker',
            '- The user should start Docker Desktop.',
            '## Iteration 2',
            '### Verdict: ACCEPT',
            '- Mobile layout: the user will check it later, out of scope per criteria.md.',
          ].join('\n'),
        },
      },
      // A negated deferral says nothing was deferred.
      ...[
        'All five criteria verified by the acceptor; nothing is left for the user to verify.',
        'All five criteria verified by the acceptor. No verification was deferred to the user.',
        'All five criteria verified by the acceptor myself; the user does not need to verify anything.',
        '- Ничего не оставлено пользователю: пользователь не должен проверять.',
        'Заказчику не нужно ничего проверять.',
        // The software client, not the customer.
        '- Клиент проверяет подпись токена и повторяет запрос.',
        // The product's behaviour, not a check handed over; a time, not a condition on someone's check.
        'The user checks the "Export" box and the CSV downloads; verified by the acceptor.',
        'Once the build finished, all five criteria were verified by the acceptor.',
        'Валидатор проверил экспорт; пользователю ничего проверять не нужно.',
        'No user verification is needed.',
        'All criteria verified by the acceptor; the user does not have to verify anything.',
        'The user no longer has to verify the export by hand.',
        'Nothing will be done by the user: the smoke test ran on staging at 16:10.',
        // A past-tense report hands nothing over.
        'The user verified it on staging.',
        'The user had to verify the code in iteration 1; the acceptor re-ran it now.',
        'The staging smoke test was done by the user at 16:10 and is green.',
        'The accessibility audit was run by the user before launch; its report is in traces/.',
        'The user will run the export from the admin page (crit-2 ✅, verified by the acceptor).',
        'Пользователь проверил блокировку на стейдже.',
        'Заказчик тоже подтвердил макет.',
        // Negated, reported as done, or the product's own behaviour (a user confirming an order, verifying their e-mail).
        'No user verification needed: the acceptor re-ran every check.',
        'The user does not need to verify anything until the release.',
        'The user has verified the picker on iPhone (screenshot in traces/).',
        'QA verified the export on staging at 16:10.',
        'Login stays blocked until the user verifies their e-mail address (crit-2 ✅, checked by the acceptor).',
        'The slot is held until the user confirms the payment (crit-3 ✅ on staging).',
        'The user tests passed on staging; the happy path ends when the user checks out with Apple Pay.',
      ].map((line) => ({ name: `a negated deferral: ${line}`, files: { 'acceptance-log.md': `## Iteration 1\n### Verdict: ACCEPT\n${line}\n` }, detail: 'the verdict is binary' })),
      // A name is read case-sensitively, and only the judge's: "Will" the name is not "will" the modal, nor is a name the directive does not give.
      ...['Oleg verified the lockout on staging at 16:10.', 'The acceptor will verify nothing more: Oleg signed off in the directive.', 'Marina verified the lockout on staging at 16:10.'].map((line) => ({
        name: `no check handed to the judge: ${line}`,
        files: { 'acceptance-log.md': `## Iteration 1\n### Verdict: ACCEPT\n${line}\n`, 'human-directive.md': '# Human directive\nJudge: Oleg Sidorov (platform lead)\nDecision: PROCEED_TO_VERDICT\n' },
        detail: 'the verdict is binary',
      })),
      // The protocol's post-ACCEPT step: verdict → user-facing summary → archival.
      {
        name: 'the user-facing summary sent after an ACCEPT, for the user to review the delivery',
        files: { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: ACCEPT\n\n- All criteria verified by the manager.\n- User-facing summary sent with links so the user can review the delivered texts.\n' },
        detail: 'the verdict is binary',
      },
    ],
    invalid: [
      // The human judge is the user: a check handed to them by name is deferred too.
      ...[
        ['Oleg will verify the lockout on staging.', 1, 'Oleg will verify', 'the judge Oleg'],
        ['Oleg Sidorov still has to check the lockout.', 1, 'Oleg Sidorov still has to check', 'the judge Oleg Sidorov'],
        ['The lockout is to be verified by Oleg on staging.', 16, 'to be verified by Oleg', 'the judge Oleg'],
        ['Андрей должен проверить дашборд.', 1, 'Андрей должен проверить', 'the judge Андрей'],
        // A bare «проверит» whose clause names the judge.
        ['Андрей проверит дашборд на проде после релиза.', 8, 'проверит', 'the judge Андрей'],
      ].map(([line, column, quote, to]) => ({
        name: `a check handed to the judge by name: ${line}`,
        files: {
          'acceptance-log.md': `## Iteration 1\n### Verdict: ACCEPT\n${line}\n`,
          'human-directive.md': `# Human directive\n\nJudge: ${String(line).startsWith('Андрей') ? 'Андрей Соколов' : 'Oleg Sidorov'} (platform lead)\n\nDecision: PROCEED_TO_VERDICT\n`,
        },
        detail: 'a verdict is not binary: L3',
        findings: [{ file: LOG, line: 3, column: column as number, message: exactly(`the ACCEPT defers verification to ${to} ("${quote}"): the verdict is binary`) }],
      })),
      {
        name: 'a clean ACCEPT whose body hands the remaining check to the user',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPT\n- All criteria met.\n- The user should verify the CSV export on staging.\n' },
        detail: 'a verdict is not binary: L5',
        findings: [{ file: LOG, line: 5, column: 3, message: 'the ACCEPT defers verification to the user ("The user should verify"): the verdict is binary' }],
      },
      {
        name: 'a user-facing summary that asks the user to verify still defers verification',
        files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n- User-facing summary sent; the user should verify the CSV export.\n' },
        detail: 'a verdict is not binary: L3',
        findings: [{ file: LOG, line: 3, column: 29, message: 'the ACCEPT defers verification to the user ("the user should verify"): the verdict is binary' }],
      },
      ...DEFERRALS.map(([line, column, quote, to = 'the user']) => ({
        name: line,
        files: { 'acceptance-log.md': `## Iteration 1\n### Verdict: ACCEPT\n${line}\n` },
        detail: 'a verdict is not binary: L3',
        findings: [{ file: LOG, line: 3, column, message: exactly(`the ACCEPT defers verification to ${to} ("${quote}"): the verdict is binary`) }],
      })),
    ],
  });
});

describe('an ACCEPT over a criterion the handoff marks as not met', () => {
  const HANDOFF = 'engagement/handoff.md';
  const accept = { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\nHuman directive: PROCEED_TO_VERDICT.\n\n### Verdict: ACCEPT\n' };
  const handoff = (status: string, deferrals = 'None') =>
    [
      '# Handoff — iteration 1',
      '## 3. Criteria trace',
      '| # | Criterion | Status | Evidence (path + line/section) |',
      '|---|---|---|---|',
      '| 1 | tokens + contrast ≥4.5:1 | ✅ | `engagement/validation-outputs/ux-review-iter-1.json` |',
      `| 2 | 3 cards × 2 states | ${status} | \`engagement/ui/screens/pricing.md\` L2-L6 |`,
      '## 11. Known deferrals',
      `- ${deferrals}`,
      '',
    ].join('\n');
  const message = (mark: string) => `criterion 2 is marked ${mark} in the criteria trace, yet acceptance-log.md line 6 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`;

  ruleTester(rule, {
    valid: [
      { name: 'every criterion met', files: { ...accept, 'handoff.md': handoff('✅') }, detail: 'the verdict is binary' },
      { name: 'a partial (⚠️) is disclosed, not failed', files: { ...accept, 'handoff.md': handoff('⚠️') } },
      { name: 'a met status recalling what was pending', files: { ...accept, 'handoff.md': handoff('✅ (pending in iter-1, verified now)') } },
      ...['✅ (was ❌ in iter-1)', 'PASS — the FAIL of iter-1 is fixed'].map((status) => ({ name: `a status that says met, whatever history it recalls: ${status}`, files: { ...accept, 'handoff.md': handoff(status) } })),
      {
        name: 'the failed criterion deferred in §11 by a user waiver the human directive records',
        files: { ...accept, 'handoff.md': handoff('❌', 'crit-2 hover state: justified by explicit user waiver 2026-05-12'), 'human-directive.md': '# Human directive\nDecision: PROCEED_TO_VERDICT\ncrit-2 hover state: I waive it for this release.\n' },
      },
      {
        name: 'the failed criterion deferred in §11, justified on the next line of its entry by a scope-sync.md note naming it',
        files: { ...accept, 'handoff.md': handoff('❌', 'crit-2 hover state — moves to the next sprint\n  - justified by: director-approved scope note in scope-sync.md'), 'scope-sync.md': '# Scope sync\n- crit-2 hover state moves to the next sprint — director approved 2026-05-12\n' },
      },
      {
        name: 'the failed criterion deferred in §11 in Russian, as out of scope, which criteria.md\'s list names',
        files: { ...accept, 'handoff.md': handoff('❌', 'crit-2 (состояние наведения): вне scope по criteria.md'), 'criteria.md': '---\nsize: M\n---\n# Критерии\n## Done when\n- crit-1 токены\n- crit-2 карточки\n## Вне scope\n- состояние наведения карточек\n' },
      },
      { name: 'the failed criterion waived in scope-sync.md', files: { ...accept, 'handoff.md': handoff('❌'), 'scope-sync.md': '# Scope sync\n## Waivers\n- crit-2: user waiver 2026-05-12, director approved\n' } },
      ...['выполнено', '✅ (в iter-1 было не выполнено)'].map((status) => ({ name: `a Russian status that says met: ${status}`, files: { ...accept, 'handoff.md': handoff(status) } })),
      ...['🟢 (was 🔴 in iter-1)', '✅ (was ✖️ in iter-1)'].map((status) => ({ name: `a met status recalling a 🔴 / ✖️: ${status}`, files: { ...accept, 'handoff.md': handoff(status) } })),
      { name: 'a REJECT over a failed criterion', files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — crit-2 not met\n', 'handoff.md': handoff('❌') } },
    ],
    invalid: [
      ...[
        'crit-2 hover state: justified by criteria.md out of scope',
        'crit-2 hover state: justified by explicit user waiver (see scope-sync.md)',
        'crit-2 hover state — director-approved scope note',
      ].map((entry) => ({
        name: `§11 claims a justification that is not on record: ${entry}`,
        // scope-sync.md names crit-2 in passing: that records no waiver of it.
        files: { ...accept, 'handoff.md': handoff('❌', entry), 'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1 tokens\n- crit-2 cards\n## Explicitly out of scope\n- refunds\n- the mobile app\n', 'scope-sync.md': '# Scope sync\n## Ambiguities resolved\n- A: ours, 10 minutes (user). crit-1 and crit-2 say so.\n' },
        findings: [{ file: HANDOFF, line: 6, column: 28, message: /^criterion 2 is marked ❌ in the criteria trace, yet acceptance-log\.md line 6 is an ACCEPT; the deferral it claims is not on record \(criteria\.md's out-of-scope list does not name it/ }],
      })),
      {
        name: 'a criterion marked ❌ in §3 with no deferral',
        files: { ...accept, 'handoff.md': handoff('❌', 'UX-1 identical hover shadows: justified by criteria.md out-of-scope') },
        detail: 'ACCEPT over a criterion the handoff marks as not met (handoff.md L6)',
        findings: [{ file: HANDOFF, line: 6, column: 28, message: message('❌') }],
      },
      {
        name: 'a criterion §11 defers without a justification',
        files: { ...accept, 'handoff.md': handoff('❌', 'crit-2: 100k rows under 10 s — moves to next sprint') },
        findings: [
          {
            file: HANDOFF,
            line: 6,
            column: 28,
            message: 'criterion 2 is marked ❌ in the criteria trace, yet acceptance-log.md line 6 is an ACCEPT; §11 Known deferrals names it without the justification a deferral needs (criteria.md out of scope, an explicit user waiver or a director-approved scope note): the verdict is binary',
          },
        ],
      },
      {
        name: 'a justification in the next §11 entry does not cover this one',
        files: { ...accept, 'handoff.md': handoff('❌', 'crit-2: moves to next sprint\n- crit-5: justified by explicit user waiver') },
        findings: [{ file: HANDOFF, line: 6, column: 28, message: /§11 Known deferrals names it without the justification/ }],
      },
      {
        name: 'a criterion whose status is FAIL',
        files: { ...accept, 'handoff.md': handoff('**FAIL**') },
        findings: [{ file: HANDOFF, line: 6, column: 30, message: message('FAIL') }],
      },
      ...['не выполнено', 'Не выполнен', 'не сделано', 'не пройдено'].map((status) => ({
        name: `a criterion whose status is the Russian ${status}`,
        files: { ...accept, 'handoff.md': handoff(status) },
        findings: [{ file: HANDOFF, line: 6, column: 28, message: message(status) }],
      })),
      // A criterion not yet judged is no criterion an ACCEPT stands on.
      ...[
        ['⏳ pending', '⏳'],
        ['pending', 'pending'],
        ['TODO', 'TODO'],
        ['in progress', 'in progress'],
        ['not verified', 'not verified'],
        ['blocked', 'blocked'],
        ['не проверено', 'не проверено'],
      ].map(([status, mark]) => ({
        name: `a criterion not yet judged: ${status}`,
        files: { ...accept, 'handoff.md': handoff(status!) },
        findings: [{ file: HANDOFF, line: 6, column: 28, message: message(mark!) }],
      })),
      // ✖ (U+2716) with or without VS16, and 🔴, are the same "not met" as ❌.
      ...['✖️', '✖', '🔴'].map((mark) => ({
        name: `a criterion whose status is ${mark}`,
        files: { ...accept, 'handoff.md': handoff(mark) },
        findings: [{ file: HANDOFF, line: 6, column: 28, message: message(mark) }],
      })),
      {
        name: 'an inline S-tier trace line marked ✖️',
        files: { ...accept, 'handoff.md': '# Handoff\n## 2. Deliverables\n- crit-2: five variants ✖️ `marketing/copy/subjects.md`\n' },
        findings: [{ file: HANDOFF, line: 3, column: 25, message: message('✖️') }],
      },
      {
        name: 'an inline S-tier trace line marked ❌',
        files: { ...accept, 'handoff.md': '# Handoff\n## 2. Deliverables\n- crit-1: subject lines ≤50 chars ✅ `marketing/copy/subjects.md`\n- crit-2: five variants ❌ `marketing/copy/subjects.md`\n' },
        findings: [{ file: HANDOFF, line: 4, column: 25, message: message('❌') }],
      },
    ],
  });
});

// GFM reads a §3 table without its leading pipes, or without any outer pipe, as it reads a piped one.
describe('an ACCEPT over a criterion a §3 table without leading pipes marks as not met', () => {
  const HANDOFF = 'engagement/handoff.md';
  const accept = { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\nHuman directive: PROCEED_TO_VERDICT.\n\n### Verdict: ACCEPT\n' };
  const handoff = (header: string, delimiter: string, row1: string, row2: string) => ['# Handoff — iteration 1', '## 3. Criteria trace', header, delimiter, row1, row2, '## 11. Known deferrals', '- None', ''].join('\n');
  const leading = (status: string) => handoff('No | Criterion | Status | Evidence |', '---|---|---|---|', '1 | tokens | ✅ | `a.json` |', `2 | 3 cards × 2 states | ${status} | \`pricing.md\` |`);
  // The Status column past the default third: read from the header.
  const outer = (status: string) => handoff('No | Criterion | Evidence | Status', ':--:|:--|---|---', '1 | tokens | `a.json` | ✅', `2 | 3 cards × 2 states | \`pricing.md\` | ${status}`);
  const message = 'criterion 2 is marked ❌ in the criteria trace, yet acceptance-log.md line 6 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary';
  ruleTester(rule, {
    valid: [
      { name: 'no leading pipes, every criterion met', files: { ...accept, 'handoff.md': leading('✅') }, detail: 'the verdict is binary' },
      { name: 'no outer pipes, every criterion met', files: { ...accept, 'handoff.md': outer('✅') }, detail: 'the verdict is binary' },
    ],
    invalid: [
      { name: 'no leading pipes, a criterion marked ❌', files: { ...accept, 'handoff.md': leading('❌') }, findings: [{ file: HANDOFF, line: 6, column: '2 | 3 cards × 2 states | '.length + 1, message }] },
      { name: 'no outer pipes, the Status column last, a criterion marked ❌', files: { ...accept, 'handoff.md': outer('❌') }, findings: [{ file: HANDOFF, line: 6, column: '2 | 3 cards × 2 states | `pricing.md` | '.length + 1, message }] },
    ],
  });
});

describe('an ACCEPT whose own acceptance-log round marks a criterion as not met', () => {
  // Round 1 REJECTs over crit-3 ❌ (a REJECT may); round 2 lists crit-5 ❌ deferred to the next sprint, then ACCEPTs.
  const round2 = (crit5: string, verdict = '### Verdict: ACCEPT') =>
    [
      '# Acceptance log',
      '## Iteration 1',
      '### Criteria',
      '- crit-3 ❌ the date filter is UTC',
      '### Verdict: REJECT',
      '## Iteration 2',
      '### Criteria',
      '- crit-3 ✅ 00:30 MSK order is in the May export',
      `- crit-5 ${crit5}`,
      verdict,
      'All five criteria verified by the acceptor.',
      '',
    ].join('\n');
  /** One round whose checklist is a table: criterion 3's row (L8 with the header) holds `status` and `note`. */
  const TABLE_LOG = (status: string, note: string, verdict = 'ACCEPT', id = '3') =>
    `# Acceptance log\n\n## Iteration 1\n\n| crit | result | how checked |\n|---|---|---|\n| 1 | ✅ | re-ran the round trip |\n| ${id} | ${status} | ${note} |\n\n### Verdict: ${verdict}\n`;
  const DEFERRED_NEXT_SPRINT = '❌ `docs/api/orders.md` has no encoding paragraph; ORD-78 opened, fix next sprint';
  const handoffS11 = (entry: string) => `# Handoff — iteration 2\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 5 | docs | ✅ | \`docs/api/orders.md\` |\n## 11. Known deferrals\n- ${entry}\n`;
  const message = (mark: string, verdictLine = 10) =>
    `criterion 5 is marked ${mark} in the criteria list of acceptance-log.md's iteration 2, yet that round's verdict at line ${verdictLine} is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary`;

  ruleTester(rule, {
    valid: [
      { name: 'every criterion of the ACCEPT round met; a ❌ in the REJECTed round', files: { 'acceptance-log.md': round2('✅ `docs/api/orders.md`') }, detail: 'all 2 verdicts are binary' },
      {
        // iteration-counter names the heading; round 1's ❌ and round 2's ACCEPT are not one round.
        name: 'a round under an unread heading (`## Итерация 2`) ends the round before it',
        files: { 'acceptance-log.md': round2('✅ `docs/api/orders.md`').replace('## Iteration 2', '## Итерация 2') },
        detail: 'all 2 verdicts are binary',
      },
      { name: 'a met criterion recalling an earlier ❌', files: { 'acceptance-log.md': round2('✅ encoding paragraph added (was ❌ in iteration 1)') } },
      { name: 'a 🟢 status recalling an earlier 🔴', files: { 'acceptance-log.md': round2('🟢 encoding paragraph added (🔴 in iteration 1)') } },
      {
        name: 'the criterion put out of scope by criteria.md',
        files: { 'acceptance-log.md': round2('❌ encoding paragraph: out of scope per criteria.md "Explicitly out of scope"'), 'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-5 API docs\n## Explicitly out of scope\n- an encoding paragraph for legacy clients\n' },
      },
      {
        name: 'the criterion deferred in handoff §11 by an explicit user waiver recorded in scope-sync.md',
        files: { 'acceptance-log.md': round2(DEFERRED_NEXT_SPRINT), 'handoff.md': handoffS11('crit-5 encoding paragraph: justified by explicit user waiver 2026-06-11'), 'scope-sync.md': '# Scope sync\n- crit-5 encoding paragraph: the user agreed on 2026-06-11 to leave it for next sprint (director approved)\n' },
      },
      { name: 'the criterion waived in a director-approved scope-sync.md', files: { 'acceptance-log.md': round2(DEFERRED_NEXT_SPRINT), 'scope-sync.md': '# Scope sync\n- crit-5: user waiver 2026-06-11, director approved\n' } },
      { name: 'a REJECT over the failed criterion', files: { 'acceptance-log.md': round2(DEFERRED_NEXT_SPRINT, '### Verdict: REJECT — crit-5 not met') } },
      { name: 'prose naming a FAIL case is no status', files: { 'acceptance-log.md': round2('covers the FAIL path of the encoder; docs checked') } },
      { name: 'without rounds: a ❌ before an earlier REJECT', files: { 'acceptance-log.md': '- crit-2 ❌ hover state\n### Verdict: REJECT\n- crit-2 ✅ hover state\n### Verdict: ACCEPT\n' } },
      // A checklist table: its status column is read, its notes are not.
      { name: 'a table of met criteria whose notes recall a FAIL', files: { 'acceptance-log.md': TABLE_LOG('✅', 'the FAIL of iteration 1 is fixed') } },
      { name: 'a table row with ❌ in a REJECTed round', files: { 'acceptance-log.md': TABLE_LOG('❌', 'downgrade breaks', 'REJECT') } },
      { name: 'a table row naming no criterion', files: { 'acceptance-log.md': TABLE_LOG('❌', 'a note', 'ACCEPT', 'Overall') } },
    ],
    invalid: [
      {
        name: 'a checklist table row marked ❌ in its Result column under the ACCEPT',
        files: { 'acceptance-log.md': TABLE_LOG('❌', 'downgrade fails on the staging copy') },
        findings: [{ file: LOG, line: 8, column: 7, message: message('❌', 10).replace('criteria list', 'criteria table').replace('criterion 5', 'criterion 3').replace('iteration 2', 'iteration 1') }],
      },
      {
        name: 'a table without a status header: the first short cell after the criterion\'s',
        files: { 'acceptance-log.md': TABLE_LOG('FAIL', 'downgrade fails', 'ACCEPT', 'crit-3').replace('| crit | result | how checked |\n|---|---|---|\n', '') },
        findings: [{ file: LOG, line: 6, column: 12, message: message('FAIL', 8).replace('criteria list', 'criteria table').replace('criterion 5', 'criterion 3').replace('iteration 2', 'iteration 1') }],
      },
      {
        name: 'crit-5 ❌ with "fix next sprint" in the ACCEPT round',
        files: { 'acceptance-log.md': round2(DEFERRED_NEXT_SPRINT) },
        detail: 'ACCEPT over a criterion its own acceptance-log round marks as not met (acceptance-log.md L9)',
        findings: [{ file: LOG, line: 9, column: 10, message: message('❌') }],
      },
      ...['✖️', '✖', '🔴', '✗'].map((mark) => ({
        name: `crit-5 marked ${mark} in the ACCEPT round`,
        files: { 'acceptance-log.md': round2(`${mark} no encoding paragraph`) },
        findings: [{ file: LOG, line: 9, column: 10, message: message(mark) }],
      })),
      {
        name: 'a "not met" status right after the label',
        files: { 'acceptance-log.md': round2(': **not met** — fix next sprint') },
        findings: [{ file: LOG, line: 9, column: 14, message: message('not met') }],
      },
      {
        name: 'the round\'s verdict written as an H2 after its sections is still the round\'s ACCEPT',
        files: { 'acceptance-log.md': round2(DEFERRED_NEXT_SPRINT, '## Verdict: ACCEPT') },
        findings: [{ file: LOG, line: 9, column: 10, message: message('❌') }],
      },
      {
        name: '§11 names the criterion without a justification',
        files: { 'acceptance-log.md': round2(DEFERRED_NEXT_SPRINT), 'handoff.md': handoffS11('crit-5 encoding paragraph — moves to next sprint (ORD-78)') },
        findings: [{ file: LOG, line: 9, column: 10, message: /^criterion 5 is marked ❌ in the criteria list of acceptance-log\.md's iteration 2, yet that round's verdict at line 10 is an ACCEPT; §11 Known deferrals names it without the justification/ }],
      },
      {
        name: 'without rounds: a ❌ after the last REJECT, before the ACCEPT',
        files: { 'acceptance-log.md': '### Verdict: REJECT\n- crit-2 ❌ hover state, next sprint\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 2, column: 10, message: 'criterion 2 is marked ❌ in the criteria list of acceptance-log.md, yet its verdict at line 3 is an ACCEPT and neither §11 Known deferrals nor a scope-sync.md waiver defers it: the verdict is binary' }],
      },
    ],
  });
});

describe('an ACCEPT made provisional by a line of its round', () => {
  const accept = (line: string) => `# Acceptance log\n## Iteration 1\n- crit-1 ✅ export verified\n### Verdict: ACCEPT\nAll five criteria verified by the acceptor.\n${line}\n`;
  const REASON = { condition: 'the ACCEPT is put under a condition', todo: 'the ACCEPT leaves work to do', unverified: "the ACCEPT's round says a check was not made" };
  ruleTester(rule, {
    valid: [
      ...[
        'No conditions: every criterion verified by the acceptor at 16:10.',
        'The export uses conditional formatting for negative totals (crit-2 ✅).',
        'Acceptance is unconditional.',
        'TODO: none.',
        'Not verified: n/a',
        '- Could not reproduce the iteration-1 crash after the fix (crit-3 ✅, re-run at 16:10).',
        'Nothing here is contingent on the user.',
        'The API returns 409 subject to the idempotency key (crit-4 ✅).',
        '> Conditional accepts are forbidden; on the condition that … is a conditional accept.',
        'The executor report matches what the acceptor re-ran: 42 passed.',
      ].map((line) => ({ name: `not provisional: ${line}`, files: { 'acceptance-log.md': accept(line) }, detail: 'the verdict is binary' })),
    ],
    invalid: (
      [
        ['Accepted on the condition that finance re-runs the export next week.', 10, 'condition', 'on the condition that'],
        ['Conditional on the finance team confirming totals next week.', 1, 'condition', 'Conditional on'],
        ['Acceptance is conditional: the team must still open the CSV in Excel.', 12, 'condition', 'is conditional'],
        ['ACCEPT is contingent on CI being green on main.', 8, 'condition', 'is contingent'],
        ['Accepted subject to finance confirming the totals.', 10, 'condition', 'subject to finance confirming'],
        ['- TODO: verify Excel import on Windows before release.', 3, 'todo', 'TODO: verify Excel import on Windows before release.'],
        ['**FIXME**: the hover state on Safari.', 3, 'todo', 'FIXME: the hover state on Safari.'],
        ['Not verified: Excel import on Windows. Accepting anyway.', 1, 'unverified', 'Not verified: Excel import on Windows. Accepting anyway.'],
        ['Could not run npm test (no node_modules); trusting the executor report.', 1, 'unverified', 'Could not run'],
        ['Relying on the executor report for crit-2.', 1, 'unverified', 'Relying on the executor report'],
      ] as Array<[string, number, keyof typeof REASON, string]>
    ).map(([line, column, kind, quote]) => ({
      name: line,
      files: { 'acceptance-log.md': accept(line) },
      detail: 'a verdict is not binary: L6',
      findings: [{ file: 'engagement/acceptance-log.md', line: 6, column, message: `${REASON[kind]} ("${quote}"): ${kind === 'unverified' ? 'a bar the acceptor cannot verify makes the verdict `REJECT — validation incomplete: <what was unverifiable>`; ' : ''}the verdict is binary` }],
    })),
  });
});

describe('an ACCEPT that leaves a verification outstanding', () => {
  const accept = (line: string) => `# Acceptance log\n## Iteration 1\n- crit-1 ✅ export verified\n### Verdict: ACCEPT\nAll five criteria verified by the acceptor.\n${line}\n`;
  const message = (quote: string) => `the ACCEPT leaves a verification outstanding ("${quote}"): do not defer the verification; the verdict is binary`;
  ruleTester(rule, {
    valid: [
      ...[
        '- Open: follow-up ticket ORD-80 for pagination.',
        'Remaining: none.',
        'Open: nothing left to verify.',
        'Pending: ORD-80 pagination (backlog, outside the criteria).',
        'UAT passed on staging on 2026-06-10 (accounting, screenshot `docs/uat.png`).',
        'No customer sign-off is pending: the acceptor verified every criterion.',
        '- Finding 1 (LOW, filename without range): OVERRULED, no criterion asks for it; ORD-77 opened.',
        'Customer sign-off on the Excel import: out of scope per criteria.md.',
        'Sign-off by dev-manager done, release scheduled next week.',
        'Pending: none, the e2e suite re-run passed at 16:10.',
        'Open: regression tests for ORD-80 to be written next sprint (backlog, outside the criteria).',
      ].map((line) => ({ name: `no verification left open: ${line}`, files: { 'acceptance-log.md': accept(line) }, detail: 'the verdict is binary' })),
      { name: 'the verdict line of backlog follow-ups', files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT (follow-ups ORD-77 and ORD-78 are backlog items outside the criteria)\nAll five criteria verified by the acceptor.\n' } },
      { name: 'a REJECT round may list what is still open', files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — validation incomplete\nRemaining: UAT by accounting next week.\n' } },
    ],
    invalid: [
      ...(
        [
          ['- Open: accounting to confirm the file opens in their Excel 2016 before we close ORD-70.', 3, 'Open: accounting to confirm'],
          ['All five criteria verified. Remaining: UAT by accounting next week.', 29, 'Remaining: UAT'],
          ['Customer sign-off on the Excel import is still needed.', 1, 'Customer sign-off on the Excel import is still needed'],
          ['Awaiting customer sign-off on the import.', 1, 'Awaiting customer sign-off'],
          ['- Pending: sign-off from finance.', 3, 'Pending: sign-off'],
          ['Осталось: приёмка бухгалтерией на следующей неделе.', 1, 'Осталось: приёмка'],
          // A check still to run: a re-run, re-test or re-check, a suite or a run, QA.
          ['- Pending: e2e suite re-run on staging by QA tomorrow.', 3, 'Pending: e2e suite'],
          ['Open: re-test of the Safari date input.', 1, 'Open: re-test'],
          ['Remaining: regression run by QA on Monday.', 1, 'Remaining: regression run'],
          ['Remaining: Excel import check — the team will do it after release.', 1, 'Remaining: Excel import check'],
        ] as Array<[string, number, string]>
      ).map(([line, column, quote]) => ({
        name: line,
        files: { 'acceptance-log.md': accept(line) },
        detail: 'a verdict is not binary: L6',
        findings: [{ file: LOG, line: 6, column, message: message(quote) }],
      })),
    ],
  });
});

// Seed 001: "If any acceptance bar cannot be verified … the verdict is REJECT". A finding the director
// SUSTAINS as blocking a criterion leaves that criterion unmet in the same round.
describe('an ACCEPT in the round whose adjudication sustains a finding as blocking a criterion', () => {
  // Round 1 REJECTs over a sustained blocker (a REJECT may); round 2 adjudicates on L8 and ACCEPTs on L9.
  const adjudicated = (line: string, ...after: string[]) =>
    [
      '# Acceptance log',
      '## Iteration 1',
      '### Consilium adjudication',
      '- Finding 1 (HIGH, light contrast): SUSTAINED, blocks crit-6.',
      '### Verdict: REJECT — crit-6 not met',
      '## Iteration 2',
      '### Consilium adjudication',
      line,
      '### Verdict: ACCEPT',
      'All eight criteria verified.',
      ...after,
      '',
    ].join('\n');
  const blocked = (crits: string, column: number) => ({
    file: LOG,
    line: 8,
    column,
    message: `a finding SUSTAINED as blocking ${crits} in acceptance-log.md's iteration 2, yet that round's verdict at line 9 is an ACCEPT: a criterion a sustained finding blocks is not met, so the verdict is binary (REJECT)`,
  });

  ruleTester(rule, {
    valid: [
      ...[
        '- Finding 2 (LOW, bare 500): SUSTAINED, non-blocking. No criterion covers error logging; BILL-413 opened.',
        '- Finding 2 (LOW, countdown not announced): SUSTAINED — does not block crit-3 (cosmetic).',
        '- Finding 2 (LOW, countdown not announced): SUSTAINED, non-blocking for crit-3.',
        '- Finding 2 (LOW, countdown not announced): OVERRULED — would block crit-3 only on iOS 12, which is unsupported.',
        '- Finding 2 (LOW, countdown not announced): SUSTAINED, blocked crit-3; fixed in this round (aria-live added) and re-verified with VoiceOver.',
        '- Finding 2 (LOW, countdown not announced): ~~SUSTAINED, blocks crit-3~~ OVERRULED after the re-check.',
      ].map((line) => ({ name: `no sustained blocker left: ${line.slice(line.indexOf(':') + 2)}`, files: { 'acceptance-log.md': adjudicated(line) }, detail: 'all 2 verdicts are binary' })),
      {
        name: 'the blocker resolved later in the round, on a line naming the criterion',
        files: { 'acceptance-log.md': adjudicated('- Finding 2 (LOW, countdown not announced): SUSTAINED — blocks crit-3.', '- crit-3: the blocker of finding 2 is resolved (aria-live added), re-verified with VoiceOver.') },
      },
      { name: 'a REJECT round may sustain blockers', files: { 'acceptance-log.md': adjudicated('- Finding 2: SUSTAINED — blocks crit-3.').replace('### Verdict: ACCEPT', '### Verdict: REJECT — crit-3') } },
    ],
    invalid: [
      {
        name: 'SUSTAINED — blocks crit-3, then ACCEPT',
        files: { 'acceptance-log.md': adjudicated('- Finding 2 (LOW, countdown not announced): SUSTAINED — blocks crit-3 (the QR panel is not operable for screen-reader users).') },
        detail: 'ACCEPT over a criterion a SUSTAINED finding blocks in the same round (acceptance-log.md L8)',
        findings: [blocked('crit-3', 45)],
      },
      {
        name: 'a table row, two criteria, a bold marker',
        files: { 'acceptance-log.md': adjudicated('| Finding 2 | **SUSTAINED** | blocking crit-3 and crit-4 |') },
        findings: [blocked('crit-3, crit-4', 17)],
      },
      {
        name: 'a resolution still to come does not resolve the blocker',
        files: { 'acceptance-log.md': adjudicated('- Finding 2: SUSTAINED, blocker for crit-3; to be fixed next sprint.') },
        findings: [blocked('crit-3', 14)],
      },
      {
        name: 'without rounds: a sustained blocker after the last REJECT, before the ACCEPT',
        files: { 'acceptance-log.md': '### Verdict: REJECT\n- Finding 1: SUSTAINED, blocks crit-2\n### Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 2, column: 14, message: "a finding SUSTAINED as blocking crit-2 in acceptance-log.md, yet its verdict at line 3 is an ACCEPT: a criterion a sustained finding blocks is not met, so the verdict is binary (REJECT)" }],
      },
    ],
  });
});

describe("an ACCEPT over a verification handoff §11 defers to the user", () => {
  const handoff = (entry: string) => `# Handoff — iteration 1\n## 1. Diff summary\n- src/export.ts\n## 11. Known deferrals\n- ${entry}\n`;
  const log = (verdict: string) => `# Acceptance log\n## Iteration 1\n### Verdict: ${verdict}\nAll criteria verified by the acceptor.\n`;
  const DEFERRED = 'Opening the file in Excel: deferred to the user for manual verification.';
  ruleTester(rule, {
    valid: [
      { name: 'the deferral criteria.md puts out of scope', files: { 'handoff.md': handoff('Excel 2016 import: left to the user, out of scope per criteria.md.'), 'acceptance-log.md': log('ACCEPT') }, detail: 'the verdict is binary' },
      { name: 'a REJECT round: nothing was accepted over it', files: { 'handoff.md': handoff(DEFERRED), 'acceptance-log.md': log('REJECT — validation incomplete: Excel') } },
      { name: 'a deferral of work, not of a check', files: { 'handoff.md': handoff('Pagination of the export (ORD-80): next sprint, approved by the director in scope-sync.md.'), 'acceptance-log.md': log('ACCEPT') } },
    ],
    invalid: [
      {
        name: DEFERRED,
        files: { 'handoff.md': handoff(DEFERRED), 'acceptance-log.md': log('ACCEPT') },
        detail: 'ACCEPT over a verification handoff §11 defers to the user (handoff.md L5)',
        findings: [{ file: 'engagement/handoff.md', line: 5, column: 30, message: "§11 defers a verification to the user (\"deferred to the user\"), yet acceptance-log.md line 3 is an ACCEPT: do not defer the verification (the only deferrals are criteria.md's out of scope and a director-approved waiver); the verdict is binary" }],
      },
    ],
  });
});

// The verdict in the forms a director writes beside `### Verdict: X`: every verdict rule reads them (the model's one reading).
describe('verdicts written under a bare H3 heading, without a colon, decorated or aborted', () => {
  const recommended = { preset: 'recommended' as const };
  ruleTester(rule, {
    valid: [
      { name: 'an ACCEPT under a bare `### Verdict` heading', options: recommended, files: { 'acceptance-log.md': '## Iteration 1\n### Verdict\nACCEPT — all criteria met\n' }, detail: exactly('the verdict is binary') },
      { name: 'a decorated verdict word is the verdict: `✅ ACCEPT`, `❌ REJECT`', options: recommended, files: { 'acceptance-log.md': '## Iteration 1\n### Verdict: ❌ REJECT — crit-2\n## Iteration 2\n### Verdict: ✅ ACCEPT\n' }, detail: exactly('all 2 verdicts are binary') },
      // "Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` + verbatim user quote + state snapshot."
      ...[
        '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n- crit-2\n\n## Aborted — 2026-06-03 18:05\n### Verdict: ABORTED\n\nUser, verbatim:\n> стоп, закрой engagement\n\nState: round 2 rework started, nothing deployed.\n',
        '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n- crit-2\n\n## Aborted — 2026-06-03 18:05\n### Verdict\nABORTED\n\nUser, verbatim:\n> стоп, закрой engagement\n',
      ].map((text) => ({
        name: `the user's abort is binary, and the detail names it: ${JSON.stringify(text.slice(text.indexOf('### Verdict'), text.indexOf('ABORTED') + 7))}`,
        options: recommended,
        files: { 'acceptance-log.md': text },
        detail: exactly(`all 2 verdicts are binary; the latest, ABORTED (L${text.split('\n').findIndex((l) => /ABORTED/.test(l)) + 1}), records the user's abort of the engagement`),
      })),
      // The protocol's word is ABORTED; ABORT without -ED is the same abort (the model closes the engagement on either).
      {
        name: 'the user\'s abort written `### Verdict: ABORT` is binary, and the detail names it',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT — crit-2 export drops rows\n\n## Aborted — 2026-06-03 18:05\n### Verdict: ABORT\n\nUser, verbatim:\n> stop, close the engagement\n' },
        detail: exactly("all 2 verdicts are binary; the latest, ABORT (L7), records the user's abort of the engagement"),
      },
    ],
    invalid: [
      // "as the colon forms already are": `Verdict: CONDITIONAL ACCEPT` fails; so do the forms without the colon.
      ...['Verdict CONDITIONAL ACCEPT', 'Verdict ACCEPT CONDITIONAL', '**Verdict** CONDITIONAL ACCEPT', '**Verdict** ACCEPT CONDITIONAL', 'Verdict — PARTIAL ACCEPT', '### Verdict CONDITIONAL ACCEPT'].map((line) => ({
        name: `a conditional accept without the colon: ${line}`,
        options: recommended,
        files: { 'acceptance-log.md': `## Iteration 1\n- crit-1 ✅\n${line}\n` },
        detail: exactly('a verdict is not binary: L3'),
        findings: [{ file: LOG, line: 3, message: /^conditional accept `(?:CONDITIONAL ACCEPT|ACCEPT CONDITIONAL|PARTIAL ACCEPT)`: the verdict is binary$/ }],
      })),
      ...['### Verdict\nACCEPT CONDITIONAL — pending the staging check', '### Verdict:\n\nPARTIAL ACCEPT', '**Verdict:**\nACCEPT (partial)'].map((text) => ({
        name: `a conditional accept under a bare heading or label: ${JSON.stringify(text)}`,
        options: recommended,
        files: { 'acceptance-log.md': `## Iteration 1\n${text}\n` },
        findings: [{ file: LOG, line: text.split('\n').length + 1, column: 1, message: /^conditional accept `.*`: the verdict is binary$/ }],
      })),
      {
        name: 'a verdict line in Russian whose word is no verdict of the protocol',
        options: recommended,
        files: { 'acceptance-log.md': '## Iteration 1\n### Вердикт: ПРИНЯТО\n' },
        detail: exactly('a verdict is not binary: L2'),
        findings: [{ file: LOG, line: 2, column: 14, message: exactly(NOT_BINARY('ПРИНЯТО')) }],
      },
    ],
  });
});
