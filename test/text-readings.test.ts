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

  it('answers a run of one text, and texts alternating with it, with the reading kept, past the cap as before', () => {
    const memo = new TextReadings<number>(1);
    const reads: string[] = [];
    const read = (t: string) => (reads.push(t), t.length);
    // Equal texts that are different strings (as the lines of a file are) share the reading.
    const texts = ['ab', 'a' + 'b', 'ab', 'xyz', 'xyz', 'ab', 'xyz'];
    expect(texts.map((t) => memo.of(t, read))).toEqual([2, 2, 2, 3, 3, 2, 3]);
    // 'ab' is kept; 'xyz', past the cap of one, is read each time it is asked.
    expect(reads).toEqual(['ab', 'xyz', 'xyz', 'xyz']);
  });
});
