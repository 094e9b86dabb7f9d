import { describe, expect, it } from 'vitest';
import { enterprise, growth, starter } from '../../../test-fixtures/plan-fixture';
import {
  chooseTier,
  expectedChecksInput,
  pricingDefaults,
  pricingRequest,
  selectableTiers,
  tierOf,
} from './pricing-choice';

const cv = { id: 'plan_cv', subplans: [starter, growth, enterprise] };
const bv = {
  id: 'plan_bv',
  subplans: [
    { ...starter, id: 'bv_starter' },
    { ...growth, id: 'bv_growth' },
  ],
};
const plans = [cv, bv];

describe('one tier per product', () => {
  it('offers the priced tiers, not Enterprise', () => {
    expect(selectableTiers(cv).map((tier) => tier.id)).toEqual(['sub_starter', 'sub_growth']);
  });

  it('a product’s choice replaces its own tier and keeps the others', () => {
    let ids = chooseTier([], plans, 'plan_cv', 'sub_starter');
    expect(ids).toEqual(['sub_starter']);
    ids = chooseTier(ids, plans, 'plan_bv', 'bv_growth');
    expect(ids).toEqual(['sub_starter', 'bv_growth']);
    ids = chooseTier(ids, plans, 'plan_cv', 'sub_growth');
    expect(ids).toEqual(['sub_growth', 'bv_growth']);
    expect(tierOf(ids, cv)).toBe('sub_growth');
    expect(tierOf(ids, bv)).toBe('bv_growth');
  });

  it('"No plan" removes the product', () => {
    expect(chooseTier(['sub_starter', 'bv_growth'], plans, 'plan_cv', '')).toEqual(['bv_growth']);
    expect(tierOf(['bv_growth'], cv)).toBe('');
  });

  it('drops ids no plan knows (a tier withdrawn since it was saved)', () => {
    expect(chooseTier(['gone', 'sub_starter'], plans, 'plan_bv', 'bv_starter')).toEqual([
      'sub_starter',
      'bv_starter',
    ]);
  });
});

describe('the request', () => {
  it('starts from what was saved, else pay as you go', () => {
    expect(pricingDefaults(null)).toEqual({ model: 'pay_as_you_go', subplanIds: [] });
    expect(
      pricingDefaults({
        model: 'plan',
        subplans: [
          {
            planId: 'plan_cv',
            subplanId: 'sub_growth',
            planName: 'Customer Verification',
            subplanName: 'Growth',
            monthlyPrice: { amount: 20_000_000, currency: 'NGN' },
          },
        ],
      }),
    ).toEqual({ model: 'plan', subplanIds: ['sub_growth'] });
  });

  it('sends the tiers with the plan model only', () => {
    expect(pricingRequest({ model: 'plan', subplanIds: ['sub_starter'] })).toEqual({
      model: 'plan',
      subplanIds: ['sub_starter'],
    });
    expect(pricingRequest({ model: 'pay_as_you_go', subplanIds: ['sub_starter'] })).toEqual({
      model: 'pay_as_you_go',
    });
    expect(pricingRequest({ model: 'enterprise', subplanIds: [] })).toEqual({ model: 'enterprise' });
  });

  it('reads the expected checks as typed', () => {
    expect(expectedChecksInput('')).toBeUndefined();
    expect(expectedChecksInput('  ')).toBeUndefined();
    expect(expectedChecksInput(undefined)).toBeUndefined();
    expect(expectedChecksInput('20,000')).toBe(20_000);
    expect(expectedChecksInput(' 500 ')).toBe(500);
    expect(expectedChecksInput('lots')).toBeNaN();
    expect(expectedChecksInput('1.5')).toBeNaN();
  });
});
