import { describe, expect, it } from 'vitest';
import {
  countryName,
  currencySymbol,
  formatDate,
  formatDateTime,
  formatDay,
  formatMinorUnits,
  formatMoney,
  formatPercentage,
} from './format';

describe('money', () => {
  it('uses ₦ for NGN and NG, $ for anything else', () => {
    expect(currencySymbol('NGN')).toBe('₦');
    expect(currencySymbol('ng')).toBe('₦');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('KES')).toBe('$');
  });

  it('divides minor units by 100 with two decimals and thousand separators', () => {
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(150000)).toBe('1,500.00');
    expect(formatMinorUnits(123456789)).toBe('1,234,567.89');
    expect(formatMinorUnits(-2550)).toBe('-25.50');
  });

  it('writes a money value with its symbol', () => {
    expect(formatMoney({ amount: 150000, currency: 'NGN' })).toBe('₦1,500.00');
    expect(formatMoney({ amount: 99, currency: 'USD' })).toBe('$0.99');
    expect(formatMoney({ amount: -100000, currency: 'NGN' })).toBe('-₦1,000.00');
  });
});

describe('dates', () => {
  it("writes 'DD MMMM YYYY' in UTC", () => {
    expect(formatDate('2026-03-05T23:10:00Z')).toBe('05 March 2026');
    expect(formatDate('2025-12-31T00:00:00.000Z')).toBe('31 December 2025');
    expect(formatDate('not a date')).toBe('');
  });

  it("writes a record's calendar day the same way, and keeps a less exact value as written", () => {
    expect(formatDay('1965-04-04')).toBe('04 April 1965');
    expect(formatDay('1965')).toBe('1965');
    expect(formatDay('1965-13-45')).toBe('1965-13-45');
    expect(formatDay(null)).toBe('—');
  });

  it('adds the time on the detail page', () => {
    expect(formatDateTime('2026-03-05T09:07:00Z')).toBe('05 March 2026, 09:07 UTC');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatPercentage', () => {
  it('reads fractions and percentages alike, clamped to 0–100', () => {
    expect(formatPercentage(0.873)).toBe('87.3%');
    expect(formatPercentage(92.44)).toBe('92.4%');
    expect(formatPercentage(1)).toBe('100%');
    expect(formatPercentage(-3)).toBe('0%');
  });
});

describe('countryName', () => {
  it('names an ISO country code, keeps one it cannot name, and is — for none', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('ke')).toBe('Kenya');
    expect(countryName('not a code')).toBe('NOT A CODE');
    expect(countryName(null)).toBe('—');
  });
});
