import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { quoteEnd, rendered } from '../../../rules/engagement/lib/cross-val-forms.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

// A §4a quote that holds quotation marks: markdown-escaped (`{\"id\": 1}`) or not (`{"id": 1}`). Under
// --preset recommended the quote is read to the mark that closes it and matched as markdown renders it.
const HANDOFF = 'engagement/handoff.md';
const report = (who: string, claim: string) => `# ${who} executor report\n## Iteration 1 — 2026-05-01 10:00\n### Criteria acknowledgement\n- crit-1: "the API"\n### Cross-contract claims\n- ${claim}\n`;
const files = (a: string, b: string) => ({
  'criteria.md': criteria({ size: 'L' }),
  'executor-reports/dev-backend.md': report('dev-backend', 'Returns 200 and {"id": 1}'),
  'executor-reports/dev-frontend.md': report('dev-frontend', 'Expects 200 and {"id": 1} with the "ok" status **bold** too'),
  'handoff.md': `# Handoff\n## 4. Executor reports\n- dev-backend, dev-frontend\n### 4a. Cross-validation table\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| id response | ${a} | ${b} | MATCH |\n## 5. Validation log\n`,
});
const recommended = { preset: 'recommended' as const };
const A = 'dev-backend.md L6: "Returns 200 and {"id": 1}"';
/** Where the B citation opens on the row, after `| id response | <a> | `. */
const bAt = (a: string) => 20 + a.length;

describe('cross-val-quotes: quotes that hold quotation marks', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md yet', status: 'skip', files: Object.fromEntries(Object.entries(files(A, A)).filter(([f]) => f !== 'handoff.md')) },
      { name: 'recommended: markdown-escaped inner quotes are the rendered quote', files: files(A, 'dev-frontend.md L6: "Expects 200 and {\\"id\\": 1}"'), options: recommended, detail: exactly('2 quotes verified') },
      { name: 'recommended: a quoted word inside the quote, written plain', files: files(A, 'dev-frontend.md L6: "with the "ok" status"'), options: recommended, detail: exactly('2 quotes verified') },
      { name: 'recommended: other markdown escapes render away (`\\*\\*bold\\*\\*`)', files: files(A, 'dev-frontend.md L6: "status \\*\\*bold\\*\\* too"'), options: recommended, detail: exactly('2 quotes verified') },
      { name: 'recommended: a further quote after one holding quotes is read from its end', files: files(A, 'dev-frontend.md L6: "Expects 200 and {"id": 1}", "the "ok" status"'), options: recommended, detail: exactly('3 quotes verified') },
    ],
    invalid: [
      {
        name: 'recommended: words added after the inner quote are read, so the quote is not verbatim',
        status: 'warn',
        files: files('dev-backend.md L6: "Returns 200 and {"id": 1} on every call"', 'dev-frontend.md L6: "Expects 200 and {"id": 1}"'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 7, column: 17, message: exactly('quote dev-backend.md L6 is not verbatim: only 5 or more consecutive words match the report') }],
      },
      {
        name: 'recommended: a changed number before an inner quote is a misquote, naming both values',
        files: files('dev-backend.md L6: "Returns 201 and {"id": 1}"', 'dev-frontend.md L6: "Expects 200 and {"id": 1}"'),
        options: recommended,
        detail: exactly('phantom quotes: 1 of 2 in §4a (dev-backend.md L6: misquoted, it quotes 201 where the report says 200)'),
        findings: [{ file: HANDOFF, line: 7, column: 17, message: exactly('phantom quote dev-backend.md L6: misquoted, it quotes 201 where the report says 200') }],
      },
      {
        name: 'recommended: a changed number after the inner quote is no longer cut off unread',
        files: files('dev-backend.md L6: "Returns 200 and {"id": 2}"', 'dev-frontend.md L6: "Expects 200 and {"id": 1}"'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 7, column: 17, message: exactly('phantom quote dev-backend.md L6: misquoted, it quotes 2 where the report says 1') }],
      },
      {
        name: 'recommended: an escaped quote with a changed number is a misquote too',
        files: files(A, 'dev-frontend.md L6: "Expects 201 and {\\"id\\": 1}"'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 7, column: bAt(A), message: exactly('phantom quote dev-frontend.md L6: misquoted, it quotes 201 where the report says 200') }],
      },
      {
        name: 'compat: the reference reads an escaped quote up to its backslash, which the report does not hold',
        files: files(A, 'dev-frontend.md L6: "Expects 200 and {\\"id\\": 1}"'),
        detail: /^phantom quotes: 1 of 2 in §4a \(dev-frontend\.md L6: quote not found in engagement\/executor-reports\/dev-frontend\.md within ±2 lines of L6\)$/,
      },
    ],
  });

  it('a backslash before the closing mark still closes the quote when nothing closes it later', async () => {
    const r = await lint(rule, { files: { ...files(A, 'dev-frontend.md L6: "Expects 200 and {\\"'), 'executor-reports/dev-frontend.md': report('dev-frontend', 'Expects 200 and {\\"id\\": 1}') }, options: recommended });
    expect(r.detail).toBe('2 quotes verified');
  });
});

describe('quoteEnd and rendered', () => {
  const close = (text: string) => text.indexOf('"', text.indexOf('"') + 1);
  it('runs a quote on past an inner opening mark to the mark that closes it', () => {
    const t = 'a.md L1: "x {"id": 1}" | b';
    expect(quoteEnd(t, close(t), true)).toBe(t.lastIndexOf('"'));
  });
  it('keeps a mark that closes the quote, and one with no close in its cell', () => {
    expect(quoteEnd('a.md L1: "x" y', 11, false)).toBe(11);
    const t = 'a.md L1: "x {"id | "y"';
    expect(quoteEnd(t, close(t), true)).toBe(close(t));
  });
  it('a long line of opening marks ends no quote', () => {
    const t = `a.md L1: "x${' "y'.repeat(50_000)}`;
    const at = t.indexOf('"', 10);
    expect(quoteEnd(t, at, false)).toBe(at);
    for (let i = 0; i < 1000; i++) quoteEnd(t, at, false);
  });
  it('renders backslash escapes of ASCII punctuation only', () => {
    expect(rendered('{\\"id\\": 1} \\*a\\* C:\\dir')).toBe('{"id": 1} *a* C:\\dir');
  });
});

// The time of these long inputs is bench/hostile.mjs's (engagement-inner-quotes-and-removals-runs).
describe('cross-val-quotes: a long row of citations whose quotes hold opening marks', () => {
  it('100k characters', async () => {
    const row = `| x | ${'dev-backend.md L6: "a {"b '.repeat(4000)} | |`;
    const r = await lint(rule, { files: { ...files(A, 'x'), 'handoff.md': `# Handoff\n### 4a. Cross-validation table\n| C | A | B |\n|---|---|---|\n${row}\n` }, options: recommended });
    expect(r.status).toBe('fail');
  });
});
