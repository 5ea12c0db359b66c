import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';

const LOG = 'engagement/acceptance-log.md';
const UNVERIFIED = (quote: string, what: string) =>
  `the ACCEPT's round says an acceptance bar was not verified ("${quote}"): the verdict must be \`REJECT — validation incomplete: ${what}\`, not an ACCEPT (do not defer the verification); the verdict is binary`;
const log = (verdict: string, after = '') => `# Acceptance log\n## Iteration 1\n- crit-1 ✅ export verified\n### Verdict: ${verdict}\n${after}`;

describe('an ACCEPT qualified by TODOs, follow-ups, caveats or conditions is a conditional accept', () => {
  const qualified = [
    'ACCEPT (with minor TODOs)',
    'ACCEPT (minor TODOs in §11)',
    'ACCEPT — 2 follow-ups open',
    'ACCEPT, with caveats',
    'ACCEPT with conditions',
    'ACCEPT with reservations on the Safari layout',
    'ACCEPT с оговорками',
    'ACCEPT (TBD)',
    'ACCEPT — TBD: staging probe',
    'ACCEPT — WIP',
    'ACCEPT — crit-3 deferred',
    'ACCEPT — crit-3 open',
    'ACCEPT — 2 open items',
    'ACCEPT (minus crit-3)',
    'ACCEPT, проверка crit-3 отложена',
  ];
  const plain = [
    'ACCEPT — no TODOs left',
    'ACCEPT — no caveats',
    'ACCEPT — all Done-when conditions met',
    'ACCEPT (follow-ups ORD-77 and ORD-78 are backlog items outside the criteria)',
    'ACCEPT — nothing deferred',
    'ACCEPT — nothing is left open',
    'ACCEPT — no open items',
    'ACCEPT — §11 deferrals are criteria.md out-of-scope items',
    'ACCEPT — the open question on caching was settled by the judge',
    'ACCEPT — opened BILL-412 for the cache header',
  ];
  ruleTester(rule, {
    valid: [
      { name: 'skips without acceptance-log.md', status: 'skip', files: {} },
      ...plain.map((v) => ({ name: `a plain accept: ${v}`, files: { 'acceptance-log.md': log(v) }, detail: 'the verdict is binary' })),
    ],
    invalid: [
      PENDING_S11_CASE,
      ...qualified.map((v) => ({
        name: `\`${v}\` at its line`,
        files: { 'acceptance-log.md': log(v) },
        detail: 'a verdict is not binary: L4',
        findings: [{ file: LOG, line: 4, column: 14, message: `conditional accept \`${v}\`: the verdict is binary` }],
      })),
    ],
  });
});

describe('an ACCEPT whose round says an acceptance bar was not verified', () => {
  // The line, the words quoted, and what the REJECT's reason names (the criterion, when the line names one).
  const unverified: Array<[line: string, quote: string, what: string]> = [
    ['Playwright was not installed on the review box, so crit-1 pagination in the admin UI was not verified.', 'was not verified', 'crit-1'],
    ['crit-3 could not be tested: Docker was not running.', 'could not be tested', 'crit-3'],
    ['The Safari layout (criterion 2) remains unverified.', 'unverified', 'criterion 2'],
    ['Postgres was unreachable, so the migration could not be checked.', 'could not be checked', '<what was unverifiable>'],
    ['crit-2 не проверен: Playwright не установлен.', 'не проверен', 'crit-2'],
  ];
  const verified = [
    'Playwright run on the review box: crit-1 pagination verified in the admin UI.',
    'No criterion was left unverified.',
    'crit-2 was not verified in iteration 1; re-verified with Playwright this round.',
    'The marketing copy was not tested on Safari.',
    'Load testing of crit-4 was not verified here: it is out of scope per criteria.md.',
    '> If any acceptance bar cannot be verified … the verdict is REJECT.',
  ];
  ruleTester(rule, {
    valid: [
      ...verified.map((line) => ({ name: `no unverified bar: ${line}`, files: { 'acceptance-log.md': log('ACCEPT', `${line}\n`) }, detail: 'the verdict is binary' })),
      { name: 'a REJECT round may say what it could not verify', files: { 'acceptance-log.md': log('REJECT — validation incomplete: playwright', 'Playwright was not installed, so crit-1 was not verified.\n') }, detail: 'the verdict is binary' },
    ],
    invalid: unverified.map(([line, quote, what]) => ({
      name: `an ACCEPT over "${line}"`,
      files: { 'acceptance-log.md': log('ACCEPT', `\n${line}\n`) },
      detail: 'a verdict is not binary: L6',
      findings: [{ file: LOG, line: 6, column: line.indexOf(quote) + 1, message: exactly(UNVERIFIED(quote, what)) }],
    })),
  });
});

// "No ACCEPT CONDITIONAL, no ACCEPT pending X, no ACCEPT with TODO": the words qualify the verdict. The same words in the
// reason, naming a thing of the product or of the work, qualify nothing: the ACCEPT is plain.
describe('a qualifier of the verdict itself is conditional; the same word in the reason, naming a thing, is not', () => {
  const ofTheVerdict = [
    'ACCEPT (partial)',
    'ACCEPTED partially',
    'ACCEPT — partial',
    'ACCEPT — partial acceptance: crit-4 next round',
    'ACCEPT — crit-1..3 met, crit-4 partial',
    'ACCEPT — crit-4 partially met',
    'ACCEPT — pending the staging check',
    'ACCEPT pending X',
    'ACCEPT — pending user check',
    'ACCEPT pending staging smoke test',
    'ACCEPT pending the fix verified on staging',
    'ACCEPT (pending QA)',
    'ACCEPT, but pending the user sign-off',
    'ACCEPT — all criteria met, staging deploy pending',
    'ACCEPT — crit-3 pending review',
    'ACCEPT — awaiting user sign-off',
    'ACCEPT conditional on the nightly run',
    'ACCEPT — subject to the smoke test',
    'ACCEPT — manual check by the user next week',
    'ACCEPT — all criteria met except crit-3',
    'ACCEPT — everything except the Safari layout',
    'ACCEPT — follow-ups ORD-77, ORD-78',
    'ACCEPT — the caveats are minor',
    'ACCEPT — remaining TODOs tracked in ORD-9',
    'ACCEPT — условно',
  ];
  const inTheReason = [
    'ACCEPT — partial-failure handling verified on staging',
    'ACCEPT — partial failures are retried now',
    'ACCEPT — the partial refund flow works',
    'ACCEPT — pending-orders page fixed',
    // A qualifier word opening a thing the reason says is done: the reason, not a condition.
    'ACCEPT — pending orders page fixed',
    'ACCEPT — awaiting shipment list now loads',
    'ACCEPT — the pending orders page now loads',
    'ACCEPT — the migration that was pending is verified on staging',
    'ACCEPT — orders awaiting shipment are listed',
    'ACCEPT — no pending items',
    'ACCEPT — conditional formatting verified',
    'ACCEPT — provisional invoices now render',
    'ACCEPT — the TODO list feature works',
    'ACCEPT — all TODOs resolved',
    'ACCEPT — TODO: none',
    'ACCEPT — follow-up emails now send',
    'ACCEPT — caveats section of the docs rewritten',
    'ACCEPT — WIP limits enforced on the board',
    'ACCEPT — all race conditions fixed',
    'ACCEPT — deferred loading works',
    'ACCEPT — the minus button works',
    'ACCEPT — the hotel reservations page fixed',
    'ACCEPT — added a button to verify e-mail addresses',
    'ACCEPT — verified by manual check on staging',
    'ACCEPT — every row is exported except the header, as specified',
    'ACCEPT — fields subject to validation now show errors',
    'ACCEPT — обработка частичных сбоев проверена',
    'ACCEPT — условное форматирование проверено',
    'ACCEPT — все замечания устранены',
  ];
  ruleTester(rule, {
    valid: inTheReason.map((v) => ({ name: `a plain accept: ${v}`, options: { preset: 'recommended' as const }, files: { 'acceptance-log.md': log(v) }, detail: exactly('the verdict is binary') })),
    invalid: ofTheVerdict.map((v) => ({
      name: `\`${v}\` at its line`,
      options: { preset: 'recommended' as const },
      files: { 'acceptance-log.md': log(v) },
      detail: 'a verdict is not binary: L4',
      findings: [{ file: LOG, line: 4, column: 14, message: `conditional accept \`${v}\`: the verdict is binary` }],
    })),
  });
});
