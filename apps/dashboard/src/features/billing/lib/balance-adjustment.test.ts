import { describe, expect, it } from 'vitest';
import { checkAdjustment } from './balance-adjustment';

describe('Adjust balance', () => {
  it('adds or deducts the amount, signed, in minor units, with the reason trimmed', () => {
    expect(checkAdjustment({ direction: 'add', amount: '1,000', reason: ' Refund ' })).toEqual({
      request: { amount: 100_000, reason: 'Refund' },
    });
    expect(checkAdjustment({ direction: 'deduct', amount: '500.00', reason: 'Duplicate credit' })).toEqual({
      request: { amount: -50_000, reason: 'Duplicate credit' },
    });
  });

  it('needs an amount above zero and a reason', () => {
    expect(checkAdjustment({ direction: 'deduct', amount: '0', reason: '  ' })).toEqual({
      errors: { amount: 'The amount field should be more than 0', reason: 'The reason field is required' },
    });
    expect(checkAdjustment({ direction: 'add', amount: '-5', reason: 'x'.repeat(501) })).toEqual({
      errors: {
        amount: 'The amount field should be an amount such as 5,000.00',
        reason: 'The reason field should be not more than 500 characters',
      },
    });
  });
});
