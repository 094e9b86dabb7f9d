import type { TBusinessOptionsData } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { createBusinessDefaults, suggestedCurrency } from './create-business';

const options: TBusinessOptionsData = {
  statuses: [],
  countries: [
    { value: 'GH', label: 'Ghana' },
    { value: 'NG', label: 'Nigeria' },
  ],
  industries: [],
  currencies: ['NGN', 'USD'],
  pricingModels: [],
};

describe('the Create business form', () => {
  it('suggests naira for Nigeria and dollars elsewhere, among the currencies offered', () => {
    expect(suggestedCurrency('NG', ['NGN', 'USD'])).toBe('NGN');
    expect(suggestedCurrency('ke', ['NGN', 'USD'])).toBe('USD');
    expect(suggestedCurrency('NG', ['USD'])).toBe('USD');
  });

  it('starts in Nigeria when offered, else the first country', () => {
    expect(createBusinessDefaults(options)).toMatchObject({ countryCode: 'NG', currency: 'NGN', email: '' });
    expect(
      createBusinessDefaults({ ...options, countries: [{ value: 'KE', label: 'Kenya' }] }),
    ).toMatchObject({ countryCode: 'KE', currency: 'USD' });
  });
});
