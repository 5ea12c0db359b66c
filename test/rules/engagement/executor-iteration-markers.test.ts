// A round's work written under a heading or a line that names the round in other words: the report was
// re-dispatched, so under the protocol reading it needs its `## Iteration N` heading.
import { describe } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

const L = { 'criteria.md': criteria({ size: 'L' }), iteration: '2\n' };
const recommended = { preset: 'recommended' as const };
const file = (name: string) => `engagement/executor-reports/${name}`;
/** An iteration-2 engagement whose two other specialists appended `## Iteration 2`. */
const engagement = (qa: string, iteration = '2\n') => ({
  ...L,
  iteration,
  'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- crit-1 done\n## Iteration 2\n- fixed crit-2\n',
  'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- crit-3 done\n## Iteration 2\n- fixed the focus ring\n',
  'executor-reports/dev-qa-engineer.md': qa,
});
const qa = (...lines: string[]) => ['# dev-qa-engineer', '## Iteration 1', '- crash cases covered', '', ...lines, ''].join('\n');

describe('rounds named in other words', () => {
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: numbered rounds beside `## Iteration 1` count something else (`## Round 1`, `## Round 2`)',
        files: engagement(qa('## Round 1 — smoke', '- ok', '## Round 2 — soak', '- ok')),
        options: recommended,
        detail: exactly('all 3 executor-reports keep `## Iteration N` structure (iteration 2; 2 of them with `## Iteration 2`)'),
      },
      {
        name: 'recommended: a `### Round 2` or `### Second iteration of the parser` inside iteration 1 is a part of that iteration',
        files: engagement(qa('### Round 2 — retry edge cases', '- ok', '### Second iteration of the parser', '- ok')),
        options: recommended,
      },
      {
        name: 'recommended: a round numbered past the counter is no iteration (`## Attempt 2`, `## Attempt 3` at iteration 2)',
        files: engagement(qa('## Attempt 2', '- flaky', '## Attempt 3', '- green')),
        options: recommended,
      },
      {
        name: 'recommended: a `## Round 2` that is no current round (iteration 3)',
        files: engagement(qa('## Round 2 — retry edge cases', '- ok', '## Iteration 3', '- ok'), '3\n'),
        options: recommended,
      },
      {
        name: 'recommended: a report with its `## Iteration 2` may also hold `## Round 2`',
        files: engagement(qa('## Iteration 2', 'What changed since iter-1: a crash case', '## Round 2 notes', '- ok')),
        options: recommended,
        detail: exactly('all 3 executor-reports keep `## Iteration N` structure (iteration 2; each with `## Iteration 2`)'),
      },
      ...['## Attempt 2 at the flaky Redis test — 2026-06-02 11:00', '## Second pass — 2026-06-02 15:30', '## Pass 2', '# Cycle 2', '## Revision 2'].map((heading) => ({
        name: `recommended: \`${heading}\` numbers a try within the iteration, not a round`,
        files: engagement(qa(heading, '- the retry test is green now')),
        options: recommended,
      })),
      {
        name: 'recommended: `## Passed 2 checks` and `## Pass 2/3` name no round',
        files: engagement(qa('## Passed 2 checks', '- ok', '## Pass 2/3', '- ok')),
        options: recommended,
      },
      {
        name: 'skip: a `## Round 2` in an iteration-1 engagement',
        status: 'skip',
        // The other reports stop at iteration 1 too: an `## Iteration 2` at counter 1 would be numbered past it.
        files: {
          ...engagement(qa('## Round 2 — retry edge cases', 'What changed since iter-1: a crash case'), '1\n'),
          'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- crit-1 done\n',
          'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- crit-3 done\n',
        },
        options: recommended,
      },
    ],
    invalid: [
      {
        name: 'compat is unchanged: only the missing `## Iteration 2` is read',
        files: engagement(qa('## Round 2 — retry edge cases', 'What changed since iter-1: a crash case')),
        findings: [{ file: file('dev-qa-engineer.md'), line: 2, column: 1, message: exactly('missing `## Iteration 2` (has 1)') }],
      },
      ...[
        '## Round 2 — retry edge cases',
        '## Rework 2',
        '## Round two',
        '## Second round',
        '## Second iteration',
        '## **Round 2**',
      ].map((heading) => ({
        name: `recommended: a round appended under \`${heading}\` names iteration 2 in another word`,
        files: engagement(qa(heading, 'What changed since iter-1: Added a crash-between-batches case')),
        options: recommended,
        detail: exactly('executor-reports naming an iteration in a heading that is no `## Iteration N`: dev-qa-engineer.md'),
        findings: [
          {
            file: file('dev-qa-engineer.md'),
            line: 5,
            column: 1,
            message: exactly(`\`${heading}\` names iteration 2 but is no \`## Iteration 2\` heading: the protocol's heading for the round is \`## Iteration 2\` (level 2), so its work is told from earlier iterations`),
          },
        ],
      })),
      {
        name: 'recommended: a setext `Round 2` underlined with `---`',
        files: engagement(qa('Round 2', '-------', '- retries')),
        options: recommended,
        findings: [{ file: file('dev-qa-engineer.md'), line: 5, column: 1, message: /^`Round 2` names iteration 2 but is no `## Iteration 2` heading: / }],
      },
      ...['## Iteration two', '### Iteration two'].map((heading) => ({
        name: `recommended: \`${heading}\` spells the number`,
        files: engagement(qa(heading, '- retries')),
        options: recommended,
        findings: [{ file: file('dev-qa-engineer.md'), line: 5, column: 1, message: exactly(`\`${heading}\` is not an \`## Iteration 2\` heading: write the round's heading as \`## Iteration 2\` (level 2) so its work is told from earlier iterations`) }],
      })),
    ],
  });
});

describe('a line telling what changed since the last iteration', () => {
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: the line sits under `## Iteration 2`',
        files: engagement(qa('## Iteration 2', '### What changed since iter-1', '- a crash case')),
        options: recommended,
      },
      {
        name: 'recommended: iteration 3, "changes since iteration 1" under `## Iteration 2` is that round\'s',
        files: engagement(qa('## Iteration 2', 'Changes since iteration 1: a crash case'), '3\n'),
        options: recommended,
        detail: exactly('all 3 executor-reports keep `## Iteration N` structure (iteration 3; 0 of them with `## Iteration 3`)'),
      },
      {
        name: 'recommended: "since iteration 1" as a cause, in a fence, or before the first iteration heading',
        files: engagement([
          '# dev-qa-engineer',
          'Status: nothing changed since iteration 1 was planned.',
          '## Iteration 1',
          'Since iteration 1 covers the backend only, the UI cases wait.',
          '```',
          'What changed since iter-1: none',
          '```',
          '',
        ].join('\n')),
        options: recommended,
      },
      ...['No changes since iteration 1; this report was not re-dispatched.', 'Nothing new since iter-1.', 'Not updated since iteration 1.'].map((line) => ({
        name: `recommended: a negated \`${line}\` dates nothing to this round`,
        files: engagement(qa('### Status', line)),
        options: recommended,
      })),
    ],
    invalid: [
      {
        name: 'recommended: a specialist first dispatched in iteration 2 with no such line still only warns',
        status: 'warn',
        files: { ...L, 'executor-reports/dev-b.md': '# dev-b\n## Iteration 2\n- joined for crit-4\n' },
        options: recommended,
        findings: [{ file: file('dev-b.md'), line: 2, column: 1, message: /^first iteration heading is `## Iteration 2`: / }],
      },
      ...[
        ['What changed since iter-1: Added a crash-between-batches case', 'What changed since iter-1'],
        ['### Changes since iteration 1', 'Changes since iteration 1'],
        ['- Updated since the iteration-1 review: retries', 'Updated since the iteration-1'],
      ].map(([line, said]) => ({
        name: `recommended: \`${line}\` under \`## Iteration 1\` is iteration 2's work`,
        files: engagement(qa('### Retry edge cases', line!)),
        options: recommended,
        detail: exactly('executor-reports of specialists re-dispatched in iteration 2 without `## Iteration 2`: dev-qa-engineer.md'),
        findings: [
          {
            file: file('dev-qa-engineer.md'),
            line: 6,
            column: line!.indexOf(said!.split(' ')[0]!) + 1,
            message: exactly(`\`${said}\` under \`## Iteration 1\` tells what changed since iteration 1, so it is iteration 2's work: the protocol's heading for it is \`## Iteration 2\`, appended after the earlier iterations`),
          },
        ],
      })),
      {
        name: 'recommended: iteration 3, "what changed since iter-2" under `## Iteration 2`',
        files: engagement(qa('## Iteration 2', '- a', 'What changed since iter-2: b'), '3\n'),
        options: recommended,
        findings: [{ file: file('dev-qa-engineer.md'), line: 7, column: 1, message: /^`What changed since iter-2` under `## Iteration 2` tells what changed since iteration 2, so it is iteration 3's work: the protocol's heading for it is `## Iteration 3`/ }],
      },
    ],
  });
});
