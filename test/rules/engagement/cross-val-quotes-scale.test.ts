/**
 * cross-val-quotes once searched the window for every 5-word run of a quote
 * (`window.includes(run)`), which took seconds on a long quote against a long
 * line; it now reads the window's tokens once against the quote's runs. These
 * tests hold it to the old definition, kept here as the reference, on random small
 * inputs, and check large and crafted inputs give the verdicts they should.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import rule, { looseMatchIn } from '../../../rules/engagement/cross-val-quotes.js';
import type { CheckResult } from '../../../packages/core/src/types.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { expectInvalid, lint, type InvalidCase, type Tree } from '../../rule-tester.js';

afterAll(cleanupTrees);

type Verdict = 'exact' | 'partial' | 'phantom';
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The verdict as the rule read before: any 5-word run of the quote as a substring of the ±2-line window. */
function reference(lines: string[], n: number, quote: string): Verdict {
  const window = norm(lines.slice(Math.max(0, n - 3), n + 2).join(' '));
  const q = norm(quote);
  if (window.includes(q)) return 'exact';
  const words = q.split(' ');
  // (The same runs once each, so the reference stays quick on the large inputs below.)
  const runs = new Set(words.slice(0, Math.max(0, words.length - 4)).map((_, i) => words.slice(i, i + 5).join(' ')));
  return [...runs].some((run) => window.includes(run)) ? 'partial' : 'phantom';
}

const handoff = (rows: string[]) => ['# Handoff', '## 4. Executor reports', '### 4a. Cross-validation table', '| Contract | A | B | Verdict |', '|---|---|---|---|', ...rows, '## 5. Validation log', '- ok'].join('\n');
const files = (report: string, rows: string[]): Tree => ({ 'criteria.md': criteria({ size: 'L' }), 'executor-reports/notes.md': report, 'handoff.md': handoff(rows) });

/** Asserts a result's status, detail and findings as the rule tester does an invalid case's. */
const expectResult = (r: CheckResult, want: Omit<InvalidCase, 'files'>) => expectInvalid(r, { files: {}, ...want });

/** The verdict of a handoff with one citation (compat: a loose match passes with a note). */
function verdictOf(r: CheckResult): Verdict {
  expect(r.internal_error, r.detail).toBeUndefined();
  if (r.status === 'fail') return 'phantom';
  expect(r.status, r.detail).toBe('pass');
  return /loose-matches/.test(r.detail) ? 'partial' : 'exact';
}

describe('looseMatchIn: any 5-word run of the quote as a substring of the window', () => {
  // Long quotes too, so that both ways of searching run: a few distinct runs (substring search) and many (tokens).
  const word = fc.constantFrom('a', 'b', 'ab', 'ba', 'aa', 'bab', 'c');
  it('agrees with `runs.some(run => window.includes(run))` whatever the number of distinct runs', () => {
    const kinds = { few: 0, many: 0 };
    fc.assert(
      fc.property(fc.array(word, { maxLength: 120, size: 'max' }), fc.array(word, { minLength: 5, maxLength: 60, size: 'max' }), fc.nat(), fc.nat(), (w, q, s, e) => {
        const window = w.join(' ');
        // Often a stretch of the window cut at any character, so that runs start and end inside tokens.
        const [a, b] = [s % (window.length + 1), e % (window.length + 1)].sort((x, y) => x - y);
        const words = (e % 2 ? norm(`${q.slice(0, 2).join(' ')} ${window.slice(a, b)} ${q.slice(2, 4).join(' ')}`) : q.join(' ')).split(' ').filter(Boolean);
        if (words.length < 5) return;
        const runs = new Set(words.slice(0, words.length - 4).map((_, i) => words.slice(i, i + 5).join(' ')));
        kinds[runs.size > 16 ? 'many' : 'few']++;
        const want = [...runs].some((run) => window.includes(run));
        expect(looseMatchIn(window, () => window.split(' '), words, { left: Infinity })).toBe(want);
      }),
      { numRuns: 3000 },
    );
    expect(Math.min(kinds.few, kinds.many), JSON.stringify(kinds)).toBeGreaterThan(300);
  });
  it('stops with "unchecked" when the budget is spent, on either way of searching', () => {
    const window = 'a '.repeat(10_000).trim();
    expect(looseMatchIn(window, () => window.split(' '), ['b', 'b', 'b', 'b', 'b'], { left: 10 })).toBe('unchecked');
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`);
    expect(looseMatchIn(window, () => window.split(' '), many, { left: 5_000 })).toBe('unchecked');
    expect(looseMatchIn(window, () => window.split(' '), many, { left: 50_000 })).toBe(false);
  });
});

describe('cross-val-quotes: the loose match is the old substring search', () => {
  // Short words over two letters: runs that start inside a token and end inside one, and repeats, are frequent.
  const word = fc.constantFrom('a', 'b', 'ab', 'ba', 'aa', 'bab');
  const line = fc.array(word, { maxLength: 9 }).chain((ws) => fc.constantFrom(' ', '  ', '\t').map((sep) => ws.join(sep)));
  const input = fc
    .record({
      lines: fc.array(line, { minLength: 1, maxLength: 8 }),
      n: fc.integer({ min: 1, max: 10 }),
      before: fc.array(word, { maxLength: 3 }),
      // Cut points; often the window's very start or end, where the scan of the window has its edges.
      cut: fc.tuple(fc.oneof(fc.nat(), fc.constant(0)), fc.oneof(fc.nat(), fc.constant(-1))),
      after: fc.array(word, { maxLength: 3 }),
      random: fc.option(fc.array(word, { minLength: 1, maxLength: 14 }), { freq: 3 }),
    })
    .map(({ lines, n, before, cut, after, random }) => {
      // Mostly a stretch of the window cut at any character, padded with words; sometimes random words.
      const window = norm(lines.slice(Math.max(0, n - 3), n + 2).join(' '));
      const [s, e] = [cut[0] % (window.length + 1), cut[1] < 0 ? window.length : cut[1] % (window.length + 1)].sort((x, y) => x - y);
      const quote = random ? random.join(' ') : [...before, window.slice(s, e), ...after].join(' ');
      return { lines, n, quote: norm(quote) ? quote : 'a' };
    });

  it('gives the verdict of `words.some(run => window.includes(run))` on random quotes and windows', async () => {
    const seen = { exact: 0, partial: 0, phantom: 0, partialInsideTokens: 0 };
    await fc.assert(
      fc.asyncProperty(input, async ({ lines, n, quote }) => {
        const want = reference(lines, n, quote);
        seen[want]++;
        const window = ` ${norm(lines.slice(Math.max(0, n - 3), n + 2).join(' '))} `;
        const words = norm(quote).split(' ');
        if (want === 'partial' && !words.some((_, i) => i + 5 <= words.length && window.includes(` ${words.slice(i, i + 5).join(' ')} `))) seen.partialInsideTokens++;
        const r = await lint(rule, { files: files(`${lines.join('\n')}\n`, [`| x | notes.md L${n}: "${quote}" | | |`]) });
        expect(verdictOf(r), `L${n} "${quote}" in ${JSON.stringify(lines)}: ${r.detail}`).toBe(want);
      }),
      // A fixed seed: the coverage counts below are then the same on every run, never a rare miss.
      { numRuns: 400, seed: 20261202 },
    );
    // The inputs reach every verdict, and loose matches that hold only inside tokens at a run's ends.
    expect(seen.exact).toBeGreaterThan(0);
    expect(seen.phantom).toBeGreaterThan(0);
    expect(seen.partial).toBeGreaterThan(0);
    expect(seen.partialInsideTokens).toBeGreaterThan(0);
  });

  it('several citations of one window and of other windows each get their own verdict', async () => {
    const report = ['# notes', 'xa b c d ey f', 'g h i j k', 'l m n o p', 'q r s t u', 'v w'].join('\n');
    const r = await lint(rule, {
      files: files(report, [
        '| a | notes.md L2: "a b c d e" | notes.md L2: "zz a b c d e" | |',
        '| b | notes.md L2: "b c d ey f zz" | notes.md L6: "s t u v w q" | |',
        '| c | notes.md L6: "q r s t uu" | notes.md L2: "b c d e f" | |',
      ]),
    });
    const lines = report.split('\n');
    const cited: Array<[number, string]> = [[2, 'a b c d e'], [2, 'zz a b c d e'], [2, 'b c d ey f zz'], [6, 's t u v w q'], [6, 'q r s t uu'], [2, 'b c d e f']];
    expect(cited.map(([n, q]) => reference(lines, n, q))).toEqual(['exact', 'partial', 'partial', 'partial', 'phantom', 'phantom']);
    expectResult(r, {
      detail: /^phantom quotes: 2 of 6/,
      findings: [
        { line: 8, column: 7, message: 'phantom quote notes.md L6: quote not found' },
        { line: 8, message: 'phantom quote notes.md L2: quote not found' },
      ],
    });
  });
});

describe('cross-val-quotes: large and crafted inputs', () => {
  // The shape that took seconds: an 8,000-word quote repeating 5 words against a 400 KB line.
  const big = '# notes\n' + 'x '.repeat(200_000) + '\n';
  const repeat = (pattern: string[], words: number) => Array.from({ length: words }, (_, i) => pattern[i % pattern.length]).join(' ');

  it('an 8,000-word quote of "x x x x y" against 400 KB of "x" is a phantom, as before (every run holds a y)', async () => {
    const quote = repeat(['x', 'x', 'x', 'x', 'y'], 8000);
    expect(reference(big.split('\n'), 2, quote)).toBe('phantom');
    const r = await lint(rule, { files: files(big, [`| x | notes.md L2: "${quote}" | | |`]) });
    expectResult(r, { detail: /^phantom quotes: 1 of 1/, findings: [{ line: 6, column: 7, message: 'phantom quote notes.md L2: quote not found in engagement/executor-reports/notes.md within ±2 lines of L2' }] });
  });

  it('an 8,000-word quote of "x x x x x y" against 400 KB of "x" is a loose match: a note in compat, a warning when recommended', async () => {
    const quote = repeat(['x', 'x', 'x', 'x', 'x', 'y'], 8000);
    expect(reference(big.split('\n'), 2, quote)).toBe('partial');
    const tree = files(big, [`| x | notes.md L2: "${quote}" | | |`]);
    const compat = await lint(rule, { files: tree });
    expect(compat.status, compat.detail).toBe('pass');
    expect(compat.detail).toBe('0 quotes verified, 1 loose-matches (5+ consecutive words): notes.md L2 (handoff L6); verify by hand if pivotal');
    const recommended = await lint(rule, { files: tree, options: { preset: 'recommended' } });
    expectResult(recommended, { status: 'warn', findings: [{ line: 6, column: 7, message: 'quote notes.md L2 is not verbatim' }] });
  });

  it('many citations of a large window are searched within the budget too: the rest fail as not checkable, none is skipped', async () => {
    // 600 short quotes, none in a 300 KB line: each is a substring search of the whole window.
    const wide = '# notes\n' + Array.from({ length: 40_000 }, (_, i) => `w${i}`).join(' ') + '\n';
    const rows = Array.from({ length: 600 }, (_, i) => `| x | notes.md L2: "q${i} w1 w2 w3 w${i}" | | |`);
    const r = await lint(rule, { files: files(wide, rows) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^phantom quotes: 600 of 600/);
    const reasons = new Set(r.findings.map((f) => f.message.replace(/^phantom quote notes\.md L2: /, '').split(' engagement/')[0]));
    expect(reasons).toEqual(new Set(['quote not found in', 'quote could not be checked against']));
  });

  it('quotes that need too many comparisons in all fail as not checkable; whole-word and exact quotes are still verified', async () => {
    // 1,100 distinct pairs around "m m m" in the window, 1,100 distinct runs around it in the quote, no match:
    // 1.21M comparisons, within the budget once, past it the second time (it is spent per run of the rule).
    const crafted = '# notes\n' + Array.from({ length: 1100 }, (_, i) => `a${i} m m m b${i}`).join(' ') + '\n';
    const quote = Array.from({ length: 1100 }, (_, i) => `c${i} m m m d${i}`).join(' ');
    expect(reference(crafted.split('\n'), 2, quote)).toBe('phantom');
    const why = "quote could not be checked against engagement/executor-reports/notes.md within the linter's limits (too many near-matches); shorten it to the words of the claim";
    const r = await lint(rule, {
      files: files(crafted, [
        `| a | notes.md L2: "${quote}" | notes.md L2: "a7 m m m b7" | |`,
        `| b | notes.md L2: "zz a7 m m m b7 zz" | notes.md L2: "${quote} e" | |`,
      ]),
    });
    expectResult(r, {
      detail: /^phantom quotes: 2 of 4/,
      findings: [
        { line: 6, column: 7, message: 'phantom quote notes.md L2: quote not found in engagement/executor-reports/notes.md within ±2 lines of L2' },
        { line: 7, message: `phantom quote notes.md L2: ${why}` },
      ],
    });
  });
});
