/**
 * A subscription in words: which tier the business is on and what happens at the end of its period. The dates
 * are the server's period end or cancellation day.
 */
import type { TPlan, TSubplan } from '@verity/client';
import { formatDate } from '../../../../lib/format';

export type PlanState = Pick<TPlan, 'subplans' | 'subscription'>;

/** The tier the subscription names (for an Enterprise request, the Enterprise tier). */
export function currentTier(plan: PlanState): TSubplan | undefined {
  const subscription = plan.subscription;
  return subscription ? plan.subplans.find((subplan) => subplan.id === subscription.subplanId) : undefined;
}

/** The downgrade waiting for the period's end, if any. */
export function scheduledTier(plan: PlanState): TSubplan | undefined {
  const id = plan.subscription?.scheduledSubplanId;
  return id ? plan.subplans.find((subplan) => subplan.id === id) : undefined;
}

/**
 * 'Renews on 05 March 2026', 'Cancels on …', 'Moves to Starter on …', or 'Enterprise requested' while the
 * platform prepares its terms. Null without a subscription.
 */
export function statusLine(plan: PlanState): string | null {
  const subscription = plan.subscription;
  if (!subscription) return null;
  switch (subscription.status) {
    case 'enterprise_requested':
      return 'Enterprise requested';
    case 'cancellation_scheduled':
      return `Cancels on ${formatDate(subscription.cancelAt ?? subscription.currentPeriodEnd)}`;
    case 'active': {
      const end = formatDate(subscription.currentPeriodEnd);
      const next = scheduledTier(plan);
      const line = next ? `Moves to ${next.name} on ${end}` : `Renews on ${end}`;
      // Asked for Enterprise while on a tier: the tier runs until the terms are agreed.
      return subscription.enterpriseRequested ? `${line} · Enterprise requested` : line;
    }
  }
}
