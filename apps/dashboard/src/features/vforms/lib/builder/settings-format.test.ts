import { describe, expect, it } from 'vitest';
import {
  checkAllowedEntries,
  checkCountryCodes,
  fromLocalInput,
  parseCountryCodes,
  toLocalInput,
} from './settings-format';

describe('settings formats', () => {
  it('shows an instant as local date and time and reads it back', () => {
    const iso = '2026-03-05T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('reads country codes however they are separated, upper-cased and once each', () => {
    expect(parseCountryCodes('ng, gh ;KE ng')).toEqual(['NG', 'GH', 'KE']);
    expect(parseCountryCodes('  ')).toEqual([]);
    expect(checkCountryCodes('NG, GHA')).toBe('Use two-letter country codes (GHA is not one)');
    expect(checkCountryCodes('ng gh')).toBeUndefined();
  });

  it('takes no cap or a whole number of entries from 1', () => {
    expect(checkAllowedEntries('')).toBeUndefined();
    expect(checkAllowedEntries('50')).toBeUndefined();
    expect(checkAllowedEntries('0')).toBe('The allowed entries field should be at least 1');
    expect(checkAllowedEntries('1.5')).toBe('The allowed entries field should be a whole number');
  });
});
