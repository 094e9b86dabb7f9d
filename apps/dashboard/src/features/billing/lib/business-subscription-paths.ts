/**
 * Where platform staff's subscription pages for a business live (children of its manage page):
 * pricing-subscription, its subscribe pages (the plans as the business sees them) and upgrade-enterprise.
 */
import type { TPlanProduct } from '@verity/client';
import { scopeBasePath } from '../../../shell/scoped-navigation';

export const pricingSubscriptionPath = (businessId: string): string =>
  `${scopeBasePath('business', businessId)}/manage/pricing-subscription`;

export const subscribePath = (businessId: string, product?: TPlanProduct): string =>
  `${pricingSubscriptionPath(businessId)}/subscribe${product ? `/${product}` : ''}`;

export const subscribeAddonsPath = (businessId: string, product: TPlanProduct): string =>
  `${subscribePath(businessId, product)}/add-ons`;

/** The Enterprise terms dialog over the subscriptions, for one product when named. */
export const upgradeEnterprisePath = (businessId: string, product?: TPlanProduct): string =>
  `${pricingSubscriptionPath(businessId)}/upgrade-enterprise${product ? `?product=${product}` : ''}`;

/** The id of a subscribed product's add-ons heading, which /subscribe/{product}/add-ons brings into view. */
export const addonsHeadingId = (product: TPlanProduct): string => `subscription-addons-${product}`;
