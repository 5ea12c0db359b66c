import { describe } from 'vitest';
import followed from '../../../rules/engagement/directive-followed.js';
import human from '../../../rules/engagement/human-directive.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

// The directive as a Russian-speaking judge or a table writes it: «Решение» is the Decision label in every form the
// English one is read in, and a `| Directed verdict | X |` row names the verdict as a `Directed verdict: X` line does.
const recommended = { preset: 'recommended' as const };
const DIRECTIVE = 'engagement/human-directive.md';
const LOG = 'engagement/acceptance-log.md';
const m = { 'criteria.md': criteria({ size: 'M' }), 'consilium-summary.md': '# Consilium summary — iteration 1\n## Findings\n' };
const directive = (body: string) => `# Директива человека — итерация 1\n\nСудья: Марта\n\n${body}\n\n## Заметки\n- находка 1 — в бэклог\n`;
const log = (verdict: string) => `# Acceptance log\n\n## Iteration 1 — 2026-09-07 19:00\n\n### Verdict: ${verdict}\ncrit-1 checked.\n`;
const table = (...rows: string[]) => ['| Field | Value |', '|---|---|', '| Judge | Marta |', ...rows].join('\n');

describe('human-directive reads «Решение» as the Decision label', () => {
  ruleTester(human, {
    valid: [
      ...[
        ['Решение: DIRECTED_VERDICT\nВердикт: ACCEPT', 'DIRECTED_VERDICT'],
        ['**Решение:** REJECT_NOW', 'REJECT_NOW'],
        ['**Решение**: `PROCEED_TO_VERDICT`', 'PROCEED_TO_VERDICT'],
        ['- Решение: proceed_to_verdict', 'PROCEED_TO_VERDICT'],
        [table('| Решение | REJECT_NOW |'), 'REJECT_NOW'],
      ].map(([body, want]) => ({
        name: `recommended: ${JSON.stringify(body)}`,
        files: { ...m, 'human-directive.md': directive(body!) },
        options: recommended,
        detail: exactly(`directive present, Decision=${want}`),
      })),
      { name: 'before the consilium ran', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }), 'human-directive.md': directive('Решение: REJECT_NOW') }, options: recommended },
    ],
    invalid: [
      {
        name: 'compat reads the English label only, as the reference does',
        files: { ...m, 'human-directive.md': directive('Решение: DIRECTED_VERDICT') },
        detail: 'human-directive.md present but no parseable `Decision:` line',
      },
      {
        name: 'recommended: a Russian Decision that is none of the three is named as such',
        files: { ...m, 'human-directive.md': directive('Решение: принять') },
        options: recommended,
        detail: exactly('human-directive.md Decision "принять" not in DIRECTED_VERDICT, PROCEED_TO_VERDICT, REJECT_NOW'),
        findings: [{ file: DIRECTIVE, line: 5, column: 10, message: 'Decision "принять" is not one of' }],
      },
      {
        name: 'recommended: «Решение» inside a sentence is no label',
        files: { ...m, 'human-directive.md': directive('Моё решение: REJECT_NOW') },
        options: recommended,
        detail: 'human-directive.md present but no parseable `Decision:` line',
      },
    ],
  });
});

describe('directive-followed reads the directed verdict from a table row and under a Russian Decision', () => {
  ruleTester(followed, {
    valid: [
      {
        name: 'recommended: a `| Directed verdict | ACCEPT |` row followed by an ACCEPT',
        files: { ...m, 'human-directive.md': directive(table('| Decision | DIRECTED_VERDICT |', '| Directed verdict | ACCEPT |')), 'acceptance-log.md': log('ACCEPT ✅') },
        options: recommended,
        detail: exactly('Decision=DIRECTED_VERDICT (ACCEPT) followed (L5)'),
      },
      {
        name: 'recommended: a row written after a verdict line revises it',
        files: { ...m, 'human-directive.md': directive(`Decision: DIRECTED_VERDICT\nVerdict: ACCEPT\n\n${table('| **Вердикт** | `REJECT` (crit-3) |')}`), 'acceptance-log.md': log('REJECT') },
        options: recommended,
        detail: exactly('Decision=DIRECTED_VERDICT (REJECT) followed (L5)'),
      },
      {
        name: 'recommended: a header row `| Directed verdict | Reason |` names no verdict',
        status: 'skip',
        files: { ...m, 'human-directive.md': directive(`Decision: DIRECTED_VERDICT\n\n| Directed verdict | Reason |\n|---|---|\n| see the notes | n/a |`), 'acceptance-log.md': log('ACCEPT') },
        options: recommended,
        detail: exactly('Decision=DIRECTED_VERDICT names no ACCEPT or REJECT to compare with the verdict'),
      },
    ],
    invalid: [
      {
        name: 'recommended: a `| Directed verdict | REJECT |` row, and the director wrote ACCEPT',
        files: { ...m, 'human-directive.md': directive(table('| Decision | DIRECTED_VERDICT |', '| Directed verdict | REJECT |')), 'acceptance-log.md': log('ACCEPT ✅') },
        options: recommended,
        detail: exactly('the human directed the verdict REJECT (engagement/human-directive.md:9) but the latest verdict is ACCEPT (acceptance-log.md L5)'),
        findings: [{ file: LOG, line: 5, column: 14, message: exactly('ACCEPT contradicts the directed verdict REJECT (engagement/human-directive.md:9)') }],
      },
      {
        name: 'recommended: `Решение: DIRECTED_VERDICT` with `Вердикт: REJECT`, and the director wrote ACCEPT',
        files: { ...m, 'human-directive.md': directive('Решение: DIRECTED_VERDICT\nВердикт: REJECT'), 'acceptance-log.md': log('ACCEPT') },
        options: recommended,
        detail: exactly('the human directed the verdict REJECT (engagement/human-directive.md:6) but the latest verdict is ACCEPT (acceptance-log.md L5)'),
      },
    ],
  });
});
