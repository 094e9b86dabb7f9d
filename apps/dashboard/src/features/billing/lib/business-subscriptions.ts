/**
 * A business's subscriptions as platform staff read them (with the cost-pricing call): per subscribed product
 * its tier, where it stands (the business's own status line), what it costs (the server's cost pricing: the
 * tier's list prices or the agreed Enterprise terms), whether its checks are paused for unpaid invoices, and
 * whether Enterprise was asked for.
 */
import type { TCostPricing, TMoney, TPlan } from '@verity/client';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { currentTier, statusLine } from '../plans/lib/subscription-status';

export type CostItem = TCostPricing['items'][number];

export const USAGE_PAUSED = 'Usage paused: unpaid invoices';
export const ENTERPRISE_REQUESTED = 'Enterprise requested';

export interface SubscriptionPrices {
  monthlyPrice: string;
  includedChecks: string;
  overagePrice: string;
}

export interface SubscriptionView {
  plan: TPlan;
  tierName: string;
  /** 'Renews on 05 April 2026', 'Cancels on …', '… · Enterprise requested', 'Enterprise requested'. */
  status: string;
  /** Null while an Enterprise request waits for its terms (no tier runs). */
  prices: SubscriptionPrices | null;
  /** 'Checks refused since 05 March 2026' while usage is paused, else null. */
  pausedSince: string | null;
  enterpriseRequested: boolean;
}

const money = (value: TMoney | null) => (value ? formatMoney(value) : '—');

function pricesOf(plan: TPlan, cost: CostItem | undefined): SubscriptionPrices | null {
  const tier = currentTier(plan);
  const source = cost ?? plan.subscription?.customPricing ?? tier;
  if (!source || source.monthlyPrice === null) return null;
  return {
    monthlyPrice: `${money(source.monthlyPrice)} a month`,
    includedChecks: source.includedChecks === null ? '—' : formatCount(source.includedChecks),
    overagePrice: money(source.overagePrice),
  };
}

/** The subscribed products in the catalogue's order, each with its cost (when the server listed it). */
export function subscriptionViews(plans: readonly TPlan[], costs: readonly CostItem[]): SubscriptionView[] {
  return plans.flatMap((plan) => {
    const subscription = plan.subscription;
    if (!subscription) return [];
    const cost = costs.find((item) => item.planId === plan.id);
    return [
      {
        plan,
        tierName: cost?.subplanName || currentTier(plan)?.name || '',
        status: statusLine(plan) ?? '',
        prices: pricesOf(plan, cost),
        pausedSince: subscription.usageSuspendedAt
          ? `Checks refused since ${formatDate(subscription.usageSuspendedAt)}`
          : null,
        enterpriseRequested: subscription.enterpriseRequested,
      },
    ];
  });
}

/** The products without a subscription, whose Enterprise terms can still be set. */
export const unsubscribedPlans = (plans: readonly TPlan[]): TPlan[] =>
  plans.filter((plan) => !plan.subscription);
