import { describe, expect, it } from 'vitest';
import { usageLines } from './usage-lines';

const naira = (amount: number) => ({ amount, currency: 'NGN' });

describe('the usage line', () => {
  it('says how many of the included checks are used', () => {
    expect(usageLines({ used: 120, included: 500, overage: 0, overageCost: naira(0) })).toEqual([
      'This period: 120 of 500 checks used',
    ]);
  });

  it('adds the extra checks and what they cost once past the included ones', () => {
    expect(usageLines({ used: 2_512, included: 2_500, overage: 12, overageCost: naira(120_000) })).toEqual([
      'This period: 2,512 of 2,500 checks used',
      '12 extra checks: ₦1,200.00',
    ]);
    expect(usageLines({ used: 501, included: 500, overage: 1, overageCost: naira(12_000) })[1]).toBe(
      '1 extra check: ₦120.00',
    );
  });
});
