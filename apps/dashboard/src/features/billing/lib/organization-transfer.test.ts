import { describe, expect, it } from 'vitest';
import { checkTransfer } from './organization-transfer';

describe('Transfer to organization', () => {
  it('sends the organization and the amount in minor units', () => {
    expect(checkTransfer({ organizationId: 'org_1', amount: '₦1,000.00' })).toEqual({
      request: { organizationId: 'org_1', amount: 100_000 },
    });
  });

  it('needs an organization and an amount above zero', () => {
    expect(checkTransfer({ organizationId: '', amount: '' })).toEqual({
      errors: {
        organizationId: 'The organization field is required',
        amount: 'The amount field is required',
      },
    });
    expect(checkTransfer({ organizationId: 'org_1', amount: '0.00' })).toEqual({
      errors: { amount: 'The amount field should be more than 0' },
    });
  });
});
