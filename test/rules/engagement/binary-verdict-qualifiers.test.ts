import { describe } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { ruleTester } from '../../rule-tester.js';

const LOG = 'engagement/acceptance-log.md';
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
    invalid: qualified.map((v) => ({
      name: `\`${v}\` at its line`,
      files: { 'acceptance-log.md': log(v) },
      detail: 'a verdict is not binary: L4',
      findings: [{ file: LOG, line: 4, column: 14, message: `conditional accept \`${v}\`: the verdict is binary` }],
    })),
  });
});

describe('an ACCEPT whose round says an acceptance bar was not verified', () => {
  const unverified: Array<[line: string, quote: string]> = [
    ['Playwright was not installed on the review box, so crit-1 pagination in the admin UI was not verified.', 'was not verified'],
    ['crit-3 could not be tested: Docker was not running.', 'could not be tested'],
    ['The Safari layout (criterion 2) remains unverified.', 'unverified'],
    ['Postgres was unreachable, so the migration could not be checked.', 'could not be checked'],
    ['crit-2 не проверен: Playwright не установлен.', 'не проверен'],
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
    invalid: unverified.map(([line, quote]) => ({
      name: `an ACCEPT over "${line}"`,
      files: { 'acceptance-log.md': log('ACCEPT', `\n${line}\n`) },
      detail: 'a verdict is not binary: L6',
      findings: [{ file: LOG, line: 6, column: line.indexOf(quote) + 1, message: `the ACCEPT's round says an acceptance bar was not verified ("${quote}"): when a bar cannot be verified with the tools available, the verdict is \`REJECT — validation incomplete: <what was unverifiable>\`; the verdict is binary` }],
    })),
  });
});
