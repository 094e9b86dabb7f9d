import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './format';
import { parseMajorUnits } from './parse-amount';

describe('an amount typed in major units', () => {
  it('reads whole amounts, decimals and thousand separators into minor units', () => {
    expect(parseMajorUnits('5000')).toBe(500000);
    expect(parseMajorUnits('5,000.00')).toBe(500000);
    expect(parseMajorUnits(' 1,234,567.8 ')).toBe(123456780);
    expect(parseMajorUnits('0.05')).toBe(5);
    expect(parseMajorUnits('12.')).toBe(1200);
  });

  it('takes a leading ₦ or $ as the person may paste it', () => {
    expect(parseMajorUnits('₦5,000.00')).toBe(500000);
    expect(parseMajorUnits('$10')).toBe(1000);
  });

  it('refuses what is not an amount: empty, negative, letters, more than two decimals', () => {
    for (const text of ['', '  ', '-5', 'abc', '5k', '1.234', '1.2.3', '.5', '₦'])
      expect(parseMajorUnits(text), text).toBeNull();
  });

  it('keeps the cents exact where floats would not', () => {
    expect(parseMajorUnits('0.29')).toBe(29);
    expect(parseMajorUnits('1.15')).toBe(115);
    expect(parseMajorUnits('4.35')).toBe(435);
  });

  it('reads back what formatMinorUnits writes', () => {
    for (const minor of [0, 1, 99, 100, 100000, 123456789, 10000000000])
      expect(parseMajorUnits(formatMinorUnits(minor))).toBe(minor);
  });
});
