// "No `ACCEPT CONDITIONAL`, no `ACCEPT pending X` … Do NOT defer the verification to the user": any "pending <something>"
// qualifying the ACCEPT fails, whatever the words after it, in the verdict's words or in its own lines; a verdict
// asked ("ACCEPT?") is none.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { PENDING_S11_CASE } from './s11-pending.js';
import { exactly } from './exactly.js';
import { LOG, recommended } from './unverified-message.js';

const log = (verdict: string, after = '') => `# Acceptance log\n## Iteration 1\n- crit-1 ✅ export verified\n### Verdict: ${verdict}\n${after}`;
const CONDITIONAL = (v: string) => `conditional accept \`${v}\`: the verdict is binary`;
const SKIP = { name: 'skips without acceptance-log.md', status: 'skip' as const, files: {} };

describe('"pending <something>" after the ACCEPT is a conditional accept, whatever the words after it', () => {
  const pending = [
    'ACCEPT (pending the staging load test)',
    'ACCEPT pending staging load test',
    'ACCEPT pending the load test',
    'ACCEPT pending staging load',
    'ACCEPT, pending the staging load test',
    'ACCEPT — pending the load test run',
    'ACCEPT — pending PM ok',
    'ACCEPT — awaiting the staging load test',
    // Already read so: they keep failing.
    'ACCEPT pending X',
    'ACCEPT pending load test',
    'ACCEPT (pending staging)',
    'ACCEPT pending security review',
    'ACCEPT (pending prod EXPLAIN)',
  ];
  const honest = [
    'ACCEPT — no pending items',
    'ACCEPT — nothing pending',
    'ACCEPT — pending items: none',
    'ACCEPT — Pending: none',
    'ACCEPT — the pending migration was applied and verified',
    'ACCEPT — the migration was pending in iteration 1 and is now done',
    'ACCEPT — pending orders page fixed',
    'ACCEPT — pending orders now load',
    'ACCEPT — awaiting shipment list now loads',
    'ACCEPT — the pending orders page now loads',
  ];
  ruleTester(rule, {
    valid: [
      SKIP,
      ...honest.map((v) => ({ name: `a plain accept: ${v}`, options: recommended, files: { 'acceptance-log.md': log(v) }, detail: exactly('the verdict is binary') })),
      { name: 'a REJECT pending a fix', options: recommended, files: { 'acceptance-log.md': log('REJECT — pending the staging load test') }, detail: exactly('the verdict is binary') },
    ],
    invalid: [
      PENDING_S11_CASE,
      ...pending.map((v) => ({
        name: `\`${v}\` at its line`,
        options: recommended,
        files: { 'acceptance-log.md': log(v) },
        detail: 'a verdict is not binary: L4',
        findings: [{ file: LOG, line: 4, column: 14, message: exactly(CONDITIONAL(v)) }],
      })),
    ],
  });
});

describe("a check still awaited in the verdict's own lines fails as the heading form does", () => {
  const WAITS = (quote: string) => `the ACCEPT's verdict waits on a check still to come ("${quote}"), as \`ACCEPT pending X\` does: do not defer the verification; the verdict is binary`;
  const OUTSTANDING = (quote: string) => `the ACCEPT leaves a verification outstanding ("${quote}"): do not defer the verification; the verdict is binary`;
  const awaited: Array<[line: string, quote: string, message: (quote: string) => string]> = [
    ['Accepted, pending QA sign-off by the user next week.', 'pending QA sign-off by the user next week', WAITS],
    ['Accepted, pending the staging load test the user will run next week.', 'pending the staging load test the user will run next week', WAITS],
    ['Accepted pending the client review of the export.', 'Accepted pending the client review of the export', WAITS],
    ['Accepted — awaiting the QA check on staging.', 'awaiting the QA check on staging', WAITS],
    ['Accepted; the export is pending review by accounting.', 'the export is pending review by accounting', WAITS],
    // A party's check with a word of time to come was read so already, anywhere in the round: it keeps failing as it did.
    ['All five criteria verified; customer sign-off still pending.', 'customer sign-off still pending', OUTSTANDING],
    ['Accepted (pending user verification).', 'pending user verification', OUTSTANDING],
  ];
  // Honest lines under the verdict: a thing of the product, history, a negation, a label saying none, work outside the criteria.
  const honest = [
    'All five criteria verified.',
    'No pending items; nothing pending for the user.',
    'Pending items: none.',
    'The pending migration was applied and verified on staging.',
    'The sign-off was pending in iteration 1 and is now done.',
    'The pending orders page now loads for the user.',
    'Pending: ORD-80 pagination (backlog, outside the criteria).',
    'No customer sign-off is pending: the acceptor verified every criterion.',
    'Orders pending payment are listed to the user.',
  ];
  ruleTester(rule, {
    valid: [
      SKIP,
      ...honest.map((line) => ({ name: `nothing awaited: ${line}`, options: recommended, files: { 'acceptance-log.md': log('ACCEPT', `${line}\n`) }, detail: exactly('the verdict is binary') })),
      // Above the verdict the round's own reading applies: the same words under another heading are not the verdict's.
      { name: 'a later heading ends the verdict\'s lines', options: recommended, files: { 'acceptance-log.md': log('ACCEPT', 'All criteria verified.\n## Notes\nThe backlog item ORD-80 is pending a product decision.\n') }, detail: exactly('the verdict is binary') },
      { name: 'a REJECT awaiting a re-check', options: recommended, files: { 'acceptance-log.md': log('REJECT — crit-2 red', 'Re-dispatch pending QA re-check.\n') }, detail: exactly('the verdict is binary') },
    ],
    invalid: [
      PENDING_S11_CASE,
      ...awaited.map(([line, quote, message]) => ({
        name: `${line} → "${quote}"`,
        options: recommended,
        files: { 'acceptance-log.md': log('ACCEPT', `${line}\n`) },
        detail: 'a verdict is not binary: L5',
        findings: [{ file: LOG, line: 5, column: line.indexOf(quote) + 1, message: exactly(message(quote)) }],
      })),
    ],
  });
});

describe('a question mark on the verdict word makes it a question, not a verdict', () => {
  const ASKED = (v: string) => `verdict \`${v}\` is a question, not a verdict: write ACCEPT or REJECT without the question mark; the verdict is binary`;
  ruleTester(rule, {
    valid: [
      SKIP,
      { name: 'a plain ACCEPT', options: recommended, files: { 'acceptance-log.md': log('ACCEPT') }, detail: exactly('the verdict is binary') },
      { name: 'a question in the reason, not on the word', options: recommended, files: { 'acceptance-log.md': log('REJECT — does crit-2 hold on Safari? It does not') }, detail: exactly('the verdict is binary') },
    ],
    invalid: [
      PENDING_S11_CASE,
      ...['ACCEPT?', 'ACCEPT ?', 'ACCEPT??', 'REJECT?', 'ACCEPT (?)', 'ACCEPT? All five criteria verified'].map((v) => ({
        name: `\`${v}\``,
        options: recommended,
        files: { 'acceptance-log.md': log(v) },
        detail: 'a verdict is not binary: L4',
        findings: [{ file: LOG, line: 4, column: 14, message: exactly(ASKED(v)) }],
      })),
    ],
  });
});
