import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { core, misquote } from '../../../rules/engagement/lib/cross-val-misquote.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

// A §4a quote that is the report's words but for a changed figure (number, percentage, date, version) or an
// added or dropped negation is a misquote: under --preset recommended it fails, naming both values.
const HANDOFF = 'engagement/handoff.md';
const report = [
  '# dev-1',
  '## Iteration 1',
  '- Offer headline: «Весна-2026: скидки до 40%»',
  '- Форма не отправляет данные без согласия пользователя',
  '- The rate limit is 100 requests per minute per API key',
  '- The spring sale ends on 2026-04-30 at midnight Moscow time',
  '- The webhook sender does not retry failed deliveries automatically',
  '- POST /items returns 201 + {id, name} on create, never 200',
].join('\n');
const files = (quote: string) => ({
  'criteria.md': criteria({ size: 'L' }),
  'executor-reports/dev-1.md': report,
  'executor-reports/dev-2.md': '# dev-2\n## Iteration 1\n- ok\n',
  'handoff.md': `# Handoff\n## 4. Executor reports\n- dev-1, dev-2\n### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| x | ${quote} | | MATCH |\n## 5. Validation log\n`,
});
const recommended = { preset: 'recommended' as const };
/** The finding at the citation (row 7, after `| x | `). */
const at = (message: string) => [{ file: HANDOFF, line: 7, column: 7, message }];

const russian = files('dev-1.md L3: "Offer headline: «Весна-2026: скидки до 50%»"');
const number = files('dev-1.md L5: "The rate limit is 120 requests per minute per API key"');
const date = files('dev-1.md L6: "the spring sale ends on 2026-05-31 at midnight Moscow time"');
const droppedNot = files('dev-1.md L7: "The webhook sender does retry failed deliveries automatically"');
const droppedNe = files('dev-1.md L4: «Форма отправляет данные без согласия пользователя»');
const addedNot = files('dev-1.md L5: "The rate limit is not 100 requests per minute per API key"');
// Trimmed at its ends (and its last comma a period): faithful, not verbatim.
const trimmed = files('dev-1.md L8: "returns 201 + {id, name} on create."');

describe('cross-val-quotes: a changed figure or negation is a misquote', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md yet', status: 'skip', files: Object.fromEntries(Object.entries(number).filter(([f]) => f !== 'handoff.md')) },
      // The spec: a 5-word match is "partial" and still passes with a note.
      { name: 'compat: a changed number still passes as a loose match, with a note', files: number, detail: /^0 quotes verified, 1 loose-matches \(5\+ consecutive words\): dev-1\.md L5 \(handoff L7\)/ },
      { name: 'compat: a changed percentage in Russian, the same', files: russian, detail: /^0 quotes verified, 1 loose-matches/ },
    ],
    invalid: [
      {
        name: 'recommended: a changed percentage in a Russian quote fails, naming both values',
        files: russian,
        options: recommended,
        detail: 'phantom quotes: 1 of 1 in §4a (dev-1.md L3: misquoted, it quotes 50% where the report says 40%)',
        fix: /A figure or a negation must be the report's own\.$/,
        findings: at('phantom quote dev-1.md L3: misquoted, it quotes 50% where the report says 40%'),
      },
      { name: 'recommended: a changed number', files: number, options: recommended, findings: at('phantom quote dev-1.md L5: misquoted, it quotes 120 where the report says 100') },
      { name: 'recommended: a changed date (a capital and the case of a word are no change)', files: date, options: recommended, findings: at('phantom quote dev-1.md L6: misquoted, it quotes 2026-05-31 where the report says 2026-04-30') },
      { name: 'recommended: a dropped "not"', files: droppedNot, options: recommended, findings: at('phantom quote dev-1.md L7: misquoted, it leaves out the report\'s "not"') },
      { name: 'recommended: a dropped «не» in Russian', files: droppedNe, options: recommended, findings: at('phantom quote dev-1.md L4: misquoted, it leaves out the report\'s "не"') },
      { name: 'recommended: an added "not"', files: addedNot, options: recommended, findings: at('phantom quote dev-1.md L5: misquoted, it adds "not", which the report does not say') },
      {
        name: 'recommended: a trimmed but faithful quote stays a warning (a loose match, not a misquote)',
        status: 'warn',
        files: trimmed,
        options: recommended,
        findings: at('quote dev-1.md L8 is not verbatim: only 5 or more consecutive words match the report'),
      },
      {
        name: 'recommended: a short quote with a changed figure is named as a misquote too',
        files: files('dev-1.md L5: "limit is 120 requests"'),
        options: recommended,
        findings: at('phantom quote dev-1.md L5: misquoted, it quotes 120 where the report says 100'),
      },
      {
        name: 'recommended: a lone figure is matched to no other: a plain phantom',
        files: files('dev-1.md L5: "120"'),
        options: recommended,
        findings: at('phantom quote dev-1.md L5: quote not found in engagement/executor-reports/dev-1.md within ±2 lines of L5'),
      },
      {
        name: 'recommended: a quote at another line is said to be there, not a misquote of the cited one',
        files: { ...number, 'executor-reports/dev-1.md': `${report}\n\n\n\n- The rate limit is 120 requests per minute per API key` },
        options: recommended,
        findings: at('phantom quote dev-1.md L5: quote found in engagement/executor-reports/dev-1.md at L12, not within ±2 lines of the cited L5'),
      },
    ],
  });
});

describe('misquote()', () => {
  const run = (window: string, quote: string, budget = { left: 1e6 }) => misquote(window.split(' '), {}, quote.split(' '), budget);
  it('names every changed figure', () => {
    expect(run('v2.1 ships on 2026-05-01 to 40% of users', 'v2.2 ships on 2026-05-02 to 40% of users')).toBe('quotes v2.2 where the report says v2.1, 2026-05-02 where it says 2026-05-01');
  });
  it('is silent where the quote is faithful at one place, though another differs', () => {
    expect(run('returns 200 on create, returns 201 on create', 'Returns 201 on create')).toBeUndefined();
  });
  it('is silent when other words differ too, or nothing but figures agree', () => {
    expect(run('returns 201 on create', 'returns 202 on update')).toBeUndefined();
    expect(run('step 1 of 3', 'step 2 of 4')).toBeUndefined();
  });
  it('gives up within its budget: the quote is judged as before', () => {
    const window = Array(200_000).fill('x').join(' ');
    expect(run(window, `${'x '.repeat(8_000)}1`, { left: 2_000_000 })).toBeUndefined();
  });
  it('reads a token without the marks around it, however many', () => {
    expect(core('«50%»,')).toBe('50%');
    expect(core('(v2.1)')).toBe('v2.1');
    expect(core('»'.repeat(100_000))).toBe('');
  });
});
