import { describe, expect, it } from 'vitest';
import { formatMoney, roundMoney } from '../../src/billing/round.js';

describe('roundMoney', () => {
  it('keeps already rounded amounts', () => {
    expect(roundMoney(10.5)).toBe(10.5);
    expect(roundMoney(0)).toBe(0);
  });

  it('rejects non-finite input', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
  });

  // Regression: float scaling turned 2.675 into 2.67 (accounting export says 2.68).
  it('rounds decimal half-up like the accounting export', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.125)).toBe(0.13);
  });

  it('rounds credit notes away from zero', () => {
    expect(roundMoney(-2.675)).toBe(-2.68);
  });

  it('formats with two decimals', () => {
    expect(formatMoney(1.005)).toBe('1.01 RUB');
  });
});
