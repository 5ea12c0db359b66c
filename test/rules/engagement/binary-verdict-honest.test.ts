// Seed 001: "If any acceptance bar cannot be verified by the director with available tools (Docker not running,
// Playwright not installed, BD not reachable, secrets missing): the verdict is REJECT with reason `validation
// incomplete: <what was unverifiable>`. Do NOT defer the verification to the user." "The only acceptable form of
// "deferral" is something already listed in criteria.md "Explicitly out of scope" or in a director-approved
// scope-sync.md waiver." A line of an ACCEPT's round describing the product, a talk or a plan hands no check over;
// a line saying a bar went unverified, in any wording, makes the ACCEPT a REJECT.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { userDeferral } from '../../../packages/core/src/model/plan/deferral.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';
import { LOG, recommended, UNVERIFIED } from './unverified-message.js';


/** An ACCEPT round of an invoice-PDF engagement with `line` at L11, after the verdict's paragraph. */
const log = (line: string) =>
  [
    '# Acceptance log',
    '',
    '## Iteration 1',
    '',
    '- crit-1 ✅ the PDF route returns the invoice (curl, traces/pdf.log)',
    '- crit-2 ✅ another organisation gets a 404 (integration suite, 11 passed)',
    '',
    '### Verdict: ACCEPT',
    'All criteria verified by the acceptor; no sustained finding touches a criterion.',
    '',
    line,
    '',
  ].join('\n');
const files = (line: string) => ({
  'acceptance-log.md': log(line),
  'criteria.md': [
    '---',
    'size: M',
    '---',
    '# Criteria',
    '## Done when',
    '- crit-1 the PDF route returns the invoice',
    '- crit-2 another organisation gets a 404',
    '## Explicitly out of scope',
    '- Emailing the PDF — the mailer engagement owns attachments',
    '- Digital signature of the PDF — needs the EDO provider contract first',
    '- Web client changes — the link already exists',
    '',
  ].join('\n'),
  'human-directive.md': '# Human directive\n\nJudge: Marina Volkova (product owner, billing)\n',
});

describe('an ACCEPT round describing the product, a talk, a plan or what is no criterion', () => {
  ruleTester(rule, {
    valid: [
      { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
      ...[
        // A confirmation that is a step of the product's flow, by whoever makes it.
        'Stripe will confirm the payment via webhook, after which the invoice is marked paid and the PDF shows the PAID stamp; I replayed the webhook with the Stripe CLI and saw the stamp ✅.',
        'Once the user confirms the payment, the PDF gets a PAID stamp.',
        'Once Stripe confirms the payment, the PDF gets the PAID stamp; replayed with the Stripe CLI ✅.',
        'Банк подтвердит платёж через вебхук, после чего счёт станет оплаченным — так работает продукт, мы это не меняли.',
        'The customer will confirm the order by e-mail (double opt-in), as before.',
        'Customers will verify their INN in the profile before the first invoice, as today.',
        // "check in with" is talking to someone.
        'The team will check in with Marina next week about phase 2 (bulk export).',
        "We'll check in with Marina on Friday about the rollout date.",
        'Sales will check in with the customer next week about phase 2.',
        // So is "check in on", "check up on", "check back with": a follow-up with someone, no check of the work handed over.
        'Support will check in on the customer next week.',
        'Support will check up on the customer after the first invoice run.',
        'Our account manager will check back with the customer on Friday.',
        'Open: support to check in on the customer next week.',
        // A future product plan, post-launch monitoring.
        'The team will test the ZIP export idea with two customers in June (BILL-420, new feature).',
        'The on-call team will check the dashboards daily during the first week after launch.',
        // What criteria.md's out-of-scope list names, or no criterion asks for.
        "Support will confirm with customers that the web client's Download PDF link works once the web client release ships; web client changes are that team's engagement.",
        'Цифровую подпись не проверяли: её нет в критериях, это отдельный проект с ЭДО-провайдером.',
        'Cache behaviour behind a CDN (finding 1) was not verified because no criterion asks for it; BILL-412 tracks it.',
        // Kept: these read as the product's or as history already.
        'When I re-ran the suite at 16:10 it was green (11 passed, 0 skipped).',
        'Payment flow, for the record: the bank will confirm the transfer within one business day, and the invoice then shows as paid on the PDF.',
        'The browser will check the Content-Disposition header and offer to save the file (seen in Chrome ✅).',
      ].map((line) => ({ name: line, options: recommended, files: files(line), detail: exactly('the verdict is binary') })),
      // What the product does, a count, a verdict recalled, or a run already reported.
      ...[
        'crit-2: the importer now reports the rows that were skipped (traces/import.log) ✅',
        "The REJECT — validation incomplete: Docker down — from this morning is resolved: Docker is up and the suite ran ✅.",
        'The e2e suite runs after merge in CI; it ran green on this branch ✅.',
        'The health check will be done every 30 s by the load balancer, as before.',
      ].map((line) => ({ name: line, options: recommended, files: files(line), detail: exactly('the verdict is binary') })),
    ],
    invalid: [
      PENDING_S11_CASE,
      // [line, quoted words, what the REJECT names]
      ...(
        [
          ['Validation incomplete: crit-4.', 'Validation incomplete', 'crit-4'],
          ['Validation incomplete for crit-4 (Docker down), but accepting since the code looks right.', 'Validation incomplete', 'crit-4'],
          ['Secrets missing: crit-4 suite skipped.', 'suite skipped', 'crit-4'],
          ['Secrets missing, so I skipped the staging run of the suite.', 'I skipped', '<what was unverifiable>'],
          ['We could not reach the billing DB, so the 404 for another organisation is still unverified.', 'unverified', '<what was unverifiable>'],
          ['Headers were not verified on the dev server (it would not start); relying on the route code.', 'were not verified', '<what was unverifiable>'],
          ['The foreign-organisation 404 check will be done after deploy.', 'check will be done', '<what was unverifiable>'],
          ['The crit-2 check will be done after deploy.', 'check will be done', 'crit-2'],
          ['The embedded-font check (Cyrillic glyphs) will be done once the font licence file arrives; the fallback font was used for now.', 'check (Cyrillic glyphs) will be done', '<what was unverifiable>'],
          ['Still waiting for the staging run of the integration suite.', 'Still waiting for the staging run', '<what was unverifiable>'],
          ['Проверку кириллицы отложили до релиза.', 'Проверку кириллицы отложили', '<what was unverifiable>'],
          ['Проверку кириллицы отложили.', 'Проверку кириллицы отложили', '<what was unverifiable>'],
          ['Verification of the curl example is deferred to the technical writer after deploy.', 'Verification of the curl example is deferred to', '<what was unverifiable>'],
          ["crit-4: the suite runs in CI tonight; I'll flag it if it goes red.", 'suite runs', 'crit-4'],
          ['The Cyrillic rendering check is on Marina after release.', 'check is on Marina', '<what was unverifiable>'],
          // Still a hand-over: the check of work, a criterion named, or a time still to come.
          ['We will confirm the payment stamp on production next week.', 'We will confirm', '<what was unverifiable>'],
          ['We will test the dashboards export with the Excel team.', 'We will test', '<what was unverifiable>'],
          ['Stripe will confirm that the webhook signature check works once the live keys arrive; crit-2 relies on it.', 'Stripe will confirm', 'crit-2'],
        ] as const
      ).map(([line, quote, what]) => ({
        name: line,
        options: recommended,
        files: files(line),
        detail: exactly('a verdict is not binary: L11'),
        findings: [{ file: LOG, line: 11, column: line.indexOf(quote) + 1, message: exactly(UNVERIFIED(quote, what)) }],
      })),
      {
        name: 'a check of the work handed to support: Support will verify the refund flow.',
        options: recommended,
        files: files('Support will verify the refund flow.'),
        detail: exactly('a verdict is not binary: L11'),
        findings: [{ file: LOG, line: 11, column: 1, message: exactly(UNVERIFIED('Support will verify', '<what was unverifiable>')) }],
      },
      {
        name: 'a check of the work handed to the customer: The customer will confirm it works.',
        options: recommended,
        files: files('The customer will confirm it works.'),
        findings: [{ file: LOG, line: 11, column: 1, message: exactly('the ACCEPT defers verification to the customer ("The customer will confirm"): the verdict is binary') }],
      },
      {
        name: '"check in" a place is a check: QA will check in production …',
        options: recommended,
        files: files('QA will check in production that the stamp shows after deploy.'),
        findings: [{ file: LOG, line: 11, column: 1, message: exactly('the ACCEPT defers verification to QA ("QA will check"): the verdict is binary') }],
      },
      {
        name: 'the user confirming that the work holds is still a hand-over: Once the user confirms the export opens, …',
        options: recommended,
        files: files('Once the user confirms the export opens in Excel, the ticket closes.'),
        findings: [{ file: LOG, line: 11, column: 1, message: exactly('the ACCEPT defers verification to the user ("Once the user confirms"): the verdict is binary') }],
      },
      {
        name: 'the customer checking the work after release, in Russian: Кириллицу в PDF проверит заказчик после релиза.',
        options: recommended,
        files: files('Кириллицу в PDF проверит заказчик после релиза.'),
        findings: [{ file: LOG, line: 11, column: 17, message: exactly('the ACCEPT defers verification to the customer ("проверит"): the verdict is binary') }],
      },
    ],
  });
});

describe("userDeferral: a step of the product's flow is no hand-over", () => {
  it.each([
    ['Once Stripe confirms the payment, the PDF gets the PAID stamp.', undefined],
    ['The customer will confirm the order by e-mail (double opt-in), as before.', undefined],
    ['Банк подтвердит платёж через вебхук.', undefined],
    ['The user will check in with support about the refund.', undefined],
    ['The user will check in on support about the refund.', undefined],
    ['The customer is checking in on the order status with support.', undefined],
    ['The user checks back with support tomorrow.', undefined],
    ['The user checks the refund flow tomorrow.', 'The user checks the refund flow tomorrow'],
    ['The customer will confirm the export after the release, as before.', 'The customer will confirm'],
    ['Клиент подтвердит заказчику формат.', 'подтвердит'],
  ])('%s', (text, quote) => expect(userDeferral(text)?.quote).toBe(quote));
});

describe('the readings stay linear on long lines of their own words', () => {
  const words = ['check ', 'check in on ', 'will ', 'be ', 'done ', 'waiting for the ', 'Validation ', 'skipped ', 'Проверку кириллицы ', 'verification of ', 'is on ', 'suite runs ', 'the user confirms ', 'via webhook ', '  '];
  it.each(words)('100k characters of %j', async (w) => {
    const line = w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
    const r = await lint(rule, { options: recommended, files: files(line) });
    userDeferral(line);
    expect(r.internal_error, r.detail).toBeUndefined();
  });
});
