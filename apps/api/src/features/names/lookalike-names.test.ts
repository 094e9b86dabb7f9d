import { describe, expect, it } from 'vitest';
import { looksAlike, nameSkeleton } from './lookalike-names.js';

describe('look-alike names', () => {
  it('takes a Cyrillic О, a zero-width space, a ligature, case and spacing for what they look like', () => {
    expect(looksAlike('Оwner', 'Owner')).toBe(true); // Cyrillic capital O
    expect(looksAlike('Ad\u200Bmin', 'Admin')).toBe(true);
    expect(looksAlike('ﬁnance', 'Finance')).toBe(true);
    expect(looksAlike('  Production   key ', 'production key')).toBe(true);
    expect(looksAlike('Рауpal', 'Paypal')).toBe(true); // Cyrillic Р, а, у
  });

  it('keeps names a reader tells apart apart', () => {
    expect(looksAlike('Owner', 'Owners')).toBe(false);
    expect(looksAlike('Finance', 'Fiance')).toBe(false);
    expect(looksAlike('Lagos', 'Abuja')).toBe(false);
    expect(nameSkeleton('Analyst')).not.toBe(nameSkeleton('Analysts'));
  });
});
