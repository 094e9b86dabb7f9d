/**
 * Plans, subscriptions and add-ons (features/billing/plans.ts): the catalogue priced in the
 * business's currency; choosing a tier needs a card; an upgrade applies at once and a downgrade at the
 * period's end (and can be dropped); a cancellation is scheduled and can be undone; Enterprise is asked
 * for and starts with the terms platform staff set; add-ons need their plan.
 */
import type { TAddon, TCostPricing, TPlans, TSubscription } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses, paymentCards } from '../src/db/schema.js';
import { addMonth } from '../src/features/billing/plans.js';
import { newId } from '../src/lib/ids.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
} from './harness.js';
import { expectTransactionsAddUp } from './wallet.js';

const billing = (path: string) => `/api/billing/v1${path}`;
const CV = 'plan_customer_verification';

const clock = new Date('2026-01-31T09:00:00Z');
let t: TestApp;
let acmeId: string;
let globexId: string;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const rows = await t.app.ctx.db.select().from(businesses);
  acmeId = rows.find((row) => row.name === 'Acme Ltd')?.id ?? '';
  globexId = rows.find((row) => row.name === 'Globex Ltd')?.id ?? '';
  owner = await tokenFor(t.app, ACME_OWNER);
  admin = await tokenFor(t.app, 'admin@verity.local');
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.ctx.cardProvider.sandbox?.settled();
  await expectTransactionsAddUp(t.app, owner);
});

const post = <T>(path: string, token = owner, body?: unknown) =>
  call<T>(t.app, 'POST', billing(path), { token, ...(body === undefined ? {} : { body }) });
const plansOf = async (token = owner) =>
  (await call<TPlans>(t.app, 'GET', billing('/plans'), { token })).body.data.items;
const customerVerification = async () => (await plansOf()).find((plan) => plan.id === CV);

/** A saved card, as Stripe's webhook leaves it (billing-cards.test.ts covers how it gets there). */
async function giveCard(businessId: string) {
  await t.app.ctx.db.insert(paymentCards).values({
    id: newId(),
    businessId,
    stripePaymentMethodId: `pm_${newId()}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2034,
    cardLabel: null,
    isDefault: true,
  });
}

describe('the catalogue', () => {
  it('lists a plan per product with tiers and add-ons in the business’s currency', async () => {
    const plans = await plansOf();
    expect(plans.map((plan) => plan.product)).toEqual([
      'customer-verification',
      'business-verification',
      'credit-report',
      'sanction-pep-screening',
    ]);
    const cv = plans[0];
    expect(cv?.subplans.map((tier) => [tier.name, tier.enterprise])).toEqual([
      ['Starter', false],
      ['Growth', false],
      ['Enterprise', true],
    ]);
    expect(cv?.subplans[0]).toMatchObject({
      monthlyPrice: { amount: 50_000_00, currency: 'NGN' },
      includedChecks: 500,
      overagePrice: { amount: 120_00, currency: 'NGN' },
    });
    expect(cv?.subplans[2]?.monthlyPrice).toBeNull();
    expect(cv?.subscription).toBeNull();
    expect(cv?.addons.every((addon) => !addon.enabled)).toBe(true);
    expect(
      (await call(t.app, 'GET', billing('/plans'), { token: await tokenFor(t.app, ACME_ANALYST) })).status,
    ).toBe(403);
  });

  it('counts a period as a calendar month, ending early in a short month', () => {
    expect(addMonth(new Date('2026-01-31T09:00:00Z')).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(addMonth(new Date('2026-02-15T00:00:00Z')).toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });
});

describe('a subscription', () => {
  const starter = () => post<TSubscription>(`/plans/${CV}/subplans/sub_cv_starter/select-plan`);

  it('needs a card first', async () => {
    const refused = await starter();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Add a payment method before choosing a plan' });
    expect(await customerVerification()).toMatchObject({ subscription: null });
  });

  it('starts on the chosen tier for a month, and marks the business subscribed', async () => {
    await giveCard(acmeId);
    const chosen = await starter();
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({
      subplanId: 'sub_cv_starter',
      status: 'active',
      currentPeriodStart: '2026-01-31T09:00:00.000Z',
      currentPeriodEnd: '2026-02-28T09:00:00.000Z',
    });
    const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.id, acmeId));
    expect(acme?.hasSubscription).toBe(true);
    const again = await starter();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'You are already on this plan' });
  });

  it('upgrades at once, and downgrades at the period’s end unless the downgrade is dropped', async () => {
    const up = await post<TSubscription>(`/plans/${CV}/subplans/sub_cv_growth/select-plan`);
    expect(up.body.data).toMatchObject({ subplanId: 'sub_cv_growth', scheduledSubplanId: null });
    const down = await starter();
    expect(down.body.data).toMatchObject({
      subplanId: 'sub_cv_growth',
      scheduledSubplanId: 'sub_cv_starter',
    });
    const kept = await post<TSubscription>('/plans/subplans/sub_cv_growth/cancel-downgrade');
    expect(kept.body.data.scheduledSubplanId).toBeNull();
    expect((await post('/plans/subplans/sub_cv_growth/cancel-downgrade')).status).toBe(400);
    const enterprise = await post(`/plans/${CV}/subplans/sub_cv_enterprise/select-plan`);
    expect(enterprise.status).toBe(400);
  });

  it('schedules a cancellation for the period’s end, which can be undone', async () => {
    const cancelled = await post<TSubscription>('/plans/subplans/sub_cv_growth/schedule-cancellation');
    expect(cancelled.body.data).toMatchObject({
      status: 'cancellation_scheduled',
      cancelAt: '2026-02-28T09:00:00.000Z',
    });
    const undone = await post<TSubscription>('/plans/subplans/sub_cv_growth/undo-cancellation');
    expect(undone.body.data).toMatchObject({ status: 'active', cancelAt: null });
    expect((await post('/plans/subplans/sub_cv_growth/undo-cancellation')).status).toBe(400);
    expect((await post('/plans/subplans/sub_cv_starter/schedule-cancellation')).status).toBe(404);
  });

  it('is the business’s own: another business has none, and cannot change Acme’s', async () => {
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect((await plansOf(globex)).every((plan) => plan.subscription === null)).toBe(true);
    expect((await post('/plans/subplans/sub_cv_growth/schedule-cancellation', globex)).status).toBe(404);
  });
});

describe('add-ons', () => {
  it('switch on only with their plan, and off again', async () => {
    const onPlan = await post<TAddon>('/addons/addon_cv_capture/enable');
    expect(onPlan.body.data).toMatchObject({ enabled: true, monthlyPrice: { amount: 25_000_00 } });
    const offPlan = await post('/addons/addon_bv_monitoring/enable');
    expect(offPlan.status).toBe(400);
    expect(offPlan.body).toMatchObject({ message: 'Subscribe to this add-on’s plan first' });
    const listed = await call<{ items: TAddon[] }>(t.app, 'GET', billing(`/plans/${CV}/addons`), {
      token: owner,
    });
    expect(listed.body.data.items.find((addon) => addon.id === 'addon_cv_capture')?.enabled).toBe(true);
    await post('/addons/addon_cv_support/enable');
    await post('/addons/addon_cv_support/disable');
    expect((await customerVerification())?.addons.map((addon) => [addon.id, addon.enabled])).toEqual([
      ['addon_cv_capture', true],
      ['addon_cv_support', false],
    ]);
  });

  it('can be switched by platform staff for a business, not by the business’s owner for another', async () => {
    const byAdmin = await post<TAddon>('/addons/addon_cv_support/enable-by-admin', admin, {
      businessId: acmeId,
    });
    expect(byAdmin.body.data.enabled).toBe(true);
    expect(
      (await post('/addons/addon_cv_support/enable-by-admin', owner, { businessId: acmeId })).status,
    ).toBe(403);
  });
});

describe('Enterprise', () => {
  it('is asked for, then starts on the terms platform staff set', async () => {
    const asked = await post<TSubscription>('/plans/plan_business_verification/subscribe-enterprise', owner, {
      expectedChecksPerMonth: 20_000,
      message: 'We onboard merchants nationwide',
    });
    expect(asked.body.data).toMatchObject({ status: 'enterprise_requested', subplanId: 'sub_bv_enterprise' });
    const set = await post<TSubscription>(`/subscriptions/business/${acmeId}/enterprise`, admin, {
      planId: 'plan_business_verification',
      monthlyPrice: 900_000_00,
      includedChecks: 20_000,
      overagePrice: 400_00,
    });
    expect(set.body.data).toMatchObject({
      status: 'active',
      customPricing: { monthlyPrice: { amount: 900_000_00 }, includedChecks: 20_000 },
    });
    const pricing = await call<TCostPricing>(
      t.app,
      'GET',
      billing(`/subscriptions/business/${acmeId}/cost-pricing`),
      {
        token: admin,
      },
    );
    expect(
      pricing.body.data.items.map((item) => [item.product, item.subplanName, item.monthlyPrice?.amount]),
    ).toEqual([
      ['customer-verification', 'Growth', 200_000_00],
      ['business-verification', 'Enterprise', 900_000_00],
    ]);
    expect(pricing.body.data.items[0]?.addons.map((addon) => addon.id)).toEqual([
      'addon_cv_capture',
      'addon_cv_support',
    ]);
    const seen = await call<TPlans>(t.app, 'GET', billing(`/plans/businesses/${acmeId}`), { token: admin });
    expect(seen.body.data.items[1]?.subscription?.status).toBe('active');
    expect(
      (await call(t.app, 'GET', billing(`/plans/businesses/${globexId}`), { token: owner })).status,
    ).toBe(403);
  });

  it('prices a USD business in dollars', async () => {
    await t.app.ctx.db.update(businesses).set({ currency: 'USD' }).where(eq(businesses.id, globexId));
    t.app.ctx.authCache.forgetBusiness(globexId);
    const plans = await plansOf(await tokenFor(t.app, GLOBEX_OWNER));
    expect(plans[0]?.subplans[0]?.monthlyPrice).toEqual({ amount: 100_00, currency: 'USD' });
  });
});
