import { describe, expect, it } from 'vitest';
import { describeDaily, formatRate, sparklinePoints, spendNote } from './figures-text';

describe("home's figures in words", () => {
  it('writes rates to one decimal, and a dash before the first check', () => {
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(null)).toBe('—');
  });

  it('says what is left in the wallet, or nothing without wallet:view', () => {
    expect(spendNote({ walletBalance: { amount: 4_950_000, currency: 'NGN' } })).toBe(
      '₦49,500.00 left in the wallet',
    );
    expect(spendNote({ walletBalance: null })).toBeNull();
  });

  it('describes a sparkline by its total and busiest day', () => {
    expect(describeDaily({ name: 'Customer Verification', daily: [0, 2, 5, 1] })).toBe(
      'Customer Verification: 8 checks this month, most on day 3 (5)',
    );
    expect(describeDaily({ name: 'Credit Report', daily: [0, 0] })).toBe(
      'Credit Report: no checks this month',
    );
  });

  it('draws the busiest day at the top and an empty day at the bottom', () => {
    expect(sparklinePoints([0, 4, 2], 100, 20)).toBe('0,20 50,0 100,10');
    expect(sparklinePoints([3], 100, 20)).toBe('0,0');
    expect(sparklinePoints([], 100, 20)).toBe('');
  });
});
