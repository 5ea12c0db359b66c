import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

// A signal's figures are its own words: "3350.005 → 3350.01" names the catch that quotes those numbers,
// as two of its words would. A figure names no signal that another one shares, and a bare marker still names none.
const LOG = 'engagement/acceptance-log.md';
const CONSILIUM = 'engagement/consilium-summary.md';
const recommended = { preset: 'recommended' as const };
const catches = (...lines: string[]) => ({
  'criteria.md': criteria({ size: 'M' }),
  iteration: '1',
  'consilium-summary.md': ['# Consilium summary — iteration 1', '', '## Naive-layer catches', ...lines, ''].join('\n'),
});
const rounding = catches(
  '- **LOW**: Example host billing.example.ru in docs/api/invoices.md is not a reserved example domain (haiku-scoped)',
  "- **LOW**: Total 3350.005 prints as 3350.01 where banker's rounding would give 3350.00 (haiku-scoped)",
);
const log = (...lines: string[]) => ['# Acceptance log', '', '## Iteration 1', '', '### Consilium adjudication', ...lines, '', '### Verdict: ACCEPT', ''].join('\n');
const host = '- Naive catch, example host billing.example.ru: REAL, docs fix queued.';

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: a catch named by the figures it quotes (3350.005 → 3350.01)',
      files: { ...rounding, 'acceptance-log.md': log(host, '- Naive catch, 3350.005 → 3350.01: FALSE_POSITIVE — accounting rounds half-up.') },
      options: recommended,
      detail: exactly('all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)'),
    },
    {
      name: 'recommended: the ruling repeats a figure in its reason, and one figure with one word of the catch names it too',
      files: { ...rounding, 'acceptance-log.md': log(host, '- Naive catch, rounding of 3350.005: FALSE_POSITIVE — 3350.005 rounds half-up in accounting.') },
      options: recommended,
      detail: exactly('all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)'),
    },
    {
      name: 'recommended: status codes of three digits are figures (404 → 410)',
      files: {
        ...catches('- **LOW**: A deleted invoice answers 404 where the API guide promises 410 (haiku-scoped)', '- **LOW**: The export button has no loading state (haiku-scoped)'),
        'acceptance-log.md': log('- Naive catch, 404 vs 410: REAL, aligned with the guide.', '- Naive catch, export button loading state: FALSE_POSITIVE, it shows a spinner.'),
      },
      options: recommended,
      detail: exactly('all consilium signals adjudicated (naive-layer catches: 2/2 adjudicated)'),
    },
    { name: 'size S', status: 'skip', files: { ...rounding, 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': log(host) } },
  ],
  invalid: [
    {
      name: 'recommended: a bare marker names no catch, figures or not',
      files: { ...rounding, 'acceptance-log.md': log(host, '- Naive catch: FALSE_POSITIVE — accounting rounds half-up.') },
      options: recommended,
      detail: exactly('naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, naming only 1 of them'),
      findings: [
        { file: LOG, line: 3, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 1 of 2 naive-layer catches (needs REAL/FALSE_POSITIVE for each)') },
        {
          file: LOG,
          line: 7,
          column: 16,
          severity: 'warning',
          message: exactly('this REAL/FALSE_POSITIVE marker names no naive-layer catch: name the one it rules on (its number, its reviewers or role, its own words or figures, or its text quoted)'),
        },
        { file: CONSILIUM, line: 5, column: 1, severity: 'info', message: 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: LOW: Total 3350.005' },
      ],
    },
    {
      name: 'recommended: figures the catch does not quote name nothing',
      files: { ...rounding, 'acceptance-log.md': log(host, '- Naive catch, 3350.02 → 3350.03: FALSE_POSITIVE — accounting rounds half-up.') },
      options: recommended,
      detail: 'naming only 1 of them',
      findings: [
        { file: LOG, line: 3, column: 1, message: 'adjudicates 1 of 2 naive-layer catches' },
        { file: LOG, line: 7, column: 35, severity: 'warning', message: 'names no naive-layer catch' },
        { file: CONSILIUM, line: 5, column: 1, severity: 'info', message: 'Total 3350.005' },
      ],
    },
    {
      name: 'recommended: figures both catches quote name neither',
      files: {
        ...catches('- **LOW**: Total 3350.005 prints as 3350.01 on the PDF (haiku-scoped)', '- **LOW**: Total 3350.005 exports as 3350.01 in the CSV (haiku-scoped)'),
        'acceptance-log.md': log('- Naive catch, total prints on the PDF: REAL, fixed.', '- Naive catch, 3350.005 → 3350.01: FALSE_POSITIVE'),
      },
      options: recommended,
      detail: 'naming only 1 of them',
      findings: [
        { file: LOG, line: 3, column: 1, message: 'adjudicates 1 of 2 naive-layer catches' },
        { file: LOG, line: 7, column: 36, severity: 'warning', message: 'names no naive-layer catch' },
        { file: CONSILIUM, line: 5, column: 1, severity: 'info', message: 'exports as 3350.01 in the CSV' },
      ],
    },
  ],
});

describe('figures on long lines', () => {
  // A run of digits and marks is one figure: matching it costs its length.
  it.each(['1'.repeat(100_000), '1.'.repeat(50_000), '1, '.repeat(40_000), ' '.repeat(100_000)])('reads a 100k run (%#) as no name', async (run) => {
    const r = await lint(rule, { files: { ...rounding, 'acceptance-log.md': log(host, `- ${run}: FALSE_POSITIVE`) }, options: recommended });
    expect(r.detail).toBe('naive-layer catches: 2 signals, 2 REAL/FALSE_POSITIVE markers in verdict, naming only 1 of them');
  });
});
