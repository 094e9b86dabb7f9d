/**
 * The top-bar activation banner and the billing steps dialog as pure decisions: who sees the banner, what it
 * says, and which dialog step is open.
 */
import { callerOf, canCall, cardsRouteAddresses, type TBusinessProfile, type TUser } from '@verity/client';

export type ActivationBanner =
  | { kind: 'not-activated' }
  | { kind: 'pending'; text: 'Your business activation is pending' }
  | { kind: 'declined' }
  | { kind: 'suspended' }
  | { kind: 'steps'; text: string };

type BannerUser = Pick<TUser, 'businessType'> & { role: Pick<TUser['role'], 'permissions'> };
type BannerBusiness = Pick<
  TBusinessProfile,
  'status' | 'billingType' | 'hasSubscription' | 'hasPaymentMethod'
>;

export function activationBanner(user: BannerUser, business: BannerBusiness): ActivationBanner | null {
  // The banner leads to Add card and Subscribe: it is for whoever may add the business's card.
  if (!canCall(callerOf(user), cardsRouteAddresses.initiateAdd)) return null;
  if (user.businessType === 'admin') return null;
  if (business.hasSubscription || business.billingType !== 'subscription') return null;
  switch (business.status) {
    case 'not_activated':
      return { kind: 'not-activated' };
    case 'pending_activation':
      return { kind: 'pending', text: 'Your business activation is pending' };
    case 'activated':
      return {
        kind: 'steps',
        text: `Just ${stepsLeft(business.hasPaymentMethod)} remaining to upgrade your verification capabilities`,
      };
    // Beyond the three statuses the banner was designed for: staff's decisions are shown too, with the way
    // forward.
    case 'declined':
      return { kind: 'declined' };
    case 'suspended':
      return { kind: 'suspended' };
  }
}

const stepsLeft = (hasCard: boolean): string => (hasCard ? '1 step' : '2 steps');

export interface BillingSteps {
  title: string;
  paymentMethodDisabled: boolean;
  subscribeDisabled: boolean;
}

/** A card unlocks the plan step; once it exists, adding the first one is done. */
export function billingSteps(hasPaymentMethod: boolean): BillingSteps {
  return {
    title: `Just ${stepsLeft(hasPaymentMethod)} to full access`,
    paymentMethodDisabled: hasPaymentMethod,
    subscribeDisabled: !hasPaymentMethod,
  };
}
