import rule from '../../../rules/engagement/iteration-counter.js';
import { ruleTester } from '../../rule-tester.js';

const COUNTER = 'engagement/iteration';
const notInteger = { file: COUNTER, line: 1, column: 1, message: 'iteration counter must be a single integer' };
const disagrees = (n: number) => ({ file: COUNTER, line: 1, column: 1, message: `counter ${n} disagrees with acceptance-log.md (latest \`## Iteration 2\`)` });
const log = (...ns: number[]) => ['# Acceptance log', ...ns.map((n) => `\n## Iteration ${n} — 2026-05-0${n}\n\n### Verdict: REJECT`), ''].join('\n');

ruleTester(rule, {
  valid: [
    { name: 'the first handoff (no counter, no acceptance log)', status: 'skip', files: { 'handoff.md': '# h\n' }, detail: /first handoff/ },
    { name: 'a folder named iteration', status: 'skip', files: { 'iteration/': '' } },
    { name: 'a counter equal to the latest iteration', files: { iteration: '2\n', 'acceptance-log.md': log(1, 2) }, detail: 'counter=2 (acceptance-log latest iteration 2)' },
    { name: 'a counter one more than the latest iteration', files: { iteration: ' 3 \n', 'acceptance-log.md': log(1, 2) } },
    { name: 'any integer when the log has no level-2 iteration headings outside fences', files: { iteration: '1', 'acceptance-log.md': '# Log\n### Iteration 7\n```\n## Iteration 9\n```\n' }, detail: 'counter=1' },
  ],
  invalid: [
    {
      name: 'the counter missing but acceptance-log.md present',
      files: { 'acceptance-log.md': log(1) },
      detail: 'engagement/iteration file missing but acceptance-log.md exists',
      // at the first `## Iteration` heading
      findings: [{ file: 'engagement/acceptance-log.md', line: 3, column: 1, message: 'acceptance-log.md records verdicts but engagement/iteration does not exist' }],
    },
    {
      // Past 2^53 Number(...) reads 9007199254740993 as ...992: the two would seem to agree.
      name: 'a counter too large to tell N from N + 1',
      files: { iteration: '9007199254740992\n', 'acceptance-log.md': '# Log\n\n## Iteration 9007199254740991\n' },
      detail: 'engagement/iteration holds a number too large to count iterations (16 digits)',
      findings: [notInteger],
    },
    {
      name: 'an iteration heading too large to compare',
      files: { iteration: '2\n', 'acceptance-log.md': '# Log\n\n## Iteration 1\n\n## Iteration 9007199254740993\n' },
      detail: "acceptance-log.md's iteration heading at L5 holds a number too large to count iterations; the counter cannot be checked against it",
      findings: [{ file: 'engagement/acceptance-log.md', line: 5, column: 1, message: 'iteration number too large to compare' }],
    },
    ...['two\n', '', '2.5', '1 2'].map((raw) => ({
      name: `a counter that is not an integer: ${JSON.stringify(raw)}`,
      files: { iteration: raw },
      detail: /engagement\/iteration is not an integer/,
      findings: [notInteger],
    })),
    { name: 'a counter above the acceptance log', files: { iteration: '4', 'acceptance-log.md': log(1, 2) }, detail: 'counter=4 but acceptance-log iterations=[1, 2]; expected 2 or 3', findings: [disagrees(4)] },
    { name: 'a counter below the acceptance log', files: { iteration: '1', 'acceptance-log.md': log(1, 2) }, detail: 'counter=1 but acceptance-log iterations=[1, 2]; expected 2 or 3', findings: [disagrees(1)] },
    // A log opening with a `---` rule: the iteration heading inside the ruled block is body, not frontmatter.
    {
      name: 'a counter above an iteration heading that follows a leading `---` rule',
      files: { iteration: '5\n', 'acceptance-log.md': '---\n## Iteration 1 — 2026-05-10\n### Verdict: ACCEPT\n---\n' },
      detail: 'counter=5 but acceptance-log iterations=[1]; expected 1 or 2',
    },
    { name: 'binary counter and log', files: { iteration: Buffer.from([0, 0xff, 0xfe]), 'acceptance-log.md': Buffer.from([0xff, 0]) }, detail: /not an integer/, findings: [notInteger] },
  ],
});
