// A range's verdicts are the whole log's within it (read once, shared), but for a verdict under a bare
// heading before the range, which the range does not see: the range alone is read then. Repeated lines
// share one reading, and each still gets its own line.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { verdictsInAnyForm } from '../../../packages/core/src/model/plan/verdicts.js';

const doc = (text: string, rel = 'acceptance-log.md') => new MarkdownDoc({ rel, abs: `/${rel}`, text, lines: text.split('\n'), bytes: text.length, problems: [] });
const shape = (vs: readonly { line: number; column: number; word: string; value: string; rest: string; under?: number }[]) => vs.map((v) => [v.line, v.column, v.word, v.value, v.rest, v.under]);

describe('verdictsInAnyForm over a range', () => {
  const log = [
    '# Acceptance log', // 1
    '## Iteration 1', // 2
    '### Verdict: REJECT — crit-2', // 3
    '### Verdict', // 4
    '', // 5
    '**ACCEPTED** — all met', // 6
    '## Iteration 2', // 7
    'CONDITIONAL ACCEPT', // 8
    '### Verdict: ACCEPT', // 9
    '### Verdict: ACCEPT', // 10
  ].join('\n');

  it('gives every range what reading that range alone gives', () => {
    const d = doc(log);
    const lines = log.split('\n');
    for (let start = 1; start <= 10; start++) {
      for (let end = start; end <= 10; end++) {
        // The range alone: the log with every line outside it blanked, read whole.
        const alone = doc(lines.map((l, i) => (i + 1 >= start && i + 1 <= end ? l : '')).join('\n'));
        expect(shape(verdictsInAnyForm(d, { start, end })), `${start}-${end}`).toEqual(shape(verdictsInAnyForm(alone)));
      }
    }
  });

  it('reads the line under a heading outside the range as the range alone shows it', () => {
    // Line 6 is the value under line 4's heading in the whole log; from line 5 on it is a bold verdict word of its own.
    expect(shape(verdictsInAnyForm(doc(log)).filter((v) => v.line === 6))).toEqual([[6, 3, 'ACCEPTED', 'ACCEPTED — all met', '— all met', 4]]);
    expect(shape(verdictsInAnyForm(doc(log), { start: 5, end: 6 }))).toEqual([[6, 3, 'ACCEPTED', 'ACCEPTED — all met', '— all met', undefined]]);
  });

  it('reads repeated lines each at its own line', () => {
    expect(shape(verdictsInAnyForm(doc(log), { start: 8, end: 10 }))).toEqual([
      [9, 14, 'ACCEPT', 'ACCEPT', '', undefined],
      [10, 14, 'ACCEPT', 'ACCEPT', '', undefined],
    ]);
  });
});
