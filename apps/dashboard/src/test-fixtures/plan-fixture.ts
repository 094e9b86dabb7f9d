/** A plan as the server answers it, for the tests: Starter, Growth and Enterprise, in naira. */
import type { TAddon, TPlan, TSubscription } from '@verity/client';

const naira = (amount: number) => ({ amount, currency: 'NGN' });

export const starter = {
  id: 'sub_starter',
  name: 'Starter',
  tier: 1,
  monthlyPrice: naira(5_000_000),
  includedChecks: 500,
  overagePrice: naira(12_000),
  features: ['500 identity checks a month'],
  enterprise: false,
};
export const growth = {
  ...starter,
  id: 'sub_growth',
  name: 'Growth',
  tier: 2,
  monthlyPrice: naira(20_000_000),
  includedChecks: 2_500,
  overagePrice: naira(10_000),
  features: ['2,500 identity checks a month', 'Webhooks and API keys'],
};
export const enterprise = {
  id: 'sub_enterprise',
  name: 'Enterprise',
  tier: 3,
  monthlyPrice: null,
  includedChecks: null,
  overagePrice: null,
  features: ['Volume pricing'],
  enterprise: true,
};

export const captureAddon: TAddon = {
  id: 'addon_capture',
  planId: 'plan_cv',
  name: 'Document capture and liveness',
  description: 'Hosted capture.',
  monthlyPrice: naira(2_500_000),
  enabled: false,
};

export function subscription(patch: Partial<TSubscription> = {}): TSubscription {
  return {
    id: 's_1',
    planId: 'plan_cv',
    subplanId: starter.id,
    status: 'active',
    currentPeriodStart: '2026-03-05T10:00:00.000Z',
    currentPeriodEnd: '2026-04-05T10:00:00.000Z',
    scheduledSubplanId: null,
    cancelAt: null,
    enterpriseRequested: false,
    enterpriseRequest: null,
    usageSuspendedAt: null,
    customPricing: null,
    ...patch,
  };
}

export function plan(sub: TSubscription | null = null): TPlan {
  return {
    id: 'plan_cv',
    product: 'customer-verification',
    name: 'Customer Verification',
    description: 'Verify identity numbers.',
    subplans: [starter, growth, enterprise],
    addons: [captureAddon],
    subscription: sub,
  };
}
