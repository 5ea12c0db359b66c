// The one reader of dates in engagement files (model/dates.ts), which go-ahead rounds, heartbeats
// and loop-to-intake records all take.
import { describe, expect, it } from 'vitest';
import { findDate, parseHeartbeatTime } from '../packages/core/src/kit.js';

const iso = (text: string, options?: Parameters<typeof findDate>[1]) => {
  const d = findDate(text, options);
  return d && { isoDay: d.isoDay, minutes: d.minutes, at: new Date(d.value).toISOString(), text: d.text };
};

describe('findDate', () => {
  it('reads an ISO day and a day-first one as the same day', () => {
    expect(iso('## Iteration 2 — 2026-06-08')).toEqual({ isoDay: '2026-06-08', minutes: undefined, at: '2026-06-08T00:00:00.000Z', text: '2026-06-08' });
    expect(iso('verdict of 8.6.2026')).toMatchObject({ isoDay: '2026-06-08', at: '2026-06-08T00:00:00.000Z', text: '8.6.2026' });
    expect(iso('08.06.2026')!.isoDay).toBe('2026-06-08');
    expect(iso('08.06.2026', { dayFirst: false })).toBeUndefined();
  });

  it('reads a time after a space or T, with seconds, and a zone', () => {
    expect(iso('at 2026-06-08 18:10, done')).toMatchObject({ minutes: 18 * 60 + 10, at: '2026-06-08T18:10:00.000Z', text: '2026-06-08 18:10' });
    expect(iso('2026-06-08T18:10:30')).toMatchObject({ at: '2026-06-08T18:10:30.000Z', text: '2026-06-08T18:10:30' });
    expect(iso('08.06.2026 9:05')).toMatchObject({ minutes: 9 * 60 + 5, at: '2026-06-08T09:05:00.000Z' });
    expect(iso('2026-06-08 18:10:30Z')!.at).toBe('2026-06-08T18:10:30.000Z');
    expect(iso('2026-06-08 18:10 UTC')!.at).toBe('2026-06-08T18:10:00.000Z');
    // A zone moves the instant, not the clock as written (go-ahead rounds compare the clock).
    expect(iso('2026-06-08 18:10:30+03:00')).toMatchObject({ minutes: 18 * 60 + 10, at: '2026-06-08T15:10:30.000Z' });
    expect(iso('2026-06-08 01:00 -0500')!.at).toBe('2026-06-08T06:00:00.000Z');
    expect(findDate('2026-06-08 18:10:30+03:00')).toMatchObject({ year: 2026, month: 6, day: 8, hour: 18, minute: 10, second: 30, offset: 180 });
    expect(iso('2026-06-08 18:10 +14:00')!.at).toBe('2026-06-08T04:10:00.000Z');
    expect(iso('2026-06-08 18:10 -12:00')!.at).toBe('2026-06-09T06:10:00.000Z');
  });

  it('reads a zone written after UTC or GMT, and a zone name that names one offset', () => {
    const offsets = ['UTC+3', 'UTC+03:00', 'GMT-05:30', 'utc-0400', 'MSK', 'CEST', 'EST', 'JST', 'UTC', 'Z'].map((zone) => findDate(`at 2026-06-05 09:00 ${zone} sharp`)?.offset);
    expect(offsets).toEqual([180, 180, -330, -240, 180, 120, -300, 540, 0, 0]);
    expect(new Date(findDate('2026-06-05 09:00 MSK')!.value).toISOString()).toBe('2026-06-05T06:00:00.000Z');
    // Names several zones use (CST, IST, BST) say no offset; UTC+99 is none either.
    for (const zone of ['CST', 'IST', 'BST', 'UTC+99']) expect(findDate(`2026-06-05 09:00 ${zone}`)?.offset, zone).toBeUndefined();
  });

  it('reads an offset no zone has (past ±14:00, or 60 minutes and more) as no zone: the clock as written', () => {
    for (const zone of ['+99:00', '-9900', '+14:01', '-15:00', '+03:60', '+0075']) {
      const d = findDate(`Date: 2026-06-05 09:00 ${zone}`);
      expect(d, zone).toMatchObject({ isoDay: '2026-06-05', minutes: 9 * 60, text: '2026-06-05 09:00' });
      expect(d!.offset, zone).toBeUndefined();
      expect(new Date(d!.value).toISOString(), zone).toBe('2026-06-05T09:00:00.000Z');
    }
  });

  it('passes over what is no day or time of the calendar, and reads the next date', () => {
    expect(findDate('2026-13-01')).toBeUndefined();
    expect(findDate('2026-00-10')).toBeUndefined();
    expect(findDate('31.02.2026')).toBeUndefined();
    expect(findDate('2026-02-30 10:00')).toBeUndefined();
    expect(findDate('2026-06-08 24:00')).toBeUndefined();
    expect(findDate('2026-06-08 18:60')).toBeUndefined();
    expect(iso('31.02.2026, moved to 2026-03-02')!.isoDay).toBe('2026-03-02');
    expect(iso('29.02.2028')!.isoDay).toBe('2028-02-29');
    // Years below 100 are those years, not 1900–1999.
    expect(iso('0099-01-01')!.at).toBe('0099-01-01T00:00:00.000Z');
  });

  it('needs a time when asked, and a date at the start when asked', () => {
    expect(iso('2026-06-07 and 2026-06-08 18:10', { needTime: true })!.text).toBe('2026-06-08 18:10');
    expect(findDate('2026-06-08', { needTime: true })).toBeUndefined();
    expect(findDate('  2026-06-08 18:10', { atStart: true })).toBeDefined();
    expect(findDate('on 2026-06-08 18:10', { atStart: true })).toBeUndefined();
  });

  it('is not fooled by digits around a date', () => {
    expect(findDate('12026-06-08')).toBeUndefined();
    expect(findDate('2026-06-081')).toBeUndefined();
    expect(findDate('v123.4.2026')).toBeUndefined();
    expect(iso('2026-06-08 18:105')).toMatchObject({ text: '2026-06-08' });
  });

  // How fast is bench/hostile.mjs's to measure: here each 100k run must give its answer.
  it('reads a 100k run of digits, dashes, dots or blanks', () => {
    const runs = ['1'.repeat(100_000), '2026-'.repeat(20_000), '1.'.repeat(50_000), `2026-06-08 18:10${' '.repeat(100_000)}x`, '2026-06-08 '.repeat(10_000), '31.02.2026 '.repeat(10_000)];
    const read = (run: string) => [findDate(run)?.text ?? null, findDate(run, { needTime: true })?.text ?? null, findDate(run, { dayFirst: false, needTime: true, atStart: true })?.text ?? null];
    expect(runs.map(read)).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
      ['2026-06-08 18:10', '2026-06-08 18:10', '2026-06-08 18:10'],
      ['2026-06-08', null, null],
      [null, null, null],
    ]);
  });
});

describe('parseHeartbeatTime reads heartbeats with findDate', () => {
  it('an ISO time opening the text, UTC without a zone', () => {
    expect(parseHeartbeatTime(' 2026-06-08 18:10:30 ')?.toISOString()).toBe('2026-06-08T18:10:30.000Z');
    expect(parseHeartbeatTime('2026-06-08T18:10+03:00')?.toISOString()).toBe('2026-06-08T15:10:00.000Z');
    expect(parseHeartbeatTime('2026-06-08')).toBeUndefined();
    expect(parseHeartbeatTime('08.06.2026 18:10')).toBeUndefined();
    expect(parseHeartbeatTime('2026-02-31 10:00')).toBeUndefined();
  });
});
