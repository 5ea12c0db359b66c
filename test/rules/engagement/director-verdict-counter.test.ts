import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/director-verdict.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

// No readable counter: the spec reads "the `## Iteration <counter>` section of acceptance-log.md, else the
// whole log". Compat keeps the reference's "a missing counter means iteration 1".
const LOG = 'engagement/acceptance-log.md';
const CONSILIUM = 'engagement/consilium-summary.md';
const recommended = { preset: 'recommended' as const };
const consilium = '# Consilium summary — iteration 2\n\n## Naive-layer catches\n\n- **LOW**: hero image without dimensions\n';
const twoRounds = [
  '# Acceptance log',
  '',
  '## Iteration 1 — 2026-03-03 19:00',
  '',
  '### Verdict: REJECT',
  'Reason: crit-4 not met.',
  '',
  '## Iteration 2 — 2026-03-05 18:10',
  '',
  '### Consilium adjudication',
  '- Naive catch, hero image without dimensions: REAL, LCP still under the bar.',
  '',
  '### Verdict: ACCEPT',
  '',
].join('\n');
const noCounter = { 'criteria.md': criteria({ size: 'M' }), 'consilium-summary.md': consilium, 'acceptance-log.md': twoRounds };
const unruled = { ...noCounter, 'acceptance-log.md': twoRounds.replace(': REAL, LCP still under the bar.', ': noted.') };

describe('director-verdict without a readable counter', () => {
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: without a counter or a consilium, nothing to adjudicate',
        status: 'skip',
        files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': twoRounds },
        options: recommended,
        detail: /^consilium-summary\.md not present/,
      },
      {
        name: 'recommended: a missing counter reads the whole log, so iteration 2\'s ruling counts',
        files: noCounter,
        options: recommended,
        detail: 'all consilium signals adjudicated (naive-layer catches: 1/1 adjudicated)',
      },
    ],
    invalid: [
      {
        name: 'compat: a missing counter reads as iteration 1, as the reference reads it',
        files: noCounter,
        detail: 'naive-layer catches: 1 signals, only 0 REAL/FALSE_POSITIVE markers in verdict',
        findings: [
          { file: LOG, line: 3, column: 1, message: '`## Iteration 1` of acceptance-log.md adjudicates 0 of 1 naive-layer catches (needs REAL/FALSE_POSITIVE for each)' },
          { file: CONSILIUM, line: 5, column: 1, message: 'naive-layer catch needing a REAL/FALSE_POSITIVE marker: LOW: hero image without dimensions' },
        ],
      },
      {
        name: 'recommended: a missing counter, and no round rules on the catch: the whole log is judged',
        files: unruled,
        options: recommended,
        detail: /^naive-layer catches: 1 signals?, /,
        findings: [
          { file: LOG, line: 1, column: 1, message: /^acceptance-log\.md adjudicates 0 of 1 naive-layer catches/ },
          { file: CONSILIUM, line: 5, column: 1, message: /^naive-layer catch needing a REAL\/FALSE_POSITIVE marker/ },
        ],
      },
    ],
  });

  it('recommended: a folder in the counter\'s place reads the whole log too', async () => {
    const r = await lint(rule, { files: { ...noCounter, 'iteration/.keep': '' }, options: recommended });
    expect(r.detail).toMatch(/^all consilium signals adjudicated \(naive-layer catches: 1\/1 adjudicated\)/);
    expect(r.status).not.toBe('fail');
  });
});
