import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TPlan } from '@verity/client';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { captureAddon, enterprise, plan, subscription } from '../../../test-fixtures/plan-fixture';
import { subscriptionWrites } from '../business-subscriptions-api';
import type { CostItem } from '../lib/business-subscriptions';
import { SubscriptionsList } from './business-subscriptions-section';
import { EnterpriseTermsDialog, ReactivateUsageDialog } from './subscription-dialogs';

const calls = vi.hoisted(() => ({
  reactivateUsage: vi.fn(),
  setEnterpriseTerms: vi.fn(),
  enableAddonForBusiness: vi.fn(),
  disableAddonForBusiness: vi.fn(),
}));

// Rendering never calls the server; the writes' calls are read here.
vi.mock('../../../lib/api-client', () => ({ api: { plans: calls } }));

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset().mockResolvedValue({ data: { id: 'answer' } });
});

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/businesses/b_1/manage/pricing-subscription">{node}</Router>
    </QueryClientProvider>,
  );

const naira = (amount: number) => ({ amount, currency: 'NGN' });
const noop = () => undefined;

const supportAddon = {
  ...captureAddon,
  id: 'addon_support',
  name: 'Priority support',
  description: 'A named contact.',
  monthlyPrice: naira(1_500_000),
  enabled: true,
};

const starterCost: CostItem = {
  planId: 'plan_cv',
  product: 'customer-verification',
  subplanName: 'Starter',
  status: 'active',
  monthlyPrice: naira(5_000_000),
  includedChecks: 500,
  overagePrice: naira(12_000),
  addons: [{ id: supportAddon.id, name: supportAddon.name, monthlyPrice: supportAddon.monthlyPrice }],
};

const customerPlan = (patch: Parameters<typeof subscription>[0] = {}): TPlan => ({
  ...plan(subscription(patch)),
  addons: [captureAddon, supportAddon],
});

const businessPlan = (sub: TPlan['subscription'] = null): TPlan => ({
  ...plan(sub),
  id: 'plan_bv',
  product: 'business-verification',
  name: 'Business Verification',
  description: 'Company checks.',
  addons: [],
});

const list = (plans: TPlan[], costs: CostItem[] = [starterCost]) =>
  render(<SubscriptionsList businessId="b_1" plans={plans} costs={costs} onDialog={noop} />);

describe('the subscriptions section', () => {
  it('a subscribed product: tier, status, prices, Set Enterprise terms and its add-ons', () => {
    const markup = list([customerPlan(), businessPlan()]);
    expect(text(markup)).toBe(
      [
        'Customer Verification Starter Set Enterprise terms for Customer Verification',
        'Renews on 05 April 2026',
        'Monthly price ₦50,000.00 a month Included checks 500 Price per extra check ₦120.00',
        'Add-ons',
        'Document capture and liveness Hosted capture. ₦25,000.00 a month Off',
        'Priority support A named contact. ₦15,000.00 a month On',
        'Not subscribed: Business Verification.',
      ].join(' '),
    );
    expect(markup).toContain('aria-label="Subscriptions"');
    expect(markup).toContain('aria-label="Customer Verification add-ons"');
    expect(markup).toContain('role="switch" aria-checked="true" aria-label="Priority support"');
    expect(markup).toContain('id="subscription-addons-customer-verification"');
    expect(markup).not.toContain('Re-activate usage');
  });

  it('usage paused for unpaid invoices: said, with Re-activate usage', () => {
    const markup = list([customerPlan({ usageSuspendedAt: '2026-03-20T08:00:00.000Z' })]);
    expect(text(markup)).toContain(
      'Usage paused: unpaid invoices Checks refused since 20 March 2026 Re-activate usage for Customer Verification',
    );
    expect(markup).toMatch(/role="status"[^>]*>.*Usage paused: unpaid invoices/);
  });

  it('Enterprise requested on a running tier: the status says so, and what to do', () => {
    const markup = list([customerPlan({ enterpriseRequested: true })]);
    expect(text(markup)).toContain('Renews on 05 April 2026 · Enterprise requested');
    expect(text(markup)).toContain(
      'The business asked for Enterprise: agree the terms with it, then set them here.',
    );
  });

  it('Enterprise requested with nothing running: no prices yet', () => {
    const waiting = businessPlan(
      subscription({
        planId: 'plan_bv',
        status: 'enterprise_requested',
        subplanId: enterprise.id,
        enterpriseRequested: true,
      }),
    );
    const markup = list([waiting], []);
    expect(text(markup)).toContain(
      'Business Verification Set Enterprise terms for Business Verification Enterprise requested No Enterprise terms yet: set them to start the subscription.',
    );
    expect(text(markup)).toContain('No add-ons for this plan yet.');
  });

  it('no subscription at all', () => {
    expect(text(list([businessPlan()], []))).toBe(
      'This business has no subscriptions yet. Not subscribed: Business Verification.',
    );
  });
});

describe('Set Enterprise terms', () => {
  it('a product to choose (the one it opened for), the terms in the business’s currency', () => {
    const markup = render(
      <EnterpriseTermsDialog
        businessId="b_1"
        plans={[customerPlan(), businessPlan()]}
        planId="plan_bv"
        onClose={noop}
      />,
    );
    expect(markup).toContain('role="dialog"');
    expect(text(markup)).toContain('Set Enterprise terms');
    expect(markup).toMatch(/<option value="plan_bv" selected="">Business Verification<\/option>/);
    expect(text(markup)).toContain('Business Verification Enterprise starts at once, on these terms.');
    for (const label of ['Monthly price (₦)', 'Included checks a month', 'Price per extra check (₦)'])
      expect(markup).toMatch(new RegExp(`<label[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`));
    expect(markup).toContain('>Set terms</button>');
  });

  it('for a product on agreed terms: those terms, to change', () => {
    const agreed = customerPlan({
      subplanId: enterprise.id,
      customPricing: { monthlyPrice: naira(90_000_000), includedChecks: 20_000, overagePrice: naira(40_000) },
    });
    const markup = render(<EnterpriseTermsDialog businessId="b_1" plans={[agreed]} onClose={noop} />);
    expect(markup).toContain('value="900,000.00"');
    expect(markup).toContain('value="20000"');
    expect(markup).toContain('value="400.00"');
    expect(text(markup)).toContain(
      'These terms replace the current Customer Verification Enterprise terms at once.',
    );
  });
});

describe('Re-activate usage', () => {
  it('asks first, saying the invoices stay owed', () => {
    const markup = render(<ReactivateUsageDialog businessId="b_1" plan={customerPlan()} onClose={noop} />);
    expect(text(markup)).toBe(
      'Re-activate usage for Customer Verification? ✕ Customer Verification checks run again at once. The unpaid invoices stay owed. Go back Re-activate usage',
    );
  });
});

describe('the writes, by admin, for the business', () => {
  it('Re-activate usage names the plan by its product', async () => {
    await subscriptionWrites.reactivateUsage('b_1', customerPlan());
    expect(calls.reactivateUsage).toHaveBeenCalledWith('b_1', { planType: 'customer-verification' });
  });

  it('Set Enterprise terms sends the minor units it was given', async () => {
    const terms = {
      planId: 'plan_bv',
      monthlyPrice: 90_000_000,
      includedChecks: 20_000,
      overagePrice: 40_000,
    };
    await subscriptionWrites.setEnterpriseTerms('b_1', terms);
    expect(calls.setEnterpriseTerms).toHaveBeenCalledWith('b_1', terms);
  });

  it('an add-on is switched with the by-admin calls, naming the business', async () => {
    await subscriptionWrites.toggleAddon('b_1', { addonId: 'addon_support', enabled: true });
    await subscriptionWrites.toggleAddon('b_1', { addonId: 'addon_capture', enabled: false });
    expect(calls.enableAddonForBusiness).toHaveBeenCalledWith('addon_support', { businessId: 'b_1' });
    expect(calls.disableAddonForBusiness).toHaveBeenCalledWith('addon_capture', { businessId: 'b_1' });
  });
});
