/**
 * Plans, subscriptions and add-ons over HTTP (§7 Billing). The business's own calls act on the caller's
 * business; `/plans/businesses/{id}`, the `-by-admin` add-on calls and `/subscriptions/business/{id}/...`
 * are platform staff's, and their changes are copied into the business's audit log.
 */
import {
  ZAdminAddonRequest,
  ZEnterpriseRequest,
  ZEnterpriseTermsRequest,
  ZPlanParams,
  ZReactivateUsageRequest,
  ZSubplanParams,
} from '@verity/client';
import { and, eq, inArray } from 'drizzle-orm';
import { invoices, plans } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness, ZBusinessScopeParams } from '../auth/history-scope.js';
import { collectInvoice } from './billing-run.js';
import { presentInvoice } from './invoice-routes.js';
import { upcomingBill, usageOf } from './plan-bills.js';
import {
  addonsOf,
  cancelDowngrade,
  changeSubscription,
  costPricing,
  plansFor,
  reactivateUsage,
  requestEnterprise,
  scheduleCancellation,
  selectPlan,
  setAddon,
  setEnterpriseTerms,
  subscriptionFor,
  undoCancellation,
} from './plans.js';

export function registerPlanRoutes(app: AppInstance): void {
  const { ctx } = app;
  const audit = (event: 'create' | 'update', resource = 'subscription') => ({
    audit: { event, resource } as const,
  });

  app.get('/plans', {}, async (request) =>
    ok({ items: await plansFor(ctx, requireAuth(request).business) }, 'Plans retrieved'),
  );
  app.get('/plans/businesses/:businessId', { schema: { params: ZBusinessScopeParams } }, async (request) => {
    const business = await findScopeBusiness(ctx, request.params.businessId);
    return ok({ items: await plansFor(ctx, business) }, 'Plans retrieved');
  });
  app.get('/plans/:id/usage', { schema: { params: ZPlanParams } }, async (request) => {
    const { business } = requireAuth(request);
    const subscription = await subscriptionFor(ctx, business.id, request.params.id);
    return ok(await usageOf(ctx.db, subscription, business.currency), 'Usage retrieved');
  });
  app.get('/plans/upcoming-bill', {}, async (request) =>
    ok(await upcomingBill(ctx, requireAuth(request).business), 'Upcoming bill retrieved'),
  );
  app.post(
    '/plans/:id/upcoming-bill/pay',
    // The card is charged here: no transaction is held open while Stripe answers.
    {
      schema: { params: ZPlanParams },
      config: { audit: { event: 'update', resource: 'invoice', ownTransaction: true } },
    },
    async (request) => {
      const { business } = requireAuth(request);
      // An id that names no plan is unknown, not a plan with nothing owed.
      const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.id, request.params.id));
      if (!plan) throw notFound('Plan not found');
      const unpaid = await ctx.db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.businessId, business.id),
            eq(invoices.planId, request.params.id),
            inArray(invoices.status, ['open', 'failed']),
          ),
        );
      const after = [];
      for (const invoice of unpaid) after.push(presentInvoice(await collectInvoice(ctx, invoice)));
      return ok({ items: after }, after.length ? 'Payment attempted' : 'Nothing to pay');
    },
  );
  app.get('/plans/:id/addons', { schema: { params: ZPlanParams } }, async (request) =>
    ok({ items: await addonsOf(ctx, requireAuth(request).business, request.params.id) }, 'Add-ons retrieved'),
  );

  app.post(
    '/plans/:id/subplans/:subId/select-plan',
    { schema: { params: ZSubplanParams }, config: audit('update') },
    async (request) => {
      const { business } = requireAuth(request);
      const subscription = await selectPlan(ctx, business, request.params.id, request.params.subId);
      return ok(subscription, 'Plan selected');
    },
  );
  app.post(
    '/plans/:id/subscribe-enterprise',
    { schema: { params: ZPlanParams, body: ZEnterpriseRequest }, config: audit('create') },
    async (request) => {
      const { business } = requireAuth(request);
      return ok(
        await requestEnterprise(ctx, business, request.params.id, request.body),
        'Enterprise requested',
      );
    },
  );
  const changes = [
    ['schedule-cancellation', scheduleCancellation, 'Cancellation scheduled'],
    ['undo-cancellation', undoCancellation, 'Cancellation undone'],
    ['cancel-downgrade', cancelDowngrade, 'Downgrade cancelled'],
  ] as const;
  for (const [action, change, message] of changes)
    app.post(
      `/plans/subplans/:id/${action}`,
      { schema: { params: ZPlanParams }, config: audit('update') },
      async (request) => {
        const { business } = requireAuth(request);
        return ok(await changeSubscription(ctx, business, request.params.id, change), message);
      },
    );

  for (const enabled of [true, false]) {
    const action = enabled ? 'enable' : 'disable';
    const message = enabled ? 'Add-on enabled' : 'Add-on disabled';
    app.post(
      `/addons/:id/${action}`,
      { schema: { params: ZPlanParams }, config: audit('update', 'addon') },
      async (request) => {
        const { business, user } = requireAuth(request);
        return ok(await setAddon(ctx, business, request.params.id, enabled, user.id), message);
      },
    );
    app.post(
      `/addons/:id/${action}-by-admin`,
      { schema: { params: ZPlanParams, body: ZAdminAddonRequest }, config: audit('update', 'addon') },
      async (request) => {
        const { user } = requireAuth(request);
        const business = await findScopeBusiness(ctx, request.body.businessId);
        const addon = await setAddon(ctx, business, request.params.id, enabled, user.id);
        auditAlsoIn(request, business.id);
        return ok(addon, message);
      },
    );
  }

  app.post(
    '/plans/businesses/:businessId/re-activate-usage',
    { schema: { params: ZBusinessScopeParams, body: ZReactivateUsageRequest }, config: audit('update') },
    async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const subscription = await reactivateUsage(ctx, business, request.body.planType);
      auditAlsoIn(request, business.id);
      return ok(subscription, 'Usage re-activated');
    },
  );
  app.get(
    '/subscriptions/business/:businessId/cost-pricing',
    { schema: { params: ZBusinessScopeParams } },
    async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      return ok(await costPricing(ctx, business), 'Cost pricing retrieved');
    },
  );
  app.post(
    '/subscriptions/business/:businessId/enterprise',
    { schema: { params: ZBusinessScopeParams, body: ZEnterpriseTermsRequest }, config: audit('update') },
    async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const subscription = await setEnterpriseTerms(ctx, business, request.body);
      auditAlsoIn(request, business.id);
      return ok(subscription, 'Enterprise terms set');
    },
  );
}
