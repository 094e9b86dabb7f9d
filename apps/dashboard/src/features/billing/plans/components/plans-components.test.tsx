import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import {
  captureAddon,
  enterprise,
  growth,
  plan,
  starter,
  subscription,
} from '../../../../test-fixtures/plan-fixture';
import { tierAction } from '../lib/tier-action';
import { AddonList } from './addon-list';
import { PlanCard } from './plan-card';
import { SubscriptionSummary } from './subscription-summary';
import { TierCard } from './tier-card';

// Rendering calls nothing.
vi.mock('../../../../lib/api-client', () => ({ api: {} }));

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/billing/plans-and-products">{node}</Router>
    </QueryClientProvider>,
  );

const noop = () => undefined;

describe('a tier card', () => {
  it('shows the price per month, included checks, price per extra check, features and its button', () => {
    const p = plan(subscription());
    const markup = render(
      <TierCard tier={growth} action={tierAction(p, growth)} canManage onAction={noop} />,
    );
    expect(text(markup)).toBe(
      'Growth Price per month ₦200,000.00 a month Included checks 2,500 checks included Price per extra check ₦100.00 per extra check 2,500 identity checks a month Webhooks and API keys Upgrade to Growth',
    );
  });

  it('marks the current tier, with no button', () => {
    const p = plan(subscription());
    const markup = render(
      <TierCard tier={starter} action={tierAction(p, starter)} canManage onAction={noop} />,
    );
    expect(text(markup)).toContain('Starter Current plan');
    expect(markup).not.toContain('<button');
  });

  it('a waiting downgrade says when it starts', () => {
    const p = plan(subscription({ subplanId: growth.id, scheduledSubplanId: starter.id }));
    const markup = render(
      <TierCard tier={starter} action={tierAction(p, starter)} canManage onAction={noop} />,
    );
    expect(text(markup)).toContain('Starter Starts on 05 April 2026');
    expect(markup).not.toContain('<button');
  });

  it('Enterprise: custom pricing and Contact us; its agreed terms once it is the current tier', () => {
    const markup = render(
      <TierCard tier={enterprise} action={tierAction(plan(), enterprise)} canManage onAction={noop} />,
    );
    expect(text(markup)).toBe('Enterprise Price per month Custom pricing Volume pricing Contact us');
    const agreed = subscription({
      subplanId: enterprise.id,
      customPricing: {
        monthlyPrice: { amount: 90_000_000, currency: 'NGN' },
        includedChecks: 20_000,
        overagePrice: { amount: 5_000, currency: 'NGN' },
      },
    });
    const current = render(
      <TierCard
        tier={enterprise}
        action={tierAction(plan(agreed), enterprise)}
        customPricing={agreed.customPricing}
        canManage
        onAction={noop}
      />,
    );
    expect(text(current)).toContain('₦900,000.00 a month');
    expect(text(current)).toContain('20,000 checks included');
  });

  it('without the manage permission: no buttons', () => {
    const markup = render(
      <TierCard tier={growth} action={tierAction(plan(), growth)} canManage={false} onAction={noop} />,
    );
    expect(markup).not.toContain('<button');
  });
});

describe('the subscription summary', () => {
  const summary = (p: ReturnType<typeof plan>, canManage = true) =>
    text(render(<SubscriptionSummary plan={p} canManage={canManage} pending={null} onAction={noop} />));

  it('active: the tier, when it renews, and Cancel subscription', () => {
    expect(summary(plan(subscription()))).toBe(
      'Your subscription Starter plan Renews on 05 April 2026 Cancel subscription',
    );
  });

  it('a downgrade waiting: Keep the current tier', () => {
    expect(summary(plan(subscription({ subplanId: growth.id, scheduledSubplanId: starter.id })))).toBe(
      'Your subscription Growth plan Moves to Starter on 05 April 2026 Keep Growth Cancel subscription',
    );
  });

  it('cancelling: when, and Undo cancellation', () => {
    expect(
      summary(plan(subscription({ status: 'cancellation_scheduled', cancelAt: '2026-04-05T10:00:00Z' }))),
    ).toBe('Your subscription Starter plan Cancels on 05 April 2026 Undo cancellation');
  });

  it('Enterprise requested: nothing to change yet', () => {
    expect(summary(plan(subscription({ status: 'enterprise_requested', subplanId: enterprise.id })))).toBe(
      'Your subscription We will be in touch with Enterprise terms. Enterprise requested',
    );
  });

  it('without the manage permission: the words only; without a subscription: nothing', () => {
    expect(summary(plan(subscription()), false)).toBe(
      'Your subscription Starter plan Renews on 05 April 2026',
    );
    expect(summary(plan())).toBe('');
  });
});

describe('a plan on the list', () => {
  it('its name, description, tier and status, and a link to its tiers', () => {
    const markup = render(<PlanCard plan={plan(subscription())} />);
    expect(text(markup)).toBe(
      'Customer Verification Starter Verify identity numbers. Renews on 05 April 2026 View plans for Customer Verification',
    );
    expect(markup).toContain('href="/billing/plans-and-products/customer-verification"');
  });

  it('not subscribed', () => {
    expect(text(render(<PlanCard plan={plan()} />))).toContain('Customer Verification Not subscribed');
  });
});

describe('the add-ons', () => {
  it('each with its price and a switch named for it', () => {
    const p = plan(subscription());
    const markup = render(<AddonList label="Add-ons" addons={p.addons} canManage />);
    expect(text(markup)).toContain('Document capture and liveness Hosted capture. ₦25,000.00 a month Off');
    expect(markup).toContain('role="switch" aria-checked="false" aria-label="Document capture and liveness"');
  });

  it('without the manage permission: the state in words, no switch', () => {
    const markup = render(
      <AddonList label="Add-ons" addons={[{ ...captureAddon, enabled: true }]} canManage={false} />,
    );
    expect(markup).not.toContain('role="switch"');
    expect(text(markup)).toContain('On Enabled');
  });
});
