/**
 * What a tier offers the business, given its subscription: the tier it is on, a first choice, a higher tier
 * (applies at once) or a lower one (waits for the period's end), and Enterprise, which is asked for rather
 * than chosen. The server decides the same way (tier numbers).
 */
import type { TSubplan } from '@verity/client';
import { formatCount, formatDate, formatMoney } from '../../../../lib/format';
import { currentTier, type PlanState } from './subscription-status';

export type TierChange = 'choose' | 'upgrade' | 'downgrade';

export type TierAction =
  | { kind: 'current' }
  | { kind: TierChange; label: string }
  /** The downgrade already waiting for the period's end. */
  | { kind: 'scheduled'; startsOn: string }
  | { kind: 'contact'; label: 'Contact us' }
  | { kind: 'enterprise-requested' };

export function tierAction(plan: PlanState, tier: TSubplan): TierAction {
  const subscription = plan.subscription;
  const requested = subscription?.status === 'enterprise_requested';
  const current = requested ? undefined : currentTier(plan);
  if (current?.id === tier.id) return { kind: 'current' };
  if (tier.enterprise)
    return requested ? { kind: 'enterprise-requested' } : { kind: 'contact', label: 'Contact us' };
  if (!subscription || !current) return { kind: 'choose', label: `Choose ${tier.name}` };
  if (tier.tier > current.tier) return { kind: 'upgrade', label: `Upgrade to ${tier.name}` };
  if (subscription.scheduledSubplanId === tier.id)
    return { kind: 'scheduled', startsOn: subscription.currentPeriodEnd };
  return { kind: 'downgrade', label: `Downgrade to ${tier.name}` };
}

/** '₦50,000.00 a month', or 'Custom pricing' for Enterprise. */
export function monthlyPriceText(tier: Pick<TSubplan, 'monthlyPrice'>): string {
  return tier.monthlyPrice ? `${formatMoney(tier.monthlyPrice)} a month` : 'Custom pricing';
}

/** '500 checks included', or null for Enterprise, whose volume is agreed. */
export function includedChecksText(tier: Pick<TSubplan, 'includedChecks'>): string | null {
  const checks = tier.includedChecks;
  if (checks === null) return null;
  return `${formatCount(checks)} ${checks === 1 ? 'check' : 'checks'} included`;
}

/** '₦120.00 per extra check', or null for Enterprise. */
export function overagePriceText(tier: Pick<TSubplan, 'overagePrice'>): string | null {
  return tier.overagePrice ? `${formatMoney(tier.overagePrice)} per extra check` : null;
}

export interface ChangeWording {
  title: string;
  /** What happens and when: at once, or at the end of the current period. */
  text: string;
  confirm: string;
}

/** The confirm dialog's words for choosing, upgrading to or downgrading to `tier`. */
export function changeWording(plan: PlanState, tier: TSubplan, change: TierChange): ChangeWording {
  const included = includedChecksText(tier);
  const terms = `${monthlyPriceText(tier)}${included ? `, ${included} each month` : ''}`;
  const current = currentTier(plan);
  switch (change) {
    case 'choose':
      return {
        title: `Choose ${tier.name}?`,
        text: `${tier.name} starts today and renews monthly: ${terms}.`,
        confirm: `Choose ${tier.name}`,
      };
    case 'upgrade':
      return {
        title: `Upgrade to ${tier.name}?`,
        text: `${tier.name} replaces ${current?.name ?? 'your tier'} at once: ${terms}.`,
        confirm: `Upgrade to ${tier.name}`,
      };
    case 'downgrade': {
      const end = plan.subscription ? formatDate(plan.subscription.currentPeriodEnd) : '';
      return {
        title: `Downgrade to ${tier.name}?`,
        text: `You keep ${current?.name ?? 'your tier'} until ${end}. ${tier.name} starts then: ${terms}.`,
        confirm: `Downgrade to ${tier.name}`,
      };
    }
  }
}
