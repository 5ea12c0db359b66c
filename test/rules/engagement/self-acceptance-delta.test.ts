import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-delta.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const L = criteria({ size: 'L' });
const handoff = (s7: string) => `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/a.ts\n\n## 7. Self-acceptance\n${s7}\n## 8. Deploy log\n- N/A — what's new vs iter-1 is in §1\n`;
const concerns = '1. [crit-3] export slow on 1M rows — deferred\n2. [crit-1] copy unreviewed\n';
const upDelta = '### 7b. Concerns\n1. [crit-6] The lowest text contrast is the light up-delta at 4.9:1, close to the 4.5:1 bar.\n2. [crit-7] e2e runs in Chromium only.\n';
const atS7 = (prior: number) => ({ file: 'engagement/handoff.md', line: 6, column: 1, message: `§7 has no "what's new vs iter-${prior}" / delta statement` });

/** Round 1 REJECTed, the counter moved to 2, handoff.md still round 1's. */
const betweenRounds = { 'criteria.md': L, iteration: '2\n', 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-3\n', 'handoff.md': handoff(concerns).replace('iteration 2', 'iteration 1') };

ruleTester(rule, {
  valid: [
    {
      name: 'between rounds: round 1 REJECTed, counter 2, handoff.md still round 1\'s: the delta is not due yet',
      status: 'skip',
      files: betweenRounds,
      detail: /^between rounds: round 1 was REJECTed \(engagement\/acceptance-log\.md:L5\) and handoff\.md is still its own/,
    },
    ...["### What's new vs iter-1\n- crit-3 export now streams\n", 'Delta: the export streams now (was buffered).\n', 'Since iter-1: added the negative-input tests.\n', 'Изменения с итерации 1: экспорт теперь потоковый.\n'].map((delta, i) => ({
      name: `§7 states the delta (${i})`,
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) },
      detail: /states the delta from iteration 1/,
    })),
    { name: 'a delta in a §7 sub-section', files: { 'criteria.md': L, iteration: '3\n', 'handoff.md': handoff(`${concerns}### 7b. Changed since iter-2\n- a\n`) }, detail: /states the delta from iteration 2 \(L9\)/ },
    ...['### 7c. Delta from prior iteration\n- crit-6 re-measured\n', '### 7c. What is new in iteration 2\n- crit-6 re-measured\n', '### 7c. Что нового по сравнению с итерацией 1\n- crit-6 пересчитан\n', '- delta-from-iter-1: crit-6 re-measured\n', 'Differences from the previous round: crit-6 re-measured.\n'].map((delta) => ({
      name: `§7 states the delta: ${delta.split('\n')[0]}`,
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) },
      detail: /states the delta from iteration 1/,
    })),
    ...['### 7d. Iteration 1 → 2\n| Rejected item | Fix |\n|---|---|\n| crit-3 UTC filter | org timezone |\n', '### 7d. iter-1 -> iter-2\n- crit-3 filter in org timezone\n', '### 7d. Итерация 1 → 2\n- crit-3: фильтр в часовом поясе\n'].map((delta) => ({
      name: `§7 states the delta as a transition: ${delta.split('\n')[0]}`,
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) },
      detail: /states the delta from iteration 1/,
    })),
    ...['### 7c. Отличия от итерации 1\n- crit-1: пакет 500 → 5000\n', '### 7c. Что изменилось после итерации 1\n- crit-1: пакет 500 → 5000\n', 'Разница с итерацией 1: пакет 500 → 5000.\n', '### 7c. Что изменилось\n- crit-1: пакет 500 → 5000\n'].map((delta) => ({
      name: `§7 states the delta in Russian: ${delta.split('\n')[0]}`,
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) },
      detail: /states the delta from iteration 1/,
    })),
    // A delta heading is judged by what stands under it: a line, a table, a sub-heading's list.
    ...["### Delta vs iter-1\n\n- crit-3 export now streams\n", "### Delta vs iter-1\n#### crit-3\n- export now streams\n", '**Delta vs iter-1:**\n- crit-3 export now streams\n', "### Delta vs iter-1\n```diff\n- buffered\n+ streamed\n```\n"].map((delta) => ({
      name: `a delta heading or label with a statement under it: ${JSON.stringify(delta.split('\n').slice(0, 2).join(' / '))}`,
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) },
      detail: /states the delta from iteration 1 \(L9\)/,
    })),
    // An empty delta heading does not hide a delta stated elsewhere in §7.
    { name: 'an empty delta heading beside a delta line', files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(`${concerns}### Delta vs iter-1\n\n### 7c. Notes\nDelta: the export streams now.\n`) }, detail: /states the delta from iteration 1 \(L12\)/ },
    { name: 'iteration 1', status: 'skip', files: { 'criteria.md': L, iteration: '1\n', 'handoff.md': handoff(concerns) }, detail: /no prior iteration/ },
    { name: 'no iteration counter', status: 'skip', files: { 'criteria.md': L, 'handoff.md': handoff(concerns) }, detail: /no readable iteration counter/ },
    { name: 'no §7', status: 'skip', files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': '## 1. Diff summary\n- a\n' }, detail: /no §7/ },
    { name: 'before the handoff', status: 'skip', files: { 'criteria.md': L, iteration: '2\n' }, detail: /not written/ },
    { name: 'before the handoff, in --mode ready (not required)', status: 'skip', files: { 'criteria.md': L, iteration: '2\n' }, options: { mode: 'ready' }, detail: /^handoff.md not written yet$/ },
    { name: 'an empty handoff', status: 'skip', files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': '' } },
    { name: 'a binary handoff', status: 'skip', files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': Buffer.from([0, 0xff, 0x0a]) } },
    { name: 'size M, outside the tiers', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }), iteration: '2\n', 'handoff.md': handoff(concerns) }, detail: /^size=M: .* applies at tier L only/ },
  ],
  invalid: [
    {
      name: 'round 2 handoff written after the REJECT, without a delta',
      files: { ...betweenRounds, 'handoff.md': handoff(concerns) },
      findings: [atS7(1)],
    },
    // The "Delta vs iteration 1" sub-section deleted; a colour token `up-delta` in a concern is not a delta.
    {
      name: 'a token containing "delta" is not a delta statement',
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(`${upDelta}### 7d. ux_heavy check\nux_heavy is already true.\n`) },
      detail: /^iteration 2 handoff §7 states no delta from iteration 1$/,
      findings: [atS7(1)],
    },
    // At counter 3 the §7 still carries iteration 2's "what's new vs iter-1".
    {
      name: 'a delta against an older iteration is stale',
      files: { 'criteria.md': L, iteration: '3\n', 'handoff.md': handoff(`${upDelta}### 7c. Delta vs iteration 1 (what's new vs iter-1)\n\n| Iteration 1 blocker | Iteration 2 change |\n|---|---|\n| crit-6 contrast | re-measured |\n`) },
      detail: 'iteration 3 handoff §7 states a delta against iteration 1 (L10), not from iteration 2',
      fix: /vs iter-2/,
      findings: [{ file: 'engagement/handoff.md', line: 10, column: 1, message: "§7's delta names iteration 1, not the prior iteration 2" }],
    },
    {
      name: 'an iteration-2 §7 without a delta, at the §7 heading; the fix names the prior iteration',
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns) },
      detail: /^iteration 2 handoff §7 states no delta from iteration 1$/,
      fix: /vs iter-1/,
      findings: [atS7(1)],
    },
    // Russian words that are no delta statement: "отличный" (excellent), a change in the product.
    {
      name: 'Russian prose about the product is not a delta statement',
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(`${concerns}- Отличный результат: экспорт изменился под нагрузкой.\n`) },
      detail: /^iteration 2 handoff §7 states no delta from iteration 1$/,
      findings: [atS7(1)],
    },
    {
      name: 'a Russian delta against an older iteration is stale',
      files: { 'criteria.md': L, iteration: '3\n', 'handoff.md': handoff(`${concerns}### 7c. Отличия от итерации 1\n- crit-1: пакет 500 → 5000\n`) },
      detail: 'iteration 3 handoff §7 states a delta against iteration 1 (L9), not from iteration 2',
      findings: [{ file: 'engagement/handoff.md', line: 9, column: 1, message: "§7's delta names iteration 1, not the prior iteration 2" }],
    },
    // The heading kept, its content deleted (or never written past the template's placeholder).
    ...[
      ['an empty `### Delta vs iter-1` heading', '### Delta vs iter-1\n\n### 7c. ux_heavy check\nux_heavy is already true.\n', 'Delta vs iter-1'],
      ["the template's placeholder bullet", "### Delta vs iter-1\n- {what's new vs iter-{N-1}}\n\n### 7c. ux_heavy check\nux_heavy is already true.\n", 'Delta vs iter-1'],
      ['placeholders, dashes and TBD', "### 7c. What's new vs iter-1\n- <delta>\n-\n- TBD\n", "7c. What's new vs iter-1"],
      ['a bold label with nothing under it', '**Delta vs iter-1:**\n\n### 7c. ux_heavy check\nux_heavy is already true.\n', '**Delta vs iter-1:**'],
      ['an empty heading at the end of §7', '### Delta vs iter-1\n', 'Delta vs iter-1'],
    ].map(([what, delta, title]) => ({
      name: `a delta heading states nothing: ${what}`,
      files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) },
      detail: `iteration 2 handoff §7's \`${title}\` (L9) has nothing under it but blank lines or the template's placeholder: the delta from iteration 1 is not stated`,
      fix: new RegExp(`^Write under \`${title!.replace(/[*.]/g, '\\$&')}\` what is new vs iter-1`),
      findings: [{ file: 'engagement/handoff.md', line: 9, column: 1, message: `\`${title}\` states no delta: nothing but blank lines or the template's placeholder stands under it` }],
    })),
    // §8 mentions "what's new vs iter-1": outside §7, it does not count.
    { name: 'a delta in another section does not count', files: { 'criteria.md': L, iteration: '3\n', 'handoff.md': handoff(concerns) }, detail: /^iteration 3 handoff §7 states no delta from iteration 2$/, findings: [atS7(2)] },
  ],
});

// What markdown does not show states nothing: a delta heading whose lines are all inside an HTML comment is
// hollow. A §7 written as a setext heading (its title underlined with `---`) is §7.
describe('a delta under a comment, and a setext §7', () => {
  const commented = (under: string) => ({ 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(`${concerns}### 7c. Delta vs iter-1\n${under}\n`) });
  const hollow = {
    detail: "iteration 2 handoff §7's `7c. Delta vs iter-1` (L9) has nothing under it but blank lines or the template's placeholder: the delta from iteration 1 is not stated",
    findings: [{ file: 'engagement/handoff.md', line: 9, column: 1, message: "`7c. Delta vs iter-1` states no delta: nothing but blank lines or the template's placeholder stands under it" }],
  };
  const setextSeven = `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/a.ts\n\n§7. Self-acceptance\n-------------------\n${concerns}### 7b. Changed since iter-1\n- the export streams now\n\n## 8. Deploy log\n- N/A\n`;
  ruleTester(rule, {
    valid: [
      { name: 'a §7 written as a setext heading is read', files: { 'criteria.md': L, iteration: '2\n', 'handoff.md': setextSeven }, detail: '§7 states the delta from iteration 1 (L10)' },
      { name: 'a delta with a comment beside its line still states it', files: commented('- crit-3 export now streams <!-- was buffered -->'), detail: '§7 states the delta from iteration 1 (L9)' },
    ],
    invalid: [
      { name: 'a delta heading whose only line is an HTML comment', files: commented('<!-- - crit-3 export now streams -->'), ...hollow },
      { name: 'a delta heading whose lines are an HTML comment block', files: commented('<!--\n- crit-3 export now streams\n-->'), ...hollow },
    ],
  });
});

// The user aborted during the rework: the floor-holder's stub after the REJECT, handoff.md still round 1's.
describe('the user aborted the engagement during round 2', () => {
  const stub = '\n## Iteration 2\n\n### Verdict: ABORTED\n\n> «Stop, the rebrand is cancelled.» — CEO, chat\n\nState snapshot: no iteration-2 handoff was written.\n';
  const aborted = { ...betweenRounds, 'acceptance-log.md': betweenRounds['acceptance-log.md'] + stub };
  ruleTester(rule, {
    valid: [
      {
        name: 'no round-2 delta is due once the user aborted, and the stub is named',
        status: 'skip',
        files: aborted,
        detail: 'engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L9): no iteration-2 handoff is due to state a delta',
      },
    ],
    invalid: [
      {
        name: 'a REJECT after an earlier ABORTED verdict: the round-2 handoff still owes its delta',
        files: { ...aborted, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: ABORTED\n\n## Iteration 2\n\n### Verdict: REJECT — crit-3\n', iteration: '3\n', 'handoff.md': handoff(concerns).replace('iteration 2', 'iteration 3') },
        findings: [atS7(2)],
      },
    ],
  });
});
