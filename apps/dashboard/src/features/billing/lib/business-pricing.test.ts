import type { TCheckPrice } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { PRICE_FORMAT_MESSAGE, priceDrafts, pricingChanges } from './business-pricing';

const items: TCheckPrice[] = [
  { key: 'ng:nin', listPrice: 10_000, businessPrice: null, currency: 'NGN' },
  { key: 'ng:bvn', listPrice: 10_000, businessPrice: 8_000, currency: 'NGN' },
  { key: 'company:ng:company', listPrice: 3_000_000, businessPrice: 2_500_000, currency: 'NGN' },
];

describe('the price fields', () => {
  it('show this business’s price in major units, empty for the list price', () => {
    expect(priceDrafts(items)).toEqual({
      'ng:nin': '',
      'ng:bvn': '80.00',
      'company:ng:company': '25,000.00',
    });
  });
});

describe('Save prices', () => {
  it('sends nothing while nothing changed, however the same price is typed', () => {
    expect(pricingChanges(items, priceDrafts(items))).toEqual({ request: null });
    expect(pricingChanges(items, { 'ng:bvn': '80', 'company:ng:company': '₦25000' })).toEqual({
      request: null,
    });
  });

  it('sends only the changed keys: a new price, a changed one, and null back to the list price', () => {
    const drafts = { ...priceDrafts(items), 'ng:nin': '75.50', 'ng:bvn': '', 'company:ng:company': '24,000' };
    expect(pricingChanges(items, drafts)).toEqual({
      request: {
        prices: [
          { key: 'ng:nin', amount: 7_550 },
          { key: 'ng:bvn', amount: null },
          { key: 'company:ng:company', amount: 2_400_000 },
        ],
      },
    });
  });

  it('may set a price of nothing (a free check), which is not the list price', () => {
    expect(pricingChanges(items, { 'ng:nin': '0' })).toEqual({
      request: { prices: [{ key: 'ng:nin', amount: 0 }] },
    });
  });

  it('names each field that is not an amount and sends nothing', () => {
    expect(
      pricingChanges(items, { 'ng:nin': 'free', 'ng:bvn': '70', 'company:ng:company': '1.234' }),
    ).toEqual({
      errors: { 'ng:nin': PRICE_FORMAT_MESSAGE, 'company:ng:company': PRICE_FORMAT_MESSAGE },
    });
  });
});
