import { describe, expect, it } from 'vitest';
import { balanceBannerText } from './balance-banner';

describe('the wallet-balance banner', () => {
  it('a negative unitBalance is credit for the upcoming invoice', () => {
    expect(balanceBannerText(-1250050, 'NGN')).toBe(
      'You have ₦12,500.50 available to be applied in your upcoming invoice',
    );
  });

  it('a positive unitBalance is an outstanding balance', () => {
    expect(balanceBannerText(99, 'USD')).toBe(
      'You have an outstanding balance of $0.99, which will be included in your upcoming invoice',
    );
  });

  it('says nothing when the wallet is square', () => {
    expect(balanceBannerText(0, 'NGN')).toBeNull();
  });
});
