import { describe } from 'vitest';
import rule from '../../../rules/engagement/iteration-counter.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

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
      name: 'a folder where the counter belongs, at the folder',
      files: { 'iteration/': '', 'acceptance-log.md': log(1, 2) },
      detail: 'engagement/iteration is not a regular file (a folder); not read, but acceptance-log.md exists',
      findings: [{ file: 'engagement/iteration', line: 1, column: 1, message: 'engagement/iteration is not a regular file (a folder); not read: the counter must be a file holding a single integer' }],
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

// The reference reads the counter with Python's int(): a sign, underscores and other scripts' digits are integers.
const ABORT_STUB = '# Acceptance log\n\nUser: «останавливаем, бюджет закончился»\n\n### Verdict: ABORTED\nState: wave 1 done, no handoff.\n';

describe('a counter int() reads but plain digits do not', () => {
  const recommended = { preset: 'recommended' as const };
  ruleTester(rule, {
    valid: [
      { name: 'compat: `-1` is an integer (no log to compare with)', files: { iteration: '-1\n' }, detail: exactly('counter=-1') },
      { name: 'compat: `+2` is iteration 2, which the log agrees with', files: { iteration: '+2', 'acceptance-log.md': log(1, 2) }, detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
      { name: 'compat: an Arabic-Indic `٣` is 3, as int() reads it', files: { iteration: '\u0663', 'acceptance-log.md': log(1, 2) }, detail: exactly('counter=3 (acceptance-log latest iteration 2)') },
      { name: 'compat: underscores between digits', files: { iteration: '1_0' }, detail: exactly('counter=10') },
      // Leading zeros are no significant digits: int() reads `000…02` as 2, however many there are.
      { name: 'compat: leading zeros, more than a safe integer has digits', files: { iteration: `${'0'.repeat(40)}2` }, detail: exactly('counter=2') },
      { name: 'recommended: leading zeros, more than a safe integer has digits', files: { iteration: `${'0'.repeat(40)}2` }, options: recommended, detail: exactly('counter=2') },
      { name: 'compat: another script\'s zeros lead too', files: { iteration: '\u0660\u0660_\u0663' }, detail: exactly('counter=3') },
      { name: 'compat: a digit beyond the BMP (mathematical bold 3) after an ASCII 1', files: { iteration: '1\u{1D7D1}' }, detail: exactly('counter=13') },
      {
        name: 'recommended: aborted before any handoff or REJECT, the log holding only the ABORTED stub: no counter was kept',
        files: { 'acceptance-log.md': ABORT_STUB },
        options: recommended,
        detail: exactly('aborted at engagement/acceptance-log.md:L5 before any handoff or REJECT: no counter was kept'),
      },
    ],
    invalid: [
      { name: 'compat: the ABORTED stub without a counter fails, as in the reference', files: { 'acceptance-log.md': ABORT_STUB }, detail: 'engagement/iteration file missing but acceptance-log.md exists' },
      { name: 'recommended: aborted after a REJECT, the counter was kept and is missing', files: { 'acceptance-log.md': `${log(1)}\n### Verdict: ABORTED\n` }, options: recommended, detail: 'engagement/iteration file missing but acceptance-log.md exists' },
      { name: 'compat: `-1` compared by value fails against a log with rounds', files: { iteration: '-1', 'acceptance-log.md': log(1, 2) }, detail: exactly('counter=-1 but acceptance-log iterations=[1, 2]; expected 2 or 3'), findings: [disagrees(-1)] },
      ...['+-2', '2_', '1__0', '- 1', '0x2'].map((raw) => ({ name: `compat: int() refuses ${JSON.stringify(raw)} too`, files: { iteration: raw }, detail: exactly(`engagement/iteration is not an integer: ${JSON.stringify(raw)}`), findings: [notInteger] })),
      { name: 'compat: a signed counter too large to count', files: { iteration: '-9007199254740993' }, detail: exactly('engagement/iteration holds a number too large to count iterations (16 digits)'), findings: [notInteger] },
      // A counter of a million digits is told from a counter by its length, with the length said.
      { name: 'compat: a million digits', files: { iteration: `${'2'.repeat(1e6)}\n` }, detail: exactly('engagement/iteration holds a number too large to count iterations (1000000 digits)'), findings: [notInteger] },
      { name: 'recommended: a million digits', files: { iteration: `${'2'.repeat(1e6)}\n` }, options: recommended, detail: exactly('engagement/iteration holds a number too large to count iterations (1000000 digits)'), findings: [notInteger] },
      { name: 'compat: 17 significant digits after leading zeros and underscores', files: { iteration: `00_1${'_0'.repeat(16)}` }, detail: exactly('engagement/iteration holds a number too large to count iterations (19 digits)'), findings: [notInteger] },
      { name: 'compat: a million digits, then a letter', files: { iteration: `${'2'.repeat(1e6)}x` }, detail: exactly(`engagement/iteration is not an integer: ${JSON.stringify('2'.repeat(40))}`), findings: [notInteger] },
      { name: 'compat: a million digits of another script, then a letter', files: { iteration: `${'\u0663'.repeat(1e6)}x` }, detail: exactly(`engagement/iteration is not an integer: ${JSON.stringify('\u0663'.repeat(40))}`), findings: [notInteger] },
      { name: 'compat: a million digits of another script', files: { iteration: '\u0663'.repeat(1e6) }, detail: exactly('engagement/iteration holds a number too large to count iterations (1000000 digits)'), findings: [notInteger] },
      ...['+2', '-1', '1_0'].map((raw) => ({
        name: `recommended: ${JSON.stringify(raw)} is not written in plain digits`,
        files: { iteration: raw, 'acceptance-log.md': log(1, 2) },
        options: recommended,
        detail: exactly(`engagement/iteration is not an iteration number written in plain digits: ${JSON.stringify(raw)}`),
        findings: [{ ...notInteger, message: 'iteration counter must be written in plain digits 0-9 (no sign, no underscore)' }],
      })),
    ],
  });
});

// "director increments on REJECT": an ACCEPT ends the engagement, so a counter bumped past it is the mistake.
describe('a counter past a round that ended in ACCEPT', () => {
  const recommended = { preset: 'recommended' as const };
  // Round 1 REJECT, round 2 ACCEPT (L11).
  const accepted = '# Acceptance log\n\n## Iteration 1 — 2026-06-01\n\n### Verdict: REJECT\n- crit-3: no 422\n\n## Iteration 2 — 2026-06-04\n\n- Finding 1: SUSTAINED, fixed\n### Verdict: ACCEPT\n';
  ruleTester(rule, {
    valid: [
      { name: 'recommended: the counter at the accepted round', files: { iteration: '2\n', 'acceptance-log.md': accepted }, options: recommended, detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
      { name: 'compat: one past the accepted round passes as a new submission (N or N + 1)', files: { iteration: '3\n', 'acceptance-log.md': accepted }, detail: exactly('counter=3 (acceptance-log latest iteration 2)') },
      { name: 'recommended: one past a round that ended in REJECT', files: { iteration: '3\n', 'acceptance-log.md': accepted.replace('### Verdict: ACCEPT', '### Verdict: REJECT') }, options: recommended, detail: exactly('counter=3 (acceptance-log latest iteration 2)') },
      // The round's last verdict is what it ended in: re-judged to REJECT after an ACCEPT, the next round may come.
      { name: 'recommended: a round whose ACCEPT was followed by a REJECT', files: { iteration: '3\n', 'acceptance-log.md': `${accepted}\nRe-opened after the user found a regression.\n### Verdict: REJECT\n` }, options: recommended },
      { name: 'recommended: an ACCEPT of an earlier round only', files: { iteration: '3\n', 'acceptance-log.md': '# Log\n\n## Iteration 1\n### Verdict: ACCEPT\n\n## Iteration 2\n### Verdict: REJECT\n' }, options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: one past the accepted round fails at the counter',
        files: { iteration: '3\n', 'acceptance-log.md': accepted },
        options: recommended,
        detail: exactly('counter=3 but iteration 2 of acceptance-log.md ended in ACCEPT (L11): no round follows an ACCEPT; expected 2'),
        fix: 'Set engagement/iteration back to 2',
        findings: [{ file: COUNTER, line: 1, column: 1, message: 'counter 3 is past the iteration 2 ACCEPT (acceptance-log.md L11): no round follows an ACCEPT' }],
      },
      {
        name: 'recommended: further past it, said the same way',
        files: { iteration: '5\n', 'acceptance-log.md': accepted.replace('### Verdict: ACCEPT', '**Verdict:** ACCEPTED') },
        options: recommended,
        detail: exactly('counter=5 but iteration 2 of acceptance-log.md ended in ACCEPTED (L11): no round follows an ACCEPT; expected 2'),
      },
      { name: 'compat: two past it fails as any counter out of range', files: { iteration: '4\n', 'acceptance-log.md': accepted }, detail: exactly('counter=4 but acceptance-log iterations=[1, 2]; expected 2 or 3'), findings: [disagrees(4)] },
      // An ACCEPT in a legacy form, or written as an H2 closing the round's section, still ends its round (the verdict rules' one reading).
      ...([
        ['**ACCEPTED**', 'ACCEPTED'],
        ['## Verdict: ACCEPT', 'ACCEPT'],
        ['## Verdict\nACCEPT — all criteria met', 'ACCEPT'],
      ] as const).map(([verdict, word]) => ({
        name: `recommended: one past a round accepted as ${JSON.stringify(verdict)} fails at the counter`,
        files: { iteration: '3\n', 'acceptance-log.md': accepted.replace('### Verdict: ACCEPT', verdict) },
        options: recommended,
        detail: exactly(`counter=3 but iteration 2 of acceptance-log.md ended in ${word} (L${verdict.includes('\n') ? 12 : 11}): no round follows an ACCEPT; expected 2`),
        findings: [{ file: COUNTER, line: 1, column: 1, message: exactly(`counter 3 is past the iteration 2 ACCEPT (acceptance-log.md L${verdict.includes('\n') ? 12 : 11}): no round follows an ACCEPT`) }],
      })),
    ],
  });
});

describe("the handoff's title against the counter", () => {
  const recommended = { preset: 'recommended' as const };
  const handoff = (n: number) => `# Handoff — iteration ${n} — quarterly-export — 2026-05-02 10:00\n\n## 1. Diff summary\n`;
  ruleTester(rule, {
    valid: [
      { name: 'recommended: the handoff of the counter\'s iteration', files: { iteration: '2\n', 'acceptance-log.md': log(1), 'handoff.md': handoff(2) }, options: recommended },
      { name: 'recommended: the previous handoff while its rework is under way (the director incremented on REJECT)', files: { iteration: '2\n', 'acceptance-log.md': log(1), 'handoff.md': handoff(1) }, options: recommended },
      { name: 'recommended: a title that names no iteration says nothing', files: { iteration: '2\n', 'acceptance-log.md': log(1), 'handoff.md': '# Handoff\n' }, options: recommended },
      { name: 'compat: the reference does not read the title', files: { iteration: '1\n', 'acceptance-log.md': log(1), 'handoff.md': handoff(2) } },
    ],
    invalid: [
      {
        name: 'recommended: a handoff titled iteration 2 while the counter still says 1 (the REJECT did not move it)',
        files: { iteration: '1\n', 'acceptance-log.md': log(1), 'handoff.md': handoff(2) },
        options: recommended,
        detail: 'handoff.md is titled iteration 2 (L1) but engagement/iteration is 1; expected the handoff of iteration 1',
        findings: [{ file: 'engagement/handoff.md', line: 1, column: 13, message: 'handoff titled iteration 2, counter 1' }],
      },
      {
        name: 'recommended: `# Handoff — iter 1` two rounds behind the counter',
        files: { iteration: '3\n', 'acceptance-log.md': log(1, 2), 'handoff.md': '# Handoff — iter 1 — quarterly-export\n' },
        options: recommended,
        findings: [{ file: 'engagement/handoff.md', line: 1, column: 13, message: 'handoff titled iteration 1, counter 3' }],
      },
    ],
  });
});

describe('a round written under another heading than `## Iteration N`', () => {
  const recommended = { preset: 'recommended' as const };
  const twoRounds = (second: string) => `# Acceptance log\n\n## Iteration 1 — 2026-06-01\n\n### Verdict: REJECT\n\n${second} — 2026-06-03\n\n### Verdict: ACCEPT\n`;
  const forms = ['## Iter 2', '## Iteration #2', '### Iteration 2', '## Итерация 2', '## iteration-2', '## Round 2'];
  ruleTester(rule, {
    valid: [
      ...forms.map((h) => ({ name: `compat: \`${h}\` is not read, as the reference reads rounds`, files: { iteration: '2\n', 'acceptance-log.md': twoRounds(h) }, detail: exactly('counter=2 (acceptance-log latest iteration 1)') })),
      {
        name: 'recommended: a sub-heading naming a round the log reads is a reference to it',
        files: { iteration: '2\n', 'acceptance-log.md': twoRounds('## Iteration 2').replace('### Verdict: ACCEPT', '### Iteration 1 blockers re-checked\n- crit-3 ✅\n### Verdict: ACCEPT') },
        options: recommended,
        detail: exactly('counter=2 (acceptance-log latest iteration 2)'),
      },
      // The same round in the team's language: read as one, so the counter is checked against it.
      { name: 'recommended: `## Итерация 2` is round 2', files: { iteration: '2\n', 'acceptance-log.md': twoRounds('## Итерация 2') }, options: recommended, detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
    ],
    invalid: forms.filter((h) => !h.includes('Итерация')).map((h) => ({
      name: `recommended: \`${h}\` fails at that heading`,
      files: { iteration: '2\n', 'acceptance-log.md': twoRounds(h) },
      options: recommended,
      detail: exactly(`acceptance-log.md's heading \`${h} — 2026-06-03\` (L7) reads as round 2 but is not a \`## Iteration N\` heading: the counter cannot be checked against that round`),
      findings: [{ file: 'engagement/acceptance-log.md', line: 7, column: 1, message: exactly(`\`${h} — 2026-06-03\` is not read as round 2: write \`## Iteration 2\``) }],
    })),
  });
});

// "handoff-precheck verifies the counter agrees with ## Iteration N headings in acceptance-log.md. Mismatch = REJECT":
// the protocol reading reports that mismatch at the counter, as compat does, and says what to set it to; the
// handoff's title is named only when the log contradicts it too.
describe('a counter the acceptance log contradicts, with a handoff title', () => {
  const recommended = { preset: 'recommended' as const };
  const HANDOFF = 'engagement/handoff.md';
  // Round 1 REJECT (heading L3), round 2 ACCEPT (heading L8, verdict L10).
  const acceptedAt2 = '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\nReason: crit-1 not met.\n\n## Iteration 2\n\n### Verdict: ACCEPT\ncrit-1 verified.\n';
  const handoff = (n: number) => `# Handoff — iteration ${n} — x\n\n## 1. Diff summary\n`;
  ruleTester(rule, {
    valid: [{ name: 'recommended: the counter at the accepted round, the handoff of that round', files: { iteration: '2\n', 'acceptance-log.md': acceptedAt2, 'handoff.md': handoff(2) }, options: recommended, detail: exactly('counter=2 (acceptance-log latest iteration 2)') }],
    invalid: [
      {
        name: 'recommended: a counter behind the log fails at the counter, and a title agreeing with the log is not blamed',
        files: { iteration: '1\n', 'acceptance-log.md': acceptedAt2, 'handoff.md': handoff(2) },
        options: recommended,
        detail: exactly("counter=1 is behind acceptance-log.md, whose latest round is `## Iteration 2` (L8), which ended in ACCEPT (L10); expected 2; handoff.md's title (iteration 2) agrees with the log"),
        fix: exactly('Set engagement/iteration to 2: the director increments it on a REJECT and the lead before each handoff, so it is never behind the rounds acceptance-log.md records.'),
        findings: [{ file: COUNTER, line: 1, column: 1, message: exactly("counter 1 is behind acceptance-log.md's latest round `## Iteration 2` (L8): set it to 2") }],
      },
      {
        name: 'compat: the same folder fails at the counter as the reference reports it',
        files: { iteration: '1\n', 'acceptance-log.md': acceptedAt2, 'handoff.md': handoff(2) },
        detail: exactly('counter=1 but acceptance-log iterations=[1, 2]; expected 2 or 3'),
        findings: [{ file: COUNTER, line: 1, column: 1, message: exactly('counter 1 disagrees with acceptance-log.md (latest `## Iteration 2`)') }],
      },
      {
        name: 'recommended: behind a log whose last round was rejected, without a handoff: N or N + 1',
        files: { iteration: '1\n', 'acceptance-log.md': log(1, 2) },
        options: recommended,
        detail: exactly('counter=1 is behind acceptance-log.md, whose latest round is `## Iteration 2` (L7); expected 2 or 3'),
        fix: /^Set engagement\/iteration to 2 or 3: /,
        findings: [{ file: COUNTER, line: 1, column: 1, message: exactly("counter 1 is behind acceptance-log.md's latest round `## Iteration 2` (L7): set it to 2 or 3") }],
      },
      {
        name: 'recommended: a title the log contradicts too is named after the counter',
        files: { iteration: '1\n', 'acceptance-log.md': log(1, 2), 'handoff.md': handoff(5) },
        options: recommended,
        detail: exactly("counter=1 is behind acceptance-log.md, whose latest round is `## Iteration 2` (L7); expected 2 or 3; handoff.md's title (iteration 5) agrees with neither"),
        findings: [
          { file: COUNTER, line: 1, column: 1, message: exactly("counter 1 is behind acceptance-log.md's latest round `## Iteration 2` (L7): set it to 2 or 3") },
          { file: HANDOFF, line: 1, column: 13, message: exactly("handoff titled iteration 5: acceptance-log.md's rounds expect the handoff of iteration 2 or 3") },
        ],
      },
      {
        name: 'recommended: a counter ahead of the log, the title picking the value to set',
        files: { iteration: '5\n', 'acceptance-log.md': log(1, 2), 'handoff.md': handoff(3) },
        options: recommended,
        detail: exactly("counter=5 is ahead of acceptance-log.md, whose latest round is `## Iteration 2` (L7); expected 2 or 3; handoff.md's title (iteration 3) agrees with the log"),
        fix: exactly('Set engagement/iteration to 3; if acceptance-log.md lacks the rounds in between, add their `## Iteration N` sections instead.'),
        findings: [{ file: COUNTER, line: 1, column: 1, message: exactly("counter 5 is ahead of acceptance-log.md's latest round `## Iteration 2` (L7): set it to 3") }],
      },
      {
        name: 'recommended: a counter and a title both past the accepted round: the counter first, the title as its consequence',
        files: { iteration: '3\n', 'acceptance-log.md': acceptedAt2, 'handoff.md': handoff(3) },
        options: recommended,
        detail: exactly('counter=3 but iteration 2 of acceptance-log.md ended in ACCEPT (L10): no round follows an ACCEPT; expected 2'),
        findings: [
          { file: COUNTER, line: 1, column: 1, message: exactly('counter 3 is past the iteration 2 ACCEPT (acceptance-log.md L10): no round follows an ACCEPT') },
          { file: HANDOFF, line: 1, column: 13, message: exactly("handoff titled iteration 3: acceptance-log.md's rounds expect the handoff of iteration 2") },
        ],
      },
    ],
  });
});

// "Source of truth: engagement/iteration": the handoff's title and its §10 `Current round: N` name the counter's
// iteration, or the one before it only while its rework is under way, which ends once the log's round at the
// counter judged a handoff (ACCEPT or REJECT; an ABORTED stub judges none).
describe("the handoff's title and §10 against a round the log judged", () => {
  const recommended = { preset: 'recommended' as const };
  // Round 1 REJECT (L5), round 2 ACCEPT (L9).
  const judged = (verdict = 'ACCEPT') => `# Acceptance log\n\n## Iteration 1 — 2026-06-01\n\n### Verdict: REJECT\n\n## Iteration 2 — 2026-06-04\n\n### Verdict: ${verdict}\n`;
  /** A handoff titled for `title` whose §10 (L5) reads `round`. */
  const handoff = (title: number, round = `Current round: ${title}. Prior round: ${title - 1}.`) => `# Handoff — iteration ${title} — quarterly-export — 2026-05-02 10:00\n\n## 1. Diff summary\n## 10. Iteration counter\n${round}\n`;
  ruleTester(rule, {
    valid: [
      { name: 'recommended: title and §10 of the counter\'s iteration, the round accepted', files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(2) }, options: recommended, detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
      { name: 'recommended: title and §10 of the previous iteration while its rework is under way', files: { iteration: '2\n', 'acceptance-log.md': log(1), 'handoff.md': handoff(1) }, options: recommended },
      { name: 'recommended: `Current round: iteration 2 of 2`', files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(2, 'Current round: iteration 2 of 2. Prior round: 1.') }, options: recommended },
      // The user aborted during the rework: the stub is numbered by the counter, and the last handoff is still the previous one.
      { name: 'recommended: the previous handoff when the round at the counter is only the ABORTED stub', files: { iteration: '2\n', 'acceptance-log.md': judged('ABORTED'), 'handoff.md': handoff(1) }, options: recommended },
      { name: 'recommended: a `Current round:` line in fenced code is not read', files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(2, '```\nCurrent round: 3\n```\nCurrent round: 2.') }, options: recommended },
      { name: 'compat: the reference reads neither the title nor §10', files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(1, 'Current round: 3.') }, detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
    ],
    invalid: [
      {
        name: 'recommended: the previous iteration\'s title after the round at the counter was accepted',
        files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(1, 'Current round: 2.') },
        options: recommended,
        detail: exactly('handoff.md is titled iteration 1 (L1) but engagement/iteration is 2; expected the handoff of iteration 2 (iteration 2 of acceptance-log.md ended in ACCEPT at L9: its handoff was judged, so no rework of iteration 1 is under way)'),
        findings: [{ file: 'engagement/handoff.md', line: 1, column: 13, message: exactly('handoff titled iteration 1, counter 2 (iteration 2 was judged: ACCEPT at acceptance-log.md L9)') }],
      },
      {
        name: 'recommended: the previous iteration\'s title after a REJECT of the round at the counter',
        files: { iteration: '2\n', 'acceptance-log.md': judged('REJECT'), 'handoff.md': handoff(1, 'Current round: 2.') },
        options: recommended,
        detail: /^handoff\.md is titled iteration 1 \(L1\) but engagement\/iteration is 2; expected the handoff of iteration 2 \(iteration 2 of acceptance-log\.md ended in REJECT at L9/,
      },
      {
        name: 'recommended: §10 a round ahead of the counter, naming both numbers',
        files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(2, 'Current round: 3. Prior rounds: 1, 2.') },
        options: recommended,
        detail: exactly('handoff.md §10 says `Current round: 3` (L5) but engagement/iteration, the source of truth, is 2; expected `Current round: 2`'),
        fix: /^Increment engagement\/iteration to 3/,
        findings: [{ file: 'engagement/handoff.md', line: 5, column: 16, message: exactly('`Current round: 3` disagrees with engagement/iteration (2), the source of truth') }],
      },
      {
        name: 'recommended: a bold §10 naming the previous round after the round at the counter was accepted',
        files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(2, '**Current round:** 1') },
        options: recommended,
        detail: exactly('handoff.md §10 says `Current round: 1` (L5) but engagement/iteration, the source of truth, is 2; expected `Current round: 2` (iteration 2 of acceptance-log.md ended in ACCEPT at L9: its handoff was judged, so no rework of iteration 1 is under way)'),
        findings: [{ file: 'engagement/handoff.md', line: 5, column: 20, message: exactly('`Current round: 1` disagrees with engagement/iteration (2), the source of truth (iteration 2 was judged: ACCEPT at acceptance-log.md L9)') }],
      },
      {
        name: 'recommended: §10 two rounds behind the counter while a rework is under way',
        files: { iteration: '3\n', 'acceptance-log.md': log(1, 2), 'handoff.md': handoff(2, 'Current round: 1.') },
        options: recommended,
        detail: exactly('handoff.md §10 says `Current round: 1` (L5) but engagement/iteration, the source of truth, is 3; expected `Current round: 3` (or 2 while its rework is under way)'),
      },
      {
        name: 'recommended: title and §10 both off, each at its line',
        files: { iteration: '2\n', 'acceptance-log.md': judged(), 'handoff.md': handoff(1, 'Current round: 3.') },
        options: recommended,
        detail: /^handoff\.md is titled iteration 1 \(L1\) and handoff\.md §10 says `Current round: 3` \(L5\) but engagement\/iteration is 2; expected the handoff of iteration 2 \(iteration 2 of acceptance-log\.md ended in ACCEPT/,
        findings: [
          { file: 'engagement/handoff.md', line: 1, column: 13 },
          { file: 'engagement/handoff.md', line: 5, column: 16 },
        ],
      },
    ],
  });
});
