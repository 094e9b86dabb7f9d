import { describe, expect, it } from 'vitest';
import { captureAddon, enterprise, plan, starter, subscription } from '../../../test-fixtures/plan-fixture';
import {
  checkEnterpriseTerms,
  type EnterpriseTermsDraft,
  enterpriseTermsDraft,
  enterpriseTermsEffect,
  plansCurrency,
} from './enterprise-terms';

const draft = (patch: Partial<EnterpriseTermsDraft> = {}): EnterpriseTermsDraft => ({
  planId: 'plan_bv',
  monthlyPrice: '900,000.00',
  includedChecks: '20,000',
  overagePrice: '400',
  ...patch,
});

describe('Enterprise terms: typed in major units, sent in minor units', () => {
  it('₦900,000.00 a month, 20,000 checks, ₦400 each beyond', () => {
    expect(checkEnterpriseTerms(draft())).toEqual({
      request: { planId: 'plan_bv', monthlyPrice: 90_000_000, includedChecks: 20_000, overagePrice: 40_000 },
    });
  });

  it('reads a symbol, spaces and one or two decimals; zero is a price', () => {
    expect(
      checkEnterpriseTerms(draft({ monthlyPrice: '₦1,250.5', includedChecks: ' 1 000 ', overagePrice: '0' })),
    ).toEqual({
      request: { planId: 'plan_bv', monthlyPrice: 125_050, includedChecks: 1_000, overagePrice: 0 },
    });
  });

  it('says what is missing', () => {
    expect(
      checkEnterpriseTerms({ planId: '', monthlyPrice: '', includedChecks: '', overagePrice: ' ' }),
    ).toEqual({
      errors: {
        planId: 'The product field is required',
        monthlyPrice: 'The monthly price field is required',
        includedChecks: 'The included checks field is required',
        overagePrice: 'The price per extra check field is required',
      },
    });
  });

  it('refuses what is not an amount, or checks that are not a whole number', () => {
    expect(
      checkEnterpriseTerms(draft({ monthlyPrice: '9.999', includedChecks: '1.5', overagePrice: '-4' })),
    ).toEqual({
      errors: {
        monthlyPrice: 'The monthly price field should be an amount such as 5,000.00',
        includedChecks: 'The included checks field should contain only digits',
        overagePrice: 'The price per extra check field should be an amount such as 5,000.00',
      },
    });
    expect(checkEnterpriseTerms(draft({ includedChecks: '20k' }))).toEqual({
      errors: { includedChecks: 'The included checks field should contain only digits' },
    });
  });
});

describe('the dialog’s starting point', () => {
  it('empty for a plan without agreed terms; its terms, in major units, for one with them', () => {
    expect(enterpriseTermsDraft(plan(subscription()))).toEqual({
      planId: 'plan_cv',
      monthlyPrice: '',
      includedChecks: '',
      overagePrice: '',
    });
    const agreed = plan(
      subscription({
        subplanId: enterprise.id,
        customPricing: {
          monthlyPrice: { amount: 90_000_000, currency: 'NGN' },
          includedChecks: 20_000,
          overagePrice: { amount: 40_000, currency: 'NGN' },
        },
      }),
    );
    const typed = enterpriseTermsDraft(agreed);
    expect(typed).toEqual({
      planId: 'plan_cv',
      monthlyPrice: '900,000.00',
      includedChecks: '20000',
      overagePrice: '400.00',
    });
    // Sent again unchanged, they are the same terms.
    expect(checkEnterpriseTerms(typed)).toEqual({
      request: { planId: 'plan_cv', monthlyPrice: 90_000_000, includedChecks: 20_000, overagePrice: 40_000 },
    });
    expect(enterpriseTermsDraft(undefined).planId).toBe('');
  });

  it('says what setting them does', () => {
    expect(enterpriseTermsEffect(plan())).toBe(
      'Customer Verification Enterprise starts at once, on these terms.',
    );
    expect(enterpriseTermsEffect(plan(subscription({ subplanId: starter.id })))).toBe(
      'Customer Verification moves from Starter to Enterprise at once, on these terms.',
    );
    expect(
      enterpriseTermsEffect(plan(subscription({ status: 'enterprise_requested', subplanId: enterprise.id }))),
    ).toBe('Customer Verification Enterprise starts at once, on these terms.');
    expect(
      enterpriseTermsEffect(
        plan(
          subscription({
            subplanId: enterprise.id,
            customPricing: {
              monthlyPrice: { amount: 1, currency: 'NGN' },
              includedChecks: 1,
              overagePrice: { amount: 1, currency: 'NGN' },
            },
          }),
        ),
      ),
    ).toBe('These terms replace the current Customer Verification Enterprise terms at once.');
  });

  it('prices in the business’s currency, as its plans are priced', () => {
    expect(plansCurrency([plan()])).toBe('NGN');
    expect(
      plansCurrency([
        {
          subplans: [enterprise],
          addons: [{ ...captureAddon, monthlyPrice: { amount: 1, currency: 'USD' } }],
        },
      ]),
    ).toBe('USD');
    expect(plansCurrency([])).toBeUndefined();
  });
});
