// A specialist first dispatched in a later round: its report starts at `## Iteration 2` and may name
// iteration 1 as the reason it was added ("after the iter-1 REJECT"). Under --preset recommended a report
// saying so was not overwritten; events.jsonl dispatching it earlier still shows it was.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { firstDispatchSaid } from '../../../rules/engagement/lib/executor-iteration-markers.js';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const recommended = { preset: 'recommended' as const };
const REPORTS = 'engagement/executor-reports';
const kept = '# dev-backend executor report\n## Iteration 1 — 2026-05-01\n- returns the id\n\n## Iteration 2 — 2026-05-03\n### What changed since iter-1\n- the id is an int\n';
const late = (...body: string[]) => ['# dev-perf executor report', '## Iteration 2 — 2026-05-03 12:00', ...body, '### Criteria acknowledgement', '- crit-1: "the API answers in 200 ms"', ''].join('\n');
const files = (perf: string, extra: Record<string, string> = {}) => ({ iteration: '2', 'executor-reports/dev-backend.md': kept, 'executor-reports/dev-perf.md': perf, ...extra });
const events = (iteration: number) => `{"ts":"2026-05-01T10:00:00Z","type":"specialist_dispatched","specialist":"dev-perf","iteration":${iteration}}\n`;

describe('executor-iteration-structure: a specialist first dispatched in iteration 2', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no counter', status: 'skip', files: {} },
      {
        name: 'recommended: the report says it was first dispatched then, naming the iter-1 REJECT as the reason',
        files: files(late('First dispatch: added in iteration 2 after the iter-1 REJECT.')),
        options: recommended,
        detail: exactly('all 2 executor-reports keep `## Iteration N` structure (iteration 2; each with `## Iteration 2`); dev-perf.md starts at `## Iteration 2`, first dispatched then, as its line 3 says (`First dispatch`)'),
      },
      {
        name: 'recommended: in its header, "joined the team in iteration 2"',
        files: files(`Joined the team in iteration 2, after the iteration 1 review.\n${late('- profiled the endpoint')}`),
        options: recommended,
        detail: /; dev-perf\.md starts at `## Iteration 2`, first dispatched then, as its line 1 says \(`Joined the team`\)$/,
      },
      {
        name: 'recommended: a statement in the first section naming no iteration',
        files: files(late('New specialist on this engagement; nothing to carry over from iter-1.')),
        options: recommended,
        detail: /first dispatched then, as its line 3 says \(`New specialist`\)$/,
      },
      {
        name: 'recommended: on the heading line, "joined the engagement this round", the iter-1 REJECT its cause',
        files: files(['# dev-perf executor report', '## Iteration 2 — 2026-05-03 12:00 (joined the engagement this round, after the iter-1 REJECT)', '- profiled the endpoint', ''].join('\n')),
        options: recommended,
        detail: /first dispatched then, as its line 2 says \(`joined the engagement`\)$/,
      },
      {
        name: 'recommended: "First dispatched in this iteration (added by the lead after the iter-1 REJECT)"',
        files: files(late('First dispatched in this iteration (added by the lead after the iter-1 REJECT on crit-4).')),
        options: recommended,
        detail: /first dispatched then, as its line 3 says \(`First dispatched`\)$/,
      },
      {
        name: 'recommended: "not part of iteration 1; the lead brought me in"',
        files: files(late('I was not part of iteration 1; the lead brought me in for the crit-4 rework.')),
        options: recommended,
        detail: /first dispatched then, as its line 3 says \(`was not part of`\)$/,
      },
      ...[
        ['Not involved in iteration 1 — the lead added QA after the iteration 1 REJECT.', 'Not involved in '],
        ['Joined in round 2 to add the regression tests the iteration 1 verdict asked for.', 'Joined in '],
        ['Подключён впервые на итерации 2, после REJECT итерации 1.', 'Подключён впервые'],
      ].map(([line, quote]) => ({
        name: `recommended: "${line}"`,
        files: files(late(line!)),
        options: recommended,
        detail: new RegExp(`first dispatched then, as its line 3 says \\(\`${quote!.trim()}\`\\)$`),
      })),
      {
        name: 'recommended: in Russian, «Первое привлечение: итерация 2»',
        files: files(late('Первое привлечение: итерация 2 (после REJECT в итерации 1).')),
        options: recommended,
        detail: /first dispatched then, as its line 3 says \(`Первое привлечение`\)$/,
      },
    ],
    invalid: [
      {
        name: 'recommended: "brought in" for an earlier iteration, or a statement of being part of iteration 1, was overwritten',
        files: files(late('The lead brought me in during iteration 1; I was part of iteration 1 as well.')),
        options: recommended,
        findings: [{ file: `${REPORTS}/dev-perf.md`, line: 3, message: /^report starts at `## Iteration 2` but refers to iteration 1/ }],
      },
      {
        name: 'recommended: without any such word or mention it warns, as before',
        status: 'warn',
        files: files(late('- profiled the endpoint')),
        options: recommended,
        detail: exactly('executor-reports starting after iteration 1: dev-perf.md'),
        findings: [{ file: `${REPORTS}/dev-perf.md`, line: 2, message: exactly('first iteration heading is `## Iteration 2`: first dispatched then, or iteration 1 was overwritten') }],
      },
      {
        name: 'compat: a report without `## Iteration 1` fails whatever it says (reference parity)',
        files: files(late('First dispatch: added in iteration 2 after the iter-1 REJECT.')),
        detail: exactly('executor-reports missing `## Iteration 2` (and/or `## Iteration 1`) heading: dev-perf.md'),
      },
      {
        name: 'recommended: a report saying it was first dispatched in iteration 1 was overwritten',
        files: files(late('First dispatched in iteration 1 for the baseline; re-dispatched in iteration 2.')),
        options: recommended,
        findings: [{ file: `${REPORTS}/dev-perf.md`, line: 3, message: exactly('report starts at `## Iteration 2` but refers to iteration 1: the earlier iteration was overwritten') }],
      },
      {
        name: 'recommended: a negated statement explains nothing',
        files: files(late('Not a first dispatch: see the iter-1 notes.')),
        options: recommended,
        findings: [{ file: `${REPORTS}/dev-perf.md`, line: 3, message: /^report starts at `## Iteration 2` but refers to iteration 1/ }],
      },
      {
        name: 'recommended: events.jsonl dispatching the specialist in iteration 1 outweighs the report\'s word',
        files: files(late('First dispatch: added in iteration 2 after the iter-1 REJECT.'), { 'events.jsonl': events(1) }),
        options: recommended,
        findings: [{ file: `${REPORTS}/dev-perf.md`, line: 2, message: exactly('report starts at `## Iteration 2`, but events.jsonl line 1 dispatches this specialist in iteration 1: that iteration was overwritten') }],
      },
    ],
  });
});

describe('firstDispatchSaid', () => {
  it('a long line of its words says no first dispatch', () => {
    const text = `## Iteration 2\n${'not a first dispatch; joined in '.repeat(4000)}`;
    const doc = new MarkdownDoc({ rel: 'r.md', abs: '/r.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
    expect(firstDispatchSaid(doc, [{ n: 2, line: 1 }])).toBeUndefined();
  });
});
