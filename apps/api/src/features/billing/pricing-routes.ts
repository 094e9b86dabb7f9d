/** Per-business prices for platform staff (`GET/POST /accounts/businesses/{id}/pricing`). */
import { pricingRoutes } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { auditAlsoIn, recordChanges } from '../audit/audit-hook.js';
import { findScopeBusiness } from '../auth/history-scope.js';
import { businessPricing, setBusinessPricing } from './business-pricing.js';

export function registerPricingRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, pricingRoutes, {
    get: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      return ok(await businessPricing(ctx, business.id), 'Pricing retrieved');
    },

    set: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const before = await businessPricing(ctx, business.id);
      const pricing = await setBusinessPricing(ctx, business, request.body);
      const own = (items: typeof before.items) =>
        Object.fromEntries(
          items.filter((item) => item.businessPrice !== null).map((item) => [item.key, item.businessPrice]),
        );
      const cleared = Object.fromEntries(Object.keys(own(before.items)).map((key) => [key, null]));
      recordChanges(request, own(before.items), { ...cleared, ...own(pricing.items) });
      auditAlsoIn(request, business.id);
      return ok(pricing, 'Pricing saved');
    },
  });
}
