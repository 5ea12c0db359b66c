/**
 * The shared table-row reader reads at most MAX_ROW_CELLS cells of a row (the rest is not read), and its
 * texts-only reading is the full one's texts; §4a's block is read once per document, as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { MAX_ROW_CELLS, rowCells, rowCellTexts, tableRowCells, tableRowTexts } from '../packages/core/src/markdown/table.js';
import { crossValBlock } from '../packages/core/src/model/protocol.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });

/** The reader before the bound, kept as the reference for rows within it. */
function unbounded(text: string): Array<{ text: string; column: number }> | undefined {
  const lead = text.search(/\S/);
  if (lead < 0 || text[lead] !== '|') return undefined;
  const stop = text.trimEnd().length;
  const pipes: number[] = [];
  for (let k = lead + 1; k < stop; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '|') pipes.push(k);
  }
  const end = pipes.length && pipes[pipes.length - 1] === stop - 1 ? stop - 1 : stop;
  const cells: Array<{ text: string; column: number }> = [];
  let start = lead + 1;
  for (const k of [...pipes.filter((p) => p < end), end]) {
    const raw = text.slice(start, k);
    const inner = raw.trimStart();
    cells.push({ text: raw.trim(), column: start + raw.length - inner.length + 1 });
    start = k + 1;
  }
  return cells;
}

describe('table rows past the cell bound', () => {
  it('reads a row within the bound as the unbounded reader did', () => {
    const row = fc.array(fc.constantFrom('|', ' ', '\\', 'a', '\t', '\u00a0', 'é'), { maxLength: 40 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(row, (r) => {
        expect(tableRowCells(r)).toEqual(unbounded(r));
        expect(tableRowTexts(r)).toEqual(unbounded(r)?.map((c) => c.text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the first MAX_ROW_CELLS cells of a longer row, at their columns, and no more', () => {
    const cells = tableRowCells(`| a ${'| b '.repeat(MAX_ROW_CELLS + 50)}|`)!;
    expect(cells).toHaveLength(MAX_ROW_CELLS);
    expect(cells[0]).toEqual({ text: 'a', column: 3 });
    expect(cells.at(-1)).toEqual({ text: 'b', column: 4 * (MAX_ROW_CELLS - 1) + 3 });
    expect(tableRowTexts(`| DIVERGE ${'| DIVERGE '.repeat(MAX_ROW_CELLS * 3)}`)).toEqual(Array(MAX_ROW_CELLS).fill('DIVERGE'));
  });

  it('reads a row of exactly MAX_ROW_CELLS cells whole, with or without its closing pipe', () => {
    const row = `|${' c |'.repeat(MAX_ROW_CELLS)}`;
    expect(tableRowTexts(row)).toEqual(Array(MAX_ROW_CELLS).fill('c'));
    expect(tableRowTexts(row.slice(0, -1))).toEqual(Array(MAX_ROW_CELLS).fill('c'));
  });

  it('gives the texts of the full reading, for rows of every shape', () => {
    const rows = ['| a | b |', '|a|b', '  | a \\| b | c |  ', '| a \\\\| b |', '|', '||', '| |', '|a|\t', '| x | y \\|', '| α | β |\u00a0', 'no row', '   '];
    for (const r of rows) {
      expect(tableRowTexts(r)).toEqual(tableRowCells(r)?.map((c) => c.text));
      if (r.trim()) expect(rowCellTexts(r)).toEqual(rowCells(r).map((c) => c.text));
    }
    expect(tableRowCells('  | a \\| b | c |  ')).toEqual([
      { text: 'a \\| b', column: 5 },
      { text: 'c', column: 14 },
    ]);
    expect(rowCellTexts('a | b')).toEqual(['a', 'b']);
  });
});

describe('§4a read once per document', () => {
  const text = [
    '# Handoff',
    '## 4. Executor reports',
    '### 4a. Cross-validation table',
    '| Contract | A | Verdict |',
    '|---|---|---|',
    '| a | x | MATCH |',
    'b | y | DIVERGE',
    '| c | z \\| w | DIVERGE → MATCH |',
    '',
    'Contract | Verdict',
    '---|---',
    'd | MATCH',
    'Some contracts: no contracts',
    'shared.',
    '## 5. Validation log',
  ].join('\n');

  // Line 7 holds a pipe but opens none, under a piped header: no row, as before.
  it('gives the rows the per-rule reading gave, header and delimiter rows left out, and one block to every rule', () => {
    const handoff = doc(text);
    const block = crossValBlock(handoff, 'protocol')!;
    expect(block.rows.map(({ line, cells }) => ({ line, cells }))).toEqual([
      { line: 6, cells: ['a', 'x', 'MATCH'] },
      { line: 8, cells: ['c', 'z \\| w', 'DIVERGE → MATCH'] },
      { line: 12, cells: ['d', 'MATCH'] },
    ]);
    expect(crossValBlock(handoff, 'protocol')).toBe(block);
    expect(block.rows).toBe(block.rows);
    // `no contracts shared` broken over two lines was no N/A in the joined text either.
    expect(block.notApplicable).toBe(false);
    expect(crossValBlock(doc(text.replace('shared.', '').replace('no contracts', 'no contracts shared')), 'protocol')!.notApplicable).toBe(true);
  });
});
