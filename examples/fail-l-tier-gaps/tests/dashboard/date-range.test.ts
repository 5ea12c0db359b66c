import { describe, expect, it } from 'vitest';
import { presetRange, startOfQuarter } from '../../src/dashboard/date-range.js';

const day = (s: string) => new Date(`${s}T12:00:00Z`);

describe('presetRange', () => {
  it('«Неделя» is the last seven days including today', () => {
    expect(presetRange('week', day('2026-04-24'))).toEqual({ from: '2026-04-18', to: '2026-04-24' });
  });

  it('«Месяц» starts on the first of the month', () => {
    expect(presetRange('month', day('2026-04-24'))).toEqual({ from: '2026-04-01', to: '2026-04-24' });
  });

  // Iteration 1 regression: «Квартал» was wired to the year start.
  it.each([
    ['2026-01-01', '2026-01-01'],
    ['2026-03-31', '2026-01-01'],
    ['2026-04-01', '2026-04-01'],
    ['2026-04-24', '2026-04-01'],
    ['2026-12-31', '2026-10-01'],
  ])('«Квартал» on %s starts on %s', (today, from) => {
    expect(presetRange('quarter', day(today))).toEqual({ from, to: today });
  });

  it('startOfQuarter keeps the year', () => {
    expect(startOfQuarter(day('2026-11-15')).toISOString().slice(0, 10)).toBe('2026-10-01');
  });
});
