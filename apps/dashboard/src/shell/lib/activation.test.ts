import type { TBusinessProfile } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-fixtures/test-user';
import { activationBanner, billingSteps } from './activation';

/** What adding a card needs (the card routes' declared access). */
const ACTIVATION_PERMISSION = 'billing:subscription:card:invoice:manage';

const owner = makeUser({ permissions: [ACTIVATION_PERMISSION, 'wallet:view'] });
const business = (overrides: Partial<TBusinessProfile> = {}) => ({
  status: 'not_activated' as TBusinessProfile['status'],
  billingType: 'subscription',
  hasSubscription: false,
  hasPaymentMethod: false,
  ...overrides,
});

describe('activationBanner', () => {
  it('not activated: the Business Verification warning', () => {
    expect(activationBanner(owner, business())).toEqual({ kind: 'not-activated' });
  });

  it('declined and suspended', () => {
    expect(activationBanner(owner, business({ status: 'declined' }))).toEqual({ kind: 'declined' });
    expect(activationBanner(owner, business({ status: 'suspended' }))).toEqual({ kind: 'suspended' });
  });

  it('pending activation', () => {
    expect(activationBanner(owner, business({ status: 'pending_activation' }))).toEqual({
      kind: 'pending',
      text: 'Your business activation is pending',
    });
  });

  it('activated: 2 steps without a card, 1 step with one', () => {
    expect(activationBanner(owner, business({ status: 'activated' }))).toEqual({
      kind: 'steps',
      text: 'Just 2 steps remaining to upgrade your verification capabilities',
    });
    expect(activationBanner(owner, business({ status: 'activated', hasPaymentMethod: true }))).toEqual({
      kind: 'steps',
      text: 'Just 1 step remaining to upgrade your verification capabilities',
    });
  });

  it('hidden without the billing permission', () => {
    expect(activationBanner(makeUser({ permissions: ['wallet:view'] }), business())).toBeNull();
  });

  it('hidden for admin users', () => {
    expect(
      activationBanner(makeUser({ businessType: 'admin', permissions: [ACTIVATION_PERMISSION] }), business()),
    ).toBeNull();
  });

  it('hidden once subscribed, and for billing types other than subscription', () => {
    expect(activationBanner(owner, business({ hasSubscription: true }))).toBeNull();
    expect(activationBanner(owner, business({ billingType: 'postpaid' }))).toBeNull();
  });
});

describe('billingSteps', () => {
  it('without a card: 2 steps, add a card first, plans locked', () => {
    expect(billingSteps(false)).toEqual({
      title: 'Just 2 steps to full access',
      paymentMethodDisabled: false,
      subscribeDisabled: true,
    });
  });

  it('with a card: 1 step, the plan is open', () => {
    expect(billingSteps(true)).toEqual({
      title: 'Just 1 step to full access',
      paymentMethodDisabled: true,
      subscribeDisabled: false,
    });
  });
});
