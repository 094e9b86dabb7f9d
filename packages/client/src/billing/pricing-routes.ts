/** Per-business prices, for platform staff: the price list as a business pays it, and its own prices set. */
import { defineRoutes } from '../core/route-table.js';
import { ZBillingBusinessParams } from './billing-schemas.js';
import { ZBusinessPricing, ZSetBusinessPricingRequest } from './pricing-schemas.js';

const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:billing:view'] } as const;

export const pricingRoutes = defineRoutes('billing', {
  get: {
    method: 'GET',
    path: '/accounts/businesses/:businessId/pricing',
    summary: "Platform staff: each check's list price and the business's own, where it has one",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    response: ZBusinessPricing,
    errors: ['not_found'],
  },
  set: {
    method: 'POST',
    path: '/accounts/businesses/:businessId/pricing',
    summary: "Platform staff: sets a business's own prices, or sends a check back to the price list",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZSetBusinessPricingRequest,
    response: ZBusinessPricing,
    // The answer is the price list, which has no id of its own: the row is filed under the business.
    audit: { event: 'update', resource: 'business-pricing', resourceIdParam: 'businessId' },
    errors: ['not_found'],
  },
});
