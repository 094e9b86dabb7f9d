import type { TPlan } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { enterprise, growth, plan, subscription } from '../../../test-fixtures/plan-fixture';
import { type CostItem, subscriptionViews, unsubscribedPlans } from './business-subscriptions';

const naira = (amount: number) => ({ amount, currency: 'NGN' });

const starterCost: CostItem = {
  planId: 'plan_cv',
  product: 'customer-verification',
  subplanName: 'Starter',
  status: 'active',
  monthlyPrice: naira(5_000_000),
  includedChecks: 500,
  overagePrice: naira(12_000),
  addons: [],
};

const businessPlan = (sub: TPlan['subscription'] = null): TPlan => ({
  ...plan(sub),
  id: 'plan_bv',
  product: 'business-verification',
  name: 'Business Verification',
  addons: [],
});

describe('a business’s subscriptions for platform staff', () => {
  it('each subscribed product: its tier, status and what the server says it costs', () => {
    const [view, ...rest] = subscriptionViews([plan(subscription()), businessPlan()], [starterCost]);
    expect(rest).toEqual([]);
    expect(view).toMatchObject({
      tierName: 'Starter',
      status: 'Renews on 05 April 2026',
      prices: { monthlyPrice: '₦50,000.00 a month', includedChecks: '500', overagePrice: '₦120.00' },
      pausedSince: null,
      enterpriseRequested: false,
    });
  });

  it('the cost pricing wins over the tier: agreed Enterprise terms', () => {
    const agreed = subscription({ subplanId: enterprise.id });
    const [view] = subscriptionViews(
      [plan(agreed)],
      [
        {
          ...starterCost,
          subplanName: 'Enterprise',
          monthlyPrice: naira(90_000_000),
          includedChecks: 20_000,
          overagePrice: naira(40_000),
        },
      ],
    );
    expect(view?.tierName).toBe('Enterprise');
    expect(view?.prices).toEqual({
      monthlyPrice: '₦900,000.00 a month',
      includedChecks: '20,000',
      overagePrice: '₦400.00',
    });
  });

  it('without a cost line (read at another moment): the agreed terms, else the tier', () => {
    const [onTier] = subscriptionViews([plan(subscription({ subplanId: growth.id }))], []);
    expect(onTier?.tierName).toBe('Growth');
    expect(onTier?.prices?.monthlyPrice).toBe('₦200,000.00 a month');
    const [custom] = subscriptionViews(
      [
        plan(
          subscription({
            subplanId: enterprise.id,
            customPricing: {
              monthlyPrice: naira(100),
              includedChecks: 1,
              overagePrice: naira(5),
            },
          }),
        ),
      ],
      [],
    );
    expect(custom?.prices).toEqual({
      monthlyPrice: '₦1.00 a month',
      includedChecks: '1',
      overagePrice: '₦0.05',
    });
  });

  it('usage paused for unpaid invoices: since when', () => {
    const [view] = subscriptionViews(
      [plan(subscription({ usageSuspendedAt: '2026-03-20T08:00:00.000Z' }))],
      [starterCost],
    );
    expect(view?.pausedSince).toBe('Checks refused since 20 March 2026');
  });

  it('Enterprise asked for: on a running tier, or waiting with no terms', () => {
    const [onTier] = subscriptionViews([plan(subscription({ enterpriseRequested: true }))], [starterCost]);
    expect(onTier?.enterpriseRequested).toBe(true);
    expect(onTier?.status).toBe('Renews on 05 April 2026 · Enterprise requested');
    const [waiting] = subscriptionViews(
      [
        businessPlan(
          subscription({
            planId: 'plan_bv',
            status: 'enterprise_requested',
            subplanId: enterprise.id,
            enterpriseRequested: true,
          }),
        ),
      ],
      [
        {
          ...starterCost,
          planId: 'plan_bv',
          product: 'business-verification',
          subplanName: 'Enterprise',
          status: 'enterprise_requested',
          monthlyPrice: null,
          includedChecks: null,
          overagePrice: null,
        },
      ],
    );
    expect(waiting).toMatchObject({
      status: 'Enterprise requested',
      prices: null,
      enterpriseRequested: true,
    });
  });

  it('the products without a subscription', () => {
    expect(unsubscribedPlans([plan(subscription()), businessPlan()]).map((each) => each.name)).toEqual([
      'Business Verification',
    ]);
  });
});
