/**
 * §4a tables of many rows: the findings a report shows (the first 500 by line and column) and the details are
 * those of the whole table, though past what a report shows they are counted, not built.
 */
import { afterAll, describe, expect, it } from 'vitest';
import quotes from '../../../rules/engagement/cross-val-quotes.js';
import diverge from '../../../rules/engagement/cross-val-diverge.js';
import { MAX_ROW_CELLS } from '../../../packages/core/src/markdown/table.js';
import { check, cleanupTrees, criteria, options } from '../../helpers.js';

afterAll(cleanupTrees);

const recommended = { options: options({ preset: 'recommended' }) };
const handoff = (rows: string[]) => ['# Handoff', '## 4. Executor reports', '### 4a. Cross-validation table', '| Contract | A | B | Verdict |', '|---|---|---|---|', ...rows, '## 5. Validation log', '- ok'].join('\n');
const files = (rows: string[]) => ({ 'criteria.md': criteria({ size: 'L' }), 'executor-reports/dev.md': '# dev\n- returns 201\n', 'handoff.md': handoff(rows) });

describe('cross-val-quotes on a table of many phantom quotes', () => {
  it('shows the first 500 findings by line and column though a line gives them out of column order', async () => {
    // Per row: two phantoms read in turn, then a citation by an absolute path at the row's start (found after them).
    const rows = Array.from({ length: 200 }, (_, i) => `| /tmp/x/dev.md L1: "q${i}" | a.md L1: "x" | b.md L2: "y" |`);
    const r = await check(quotes, files(rows), recommended);
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(500);
    expect(r.detail).toMatch(/^phantom quotes: 600 of 600 in §4a \(a\.md L1: a\.md not found .*; \.\.\.\) \(showing 500 of 600 findings\)$/);
    const shown = r.findings.map((f) => [f.line, f.column]);
    expect(shown).toEqual([...shown].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    // Rows 1..166 give 498; the 167th row's first two by column close the list: the absolute path, then a.md.
    const last = r.findings.slice(-2);
    expect(last.map((f) => [f.line, f.column])).toEqual([
      [172, 3],
      [172, rows[166]!.indexOf('a.md') + 1],
    ]);
    expect(last[0]!.message).toMatch(/^phantom quote \/tmp\/x\/dev\.md L1: an absolute or home path/);
    expect(r.fix).not.toMatch(/another line/);
  });

  it('names the first three unreadable lines and counts every unreadable citation', async () => {
    const rows = Array.from({ length: 600 }, () => '| c | dev.md (line one) "returns 201" | x | MATCH |');
    const r = await check(quotes, files(rows), recommended);
    expect(r.detail).toBe('600 quotes in §4a cited in a form that could not be read (handoff L6, handoff L7, handoff L8, ...) (showing 500 of 600 findings)');
    expect(r.findings.at(-1)!.line).toBe(505);
  });
});

describe('cross-val-diverge on a table of many open rows', () => {
  it('counts every open row, names them in line order and shows 500 findings', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `| c${i} | x | y | DIVERGE |`);
    const r = await check(diverge, files(rows), recommended);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^§4a has 2000 unresolved DIVERGE rows: L6 \(c0\), L7 \(c1\), L8 \(c2\), /);
    expect(r.detail).toMatch(/ \(showing 500 of 2000 findings\)$/);
    expect(r.findings.map((f) => f.line)).toEqual(Array.from({ length: 500 }, (_, i) => 6 + i));
  });

  it('reads a verdict column named in the header for every row below open ones', async () => {
    const rows = ['| a | DIVERGE | OK? | MATCH |', ...Array.from({ length: 3 }, (_, i) => `| o${i} | x | y | DIVERGE |`), '| b | MATCH | y | Conflict |'];
    const text = handoff(rows).replace('| Contract | A | B | Verdict |', '| Contract | Verdict | B | Notes |');
    const r = await check(diverge, { ...files([]), 'handoff.md': text }, recommended);
    // Row `a`'s DIVERGE cell is its verdict; row `b`'s verdict column says MATCH, so its Conflict note is none.
    expect(r.findings.map((f) => f.line)).toEqual([6, 7, 8, 9]);
  });

  it(`reads a row of more than ${MAX_ROW_CELLS} cells up to the bound`, async () => {
    const r = await check(diverge, files([`| c ${'| DIVERGE '.repeat(MAX_ROW_CELLS * 2)}|`]), recommended);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.line)).toEqual([6]);
  });
});
