import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesMatching, splitLines } from '../packages/core/src/io/text.js';

describe('linesMatching', () => {
  it('finds exactly the lines a per-line test finds, with their numbers', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'x', ' ', '\n'), maxLength: 200 });
    fc.assert(
      fc.property(text, (t) => {
        const perLine = splitLines(t)
          .map((line, i) => ({ line: i + 1, text: line }))
          .filter((l) => /ab|x/.test(l.text));
        expect(linesMatching(t, /ab|x/g)).toEqual(perLine);
      }),
    );
  });

  it('takes each line once however many matches it holds, and scans on after the last line', () => {
    expect(linesMatching('x x x\nnone\nx\n', /x/g)).toEqual([
      { line: 1, text: 'x x x' },
      { line: 3, text: 'x' },
    ]);
    expect(linesMatching('none\nlast x', /x/g)).toEqual([{ line: 2, text: 'last x' }]);
  });

  it('keeps a match that runs over a line end on its first line, and still scans the next one', () => {
    expect(linesMatching('out\nof out of', /out\s+of/g)).toEqual([
      { line: 1, text: 'out' },
      { line: 2, text: 'of out of' },
    ]);
  });
});
