import { describe, expect, it } from 'vitest';
import { checkFundingAmount } from './funding-amount';

describe('the Fund wallet amount', () => {
  it('sends major units as minor units', () => {
    expect(checkFundingAmount('5,000.00', 'NGN')).toEqual({ amount: 500000 });
    expect(checkFundingAmount('1000', 'USD')).toEqual({ amount: 100000 });
  });

  it('is required and must be an amount', () => {
    expect(checkFundingAmount(' ', 'NGN')).toEqual({ error: 'The amount field is required' });
    expect(checkFundingAmount('five', 'NGN')).toEqual({
      error: 'The amount field should be an amount such as 5,000.00',
    });
  });

  it('is at least 1,000.00 in the business currency, and at most 100,000,000.00', () => {
    expect(checkFundingAmount('999.99', 'NGN')).toEqual({
      error: 'The amount field should be at least ₦1,000.00',
    });
    expect(checkFundingAmount('999', 'USD')).toEqual({
      error: 'The amount field should be at least $1,000.00',
    });
    expect(checkFundingAmount('100,000,000.01', 'NGN')).toEqual({
      error: 'The amount field should not be more than ₦100,000,000.00',
    });
    expect(checkFundingAmount('100,000,000', 'NGN')).toEqual({ amount: 10_000_000_000 });
  });
});
