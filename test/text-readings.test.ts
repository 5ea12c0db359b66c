import { describe, expect, it } from 'vitest';
import { TextReadings } from '../packages/core/src/text-readings.js';

describe('TextReadings', () => {
  it('reads each distinct text once while under its cap, and every text past it each time, with the same answer', () => {
    const memo = new TextReadings<number>(2);
    const reads: string[] = [];
    const read = (t: string) => (reads.push(t), t.length);
    expect(['a', 'bb', 'a', 'bb', 'ccc', 'ccc', 'a'].map((t) => memo.of(t, read))).toEqual([1, 2, 1, 2, 3, 3, 1]);
    expect(reads).toEqual(['a', 'bb', 'ccc', 'ccc']);
  });

  it('keeps an undefined reading as a reading', () => {
    const memo = new TextReadings<string | undefined>();
    let n = 0;
    const read = () => (n++, undefined);
    memo.of('x', read);
    memo.of('x', read);
    expect(n).toBe(1);
  });
});
