import rule from '../../../rules/engagement/iteration-budget.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const COUNTER = 'engagement/iteration';
const size = (s: string) => criteria({ size: s });
const promoted = { 'criteria.md': size('M'), 'scope-sync.md': '# Scope sync\n\n## Auto-promote — 2026-11-29 10:00\n- size: S → M\n' };
const authorisedFour = { 'criteria.md': size('L'), 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-11-30\n' };
const goAhead = { 'criteria.md': size('M'), 'scope-sync.md': '# Scope sync\n- user: "продолжаем"\n' };

ruleTester(rule, {
  valid: [
    ...[
      ['S', '1'],
      ['M', '2'],
      ['L', '3'],
    ].map(([s, n]) => ({ name: `size ${s} at iteration ${n}`, files: { 'criteria.md': size(s!), iteration: `${n}\n` }, detail: new RegExp(`budget of ${n} \\(size ${s}\\)`) })),
    { name: 'one more iteration after an auto-promote recorded in scope-sync.md', files: { ...promoted, iteration: '3\n' }, detail: /budget of 3 \(size M \+ 1 after auto-promote \(scope-sync.md:L3\)\)/ },
    {
      name: 'over budget, the user authorised another round',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 3 — 2026-11-30\n- user: "продолжаем"\n' },
      detail: /user authorisation at engagement\/scope-sync.md:L3/,
    },
    { name: 'iteration 4, which the authorisation names', files: { ...authorisedFour, iteration: '4\n' } },
    { name: 'a go-ahead that names no iteration is one more round', files: { ...goAhead, iteration: '3\n' } },
    { name: 'no counter', status: 'skip', files: { 'criteria.md': size('M') } },
    { name: 'a garbage counter', status: 'skip', files: { 'criteria.md': size('M'), iteration: Buffer.from([0xff, 0, 0x33]) }, detail: /not an integer/ },
  ],
  invalid: [
    ...([
      ['S', '2', 1],
      ['M', '3', 2],
      ['L', '4', 3],
    ] as const).map(([s, n, budget]) => ({
      name: `size ${s} at iteration ${n} without authorisation`,
      files: { 'criteria.md': size(s), iteration: `${n}\n` },
      detail: `iteration ${n} is over the budget of ${budget} (size ${s}) and no user authorisation is recorded`,
      findings: [{ file: COUNTER, line: 1, column: 1, message: `counter ${n} exceeds the budget of ${budget} (size ${s})` }],
    })),
    {
      name: 'two iterations after an auto-promote',
      files: { ...promoted, iteration: '4\n' },
      detail: 'iteration 4 is over the budget of 3 (size M + 1 after auto-promote (scope-sync.md:L3)) and no user authorisation is recorded',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 4 exceeds the budget of 3 (size M + 1 after auto-promote (scope-sync.md:L3))' }],
    },
    {
      name: 'an escalation request is not an authorisation',
      files: { 'criteria.md': size('M'), iteration: '3\n', 'acceptance-log.md': '## Iteration 2\n### Verdict: REJECT\nEscalated to the user with the current blockers; awaiting an answer.\n' },
      detail: 'iteration 3 is over the budget of 2 (size M) and no user authorisation is recorded',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 3 exceeds the budget of 2 (size M)' }],
    },
    // An authorisation covers the iteration it names.
    {
      name: 'iteration 5 when the user authorised iteration 4 only',
      files: { ...authorisedFour, iteration: '5\n' },
      detail: 'iteration 5 is over the budget of 3 (size L); the recorded user authorisations cover iterations up to 4 only (first at engagement/scope-sync.md:L3)',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 5 is beyond the authorised 4' }],
    },
    {
      name: 'two rounds on one go-ahead that names no iteration',
      files: { ...goAhead, iteration: '4\n' },
      detail: 'iteration 4 is over the budget of 2 (size M); the recorded user authorisations cover iterations up to 3 only (first at engagement/scope-sync.md:L2)',
      findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 4 is beyond the authorised 3' }],
    },
  ],
});
