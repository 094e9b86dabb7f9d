/**
 * Plans, subscriptions and add-ons over HTTP. The business's own calls act on the caller's
 * business; `/plans/businesses/{id}`, the `-by-admin` add-on calls and `/subscriptions/business/{id}/...`
 * are platform staff's, and their changes are copied into the business's audit log.
 */
import { planRoutes } from '@verity/client';
import { and, eq, inArray } from 'drizzle-orm';
import { invoices, plans } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { type DeclaredRequest, registerRoutes } from '../../http/register-routes.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness } from '../auth/history-scope.js';
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

type PlanRoutes = typeof planRoutes.routes;
/** The three sub-plan changes take the same request: the sub-plan's id, nothing else. */
type SubscriptionChangeRequest = DeclaredRequest<PlanRoutes['scheduleCancellation']>;
type AddonRequest = DeclaredRequest<PlanRoutes['enableAddon']>;
type AdminAddonRequest = DeclaredRequest<PlanRoutes['enableAddonForBusiness']>;

export function registerPlanRoutes(app: AppInstance): void {
  const { ctx } = app;

  const changeBy =
    (change: typeof scheduleCancellation, message: string) => async (request: SubscriptionChangeRequest) => {
      const { business } = requireAuth(request);
      return ok(await changeSubscription(ctx, business, request.params.id, change), message);
    };
  const addonMessage = (enabled: boolean) => (enabled ? 'Add-on enabled' : 'Add-on disabled');
  const switchAddon = (enabled: boolean) => async (request: AddonRequest) => {
    const { business, user } = requireAuth(request);
    return ok(await setAddon(ctx, business, request.params.id, enabled, user.id), addonMessage(enabled));
  };
  const switchAddonByAdmin = (enabled: boolean) => async (request: AdminAddonRequest) => {
    const { user } = requireAuth(request);
    const business = await findScopeBusiness(ctx, request.body.businessId);
    const addon = await setAddon(ctx, business, request.params.id, enabled, user.id);
    auditAlsoIn(request, business.id);
    return ok(addon, addonMessage(enabled));
  };

  registerRoutes(app, planRoutes, {
    list: async (request) =>
      ok({ items: await plansFor(ctx, requireAuth(request).business) }, 'Plans retrieved'),
    forBusiness: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      return ok({ items: await plansFor(ctx, business) }, 'Plans retrieved');
    },
    usage: async (request) => {
      const { business } = requireAuth(request);
      const subscription = await subscriptionFor(ctx, business.id, request.params.id);
      return ok(await usageOf(ctx.db, subscription, business.currency), 'Usage retrieved');
    },
    upcomingBill: async (request) =>
      ok(await upcomingBill(ctx, requireAuth(request).business), 'Upcoming bill retrieved'),
    payUpcomingBill: async (request) => {
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
    addons: async (request) =>
      ok(
        { items: await addonsOf(ctx, requireAuth(request).business, request.params.id) },
        'Add-ons retrieved',
      ),

    selectPlan: async (request) => {
      const { business } = requireAuth(request);
      const subscription = await selectPlan(ctx, business, request.params.id, request.params.subId);
      return ok(subscription, 'Plan selected');
    },
    subscribeEnterprise: async (request) => {
      const { business } = requireAuth(request);
      return ok(
        await requestEnterprise(ctx, business, request.params.id, request.body),
        'Enterprise requested',
      );
    },
    scheduleCancellation: changeBy(scheduleCancellation, 'Cancellation scheduled'),
    undoCancellation: changeBy(undoCancellation, 'Cancellation undone'),
    cancelDowngrade: changeBy(cancelDowngrade, 'Downgrade cancelled'),

    enableAddon: switchAddon(true),
    disableAddon: switchAddon(false),
    enableAddonForBusiness: switchAddonByAdmin(true),
    disableAddonForBusiness: switchAddonByAdmin(false),

    reactivateUsage: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const subscription = await reactivateUsage(ctx, business, request.body.planType);
      auditAlsoIn(request, business.id);
      return ok(subscription, 'Usage re-activated');
    },
    costPricing: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      return ok(await costPricing(ctx, business), 'Cost pricing retrieved');
    },
    setEnterpriseTerms: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const subscription = await setEnterpriseTerms(ctx, business, request.body);
      auditAlsoIn(request, business.id);
      return ok(subscription, 'Enterprise terms set');
    },
  });
}
