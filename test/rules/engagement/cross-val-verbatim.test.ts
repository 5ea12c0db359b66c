import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { verbatimAt, verbatimForms, verbatimIn } from '../../../rules/engagement/lib/cross-val-verbatim.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

// Quoting typography is no change under --preset recommended: a §4a quote that differs from the cited text
// only in the case of its first letter, a mark it adds at its start or end, or the kind of its quotation marks
// is verbatim, whatever its length. A changed mark, figure or negation is still no verbatim quote.
const HANDOFF = 'engagement/handoff.md';
const report = [
  '# dev-qa-engineer',
  '## Iteration 1',
  '### Cross-contract claims',
  '- Expects 200 with content-type text/csv and a header row of 7 columns',
  '- Expects 404 with body {error: report_not_found} for an unknown id',
  '- The export doesn’t include archived reports',
  '- POST /items returns 201 + {id, name} on create, never 200',
  '- Query params are `from` and `to`, both `YYYY-MM-DD`, inclusive',
].join('\n');
const files = (quote: string) => ({
  'criteria.md': criteria({ size: 'L' }),
  'executor-reports/dev-qa-engineer.md': report,
  'executor-reports/dev-2.md': '# dev-2\n## Iteration 1\n- ok\n',
  'handoff.md': `# Handoff\n## 4. Executor reports\n- dev-qa-engineer, dev-2\n### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| x | ${quote} | | MATCH |\n## 5. Validation log\n`,
});
const recommended = { preset: 'recommended' as const };
const at = (message: string) => [{ file: HANDOFF, line: 7, column: 7, message }];

describe('cross-val-quotes: quoting typography is verbatim', () => {
  ruleTester(rule, {
    valid: [
      ...[
        ['a lower-cased first letter', 'dev-qa-engineer.md L4: "expects 200 with content-type text/csv"'],
        ['a full stop added mid-line', 'dev-qa-engineer.md L4: "Expects 200 with content-type text/csv."'],
        ['both, and a second quote closing the line with a full stop', 'dev-qa-engineer.md L4: "expects 200 with content-type text/csv." / "a header row of 7 columns."'],
        ['the same at 11 words (no loose-match warning)', 'dev-qa-engineer.md L4: "expects 200 with content-type text/csv and a header row of 7 columns"'],
        ['a capital where the report has a small letter, and an opening ellipsis', 'dev-qa-engineer.md L4: "…With content-type text/csv"'],
        ['a straight apostrophe for a curly one, in «guillemets»', 'dev-qa-engineer.md L6: «the export doesn\'t include archived reports!»'],
        ['a colon and quotation marks around the words', 'dev-qa-engineer.md L5: ": \'for an unknown id\'."'],
        ['no line cited', 'Per dev-qa-engineer.md, "expects 404 with body {error: report_not_found}."'],
        ['the words of code spans without their marks', 'dev-qa-engineer.md L8: "Query params are from and to, both YYYY-MM-DD"'],
        ['code-span marks the report does not write', 'dev-qa-engineer.md L4: "Expects 200 with content-type `text/csv`"'],
      ].map(([name, quote]) => ({ name: `recommended: ${name}`, files: files(quote!), options: recommended, detail: /^\d quotes verified$/ })),
      { name: 'no handoff.md yet', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }) } },
    ],
    invalid: [
      {
        name: 'compat: the words of code spans without their marks are a phantom, as the reference reads them',
        files: files('dev-qa-engineer.md L8: "Query params are from and to, both YYYY-MM-DD"'),
        findings: at('phantom quote dev-qa-engineer.md L8: quote not found in engagement/executor-reports/dev-qa-engineer.md within ±2 lines of L8'),
      },
      {
        name: 'recommended: without code-span marks, a changed word is still no verbatim quote',
        files: files('dev-qa-engineer.md L8: "Query params are from and until, both YYYY-MM-DD"'),
        options: recommended,
        findings: at('phantom quote dev-qa-engineer.md L8: quote not found in engagement/executor-reports/dev-qa-engineer.md within ±2 lines of L8'),
      },
      {
        name: 'compat: a lower-cased short quote is still a phantom, as the reference reads it',
        files: files('dev-qa-engineer.md L4: "expects 200 with content-type"'),
        findings: at('phantom quote dev-qa-engineer.md L4: quote not found in engagement/executor-reports/dev-qa-engineer.md within ±2 lines of L4'),
      },
      {
        name: 'recommended: a mark that changes the report\'s (a comma closed as a full stop) is not verbatim: a loose match',
        status: 'warn',
        files: files('dev-qa-engineer.md L7: "returns 201 + {id, name} on create."'),
        options: recommended,
        findings: at('quote dev-qa-engineer.md L7 is not verbatim: only 5 or more consecutive words match the report'),
      },
      {
        name: 'recommended: a lower-cased quote with a changed figure is still a misquote',
        files: files('dev-qa-engineer.md L4: "expects 201 with content-type text/csv."'),
        options: recommended,
        findings: at('phantom quote dev-qa-engineer.md L4: misquoted, it quotes 201 where the report says 200'),
      },
      {
        name: 'recommended: a case changed past the first letter is no typography',
        files: files('dev-qa-engineer.md L4: "expects 200 With content-type"'),
        options: recommended,
        findings: at('phantom quote dev-qa-engineer.md L4: quote not found in engagement/executor-reports/dev-qa-engineer.md within ±2 lines of L4'),
      },
      {
        name: 'recommended: marks alone are no quote',
        files: files('dev-qa-engineer.md L4: "…"'),
        options: recommended,
        findings: at('phantom quote dev-qa-engineer.md L4: quote not found in engagement/executor-reports/dev-qa-engineer.md within ±2 lines of L4'),
      },
    ],
  });
});

// A quote verbatim but for its typography that sits at another line of the report than the one cited: the finding
// says where it is, as it does for an exact quote (a wrong line number, not an invented quote).
describe('cross-val-quotes: a typography-only quote at another line', () => {
  const REPORT = 'engagement/executor-reports/dev-qa-engineer.md';
  const wrongLine = (cited: number, found: string) => at(`phantom quote dev-qa-engineer.md L${cited}: quote found in ${REPORT} at ${found}, not within ±2 lines of the cited L${cited}`);
  ruleTester(rule, {
    valid: [{ name: 'no handoff.md yet', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }) } }],
    invalid: [
      ...(
        [
          // [why, quote, cited line, where it is]
          ['a lower-cased first letter', 'expects 404 with body {error: report_not_found}', 1, 'L5'],
          ['a closing mark added', 'returns 201 + {id, name} on create, never 200.', 1, 'L7'],
          ['a straight apostrophe for a curly one', "the export doesn't include archived reports", 2, 'L6'],
          ['all three, across two lines', "For an unknown id - The export doesn't include!", 1, 'L5-L6'],
        ] as const
      ).map(([why, quote, cited, found]) => ({
        name: `recommended: ${why}, cited at L${cited}, found at ${found}`,
        files: files(`dev-qa-engineer.md L${cited}: "${quote}"`),
        options: recommended,
        findings: wrongLine(cited, found),
      })),
      {
        name: 'compat: the same quote is not found, as the reference reads it',
        files: files('dev-qa-engineer.md L1: "expects 404 with body {error: report_not_found}"'),
        findings: at(`phantom quote dev-qa-engineer.md L1: quote not found in ${REPORT} within ±2 lines of L1`),
      },
    ],
  });
});

describe('verbatimForms() and verbatimIn()', () => {
  it('drops the marks at the ends and tries the first letter in both cases', () => {
    expect(verbatimForms('"expects 200."')).toEqual({ forms: ['expects 200', 'Expects 200'], after: '.' });
    expect(verbatimForms('…, And so')).toEqual({ forms: ['And so', 'and so'], before: ',' });
    expect(verbatimForms('200!')).toEqual({ forms: ['200'], after: '!' });
    expect(verbatimForms('.?!')).toEqual({ forms: [] });
  });
  it('finds a later place where an earlier one changes a mark', () => {
    expect(verbatimIn({ text: 'on create, then on create and more' }, 'on create.', { left: 1e6 })).toBe(true);
    expect(verbatimIn({ text: 'on create, then on create; more' }, 'on create.', { left: 1e6 })).toBe(false);
  });
  it('says where the words are, the marks at the ends left out', () => {
    expect(verbatimAt({ text: 'on create, never 200, with more' }, '"Never 200."', { left: 1e6 })).toBeUndefined();
    expect(verbatimAt({ text: 'on create, never 200 with more' }, '"Never 200"', { left: 1e6 })).toEqual({ at: 11, length: 9 });
    expect(verbatimAt({ text: 'x don’t y' }, "Don't", { left: 1e6 })).toEqual({ at: 2, length: 5 });
  });
  it('reads long runs of marks and of near-matches, and gives up within its budget', () => {
    expect(verbatimForms(`${'.'.repeat(100_000)}a${' '.repeat(100_000)}`).forms).toEqual(['a', 'A']);
    expect(verbatimIn({ text: 'a,'.repeat(100_000) }, 'a.', { left: 2_000_000 })).toBe(false);
    expect(verbatimIn({ text: 'a,'.repeat(1_000_000) }, 'a.', { left: 1_000 })).toBe('unchecked');
    expect(verbatimIn({ text: '’'.repeat(100_000) }, '\'x\'', { left: 2_000_000 })).toBe(false);
  });
});
