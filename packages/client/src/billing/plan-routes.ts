/**
 * Plans, subscriptions and add-ons: the business's own calls act on the caller's business; the
 * `/plans/businesses/{id}`, `-by-admin` and `/subscriptions/business/{id}` calls are platform staff's,
 * and their changes are copied into the business's audit log. A plan's usage, its upcoming bill and
 * paying it now live here too.
 */
import { defineRoutes, type RouteAudit } from '../core/route-table.js';
import { ZItems } from '../schemas/common.js';
import { ZBillingBusinessParams } from './billing-schemas.js';
import { ZInvoice, ZPlanUsage, ZUpcomingBill } from './invoice-schemas.js';
import {
  ZAddon,
  ZAdminAddonRequest,
  ZCostPricing,
  ZEnterpriseRequest,
  ZEnterpriseTermsRequest,
  ZPlanParams,
  ZPlans,
  ZReactivateUsageRequest,
  ZSubplanParams,
  ZSubscription,
} from './plan-schemas.js';

const VIEW = { tenancy: 'business', permissions: ['wallet:view'] } as const;
const MANAGE = { tenancy: 'business', permissions: ['billing:subscription:card:invoice:manage'] } as const;
const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:billing:view'] } as const;

const auditSubscription = (event: 'create' | 'update') =>
  ({ event, resource: 'subscription' }) as const satisfies RouteAudit;
const AUDIT_ADDON = { event: 'update', resource: 'addon' } as const satisfies RouteAudit;

export const planRoutes = defineRoutes('billing', {
  list: {
    method: 'GET',
    path: '/plans',
    summary: "Every product's plan in the business's currency, with its subscription and add-ons",
    access: VIEW,
    response: ZPlans,
  },
  forBusiness: {
    method: 'GET',
    path: '/plans/businesses/:businessId',
    summary: 'Platform staff: the plans as a business sees them',
    access: PLATFORM,
    params: ZBillingBusinessParams,
    response: ZPlans,
    errors: ['not_found'],
  },
  usage: {
    method: 'GET',
    path: '/plans/:id/usage',
    summary: "This period's checks on a plan, and what those beyond the included ones will cost",
    access: VIEW,
    params: ZPlanParams,
    response: ZPlanUsage,
    errors: ['not_found'],
  },
  upcomingBill: {
    method: 'GET',
    path: '/plans/upcoming-bill',
    summary: "What each subscription's period end will invoice, and what is owed now",
    access: VIEW,
    response: ZUpcomingBill,
  },
  payUpcomingBill: {
    method: 'POST',
    path: '/plans/:id/upcoming-bill/pay',
    summary: "Pays the plan's unpaid invoices now (card, else wallet): each invoice after trying",
    access: MANAGE,
    params: ZPlanParams,
    response: ZItems(ZInvoice),
    // The card is charged here: no transaction is held open while Stripe answers.
    audit: { event: 'update', resource: 'invoice', ownTransaction: true },
    errors: ['not_found'],
  },
  addons: {
    method: 'GET',
    path: '/plans/:id/addons',
    summary: "A plan's add-ons, each saying whether the business has it on",
    access: VIEW,
    params: ZPlanParams,
    response: ZItems(ZAddon),
    errors: ['not_found'],
  },
  selectPlan: {
    method: 'POST',
    path: '/plans/:id/subplans/:subId/select-plan',
    summary: "Subscribes, upgrades at once, or schedules a downgrade for the period's end",
    access: MANAGE,
    params: ZSubplanParams,
    response: ZSubscription,
    audit: auditSubscription('update'),
    errors: ['not_found', 'conflict'],
  },
  subscribeEnterprise: {
    method: 'POST',
    path: '/plans/:id/subscribe-enterprise',
    summary: 'Asks for Enterprise terms on a plan; platform staff answer with the agreed prices',
    access: MANAGE,
    params: ZPlanParams,
    body: ZEnterpriseRequest,
    response: ZSubscription,
    audit: auditSubscription('create'),
    errors: ['not_found'],
  },
  scheduleCancellation: {
    method: 'POST',
    path: '/plans/subplans/:id/schedule-cancellation',
    summary: "Ends the subscription on this sub-plan at the period's end",
    access: MANAGE,
    params: ZPlanParams,
    response: ZSubscription,
    audit: auditSubscription('update'),
    errors: ['not_found'],
  },
  undoCancellation: {
    method: 'POST',
    path: '/plans/subplans/:id/undo-cancellation',
    summary: 'Keeps a subscription whose cancellation was scheduled',
    access: MANAGE,
    params: ZPlanParams,
    response: ZSubscription,
    audit: auditSubscription('update'),
    errors: ['not_found'],
  },
  cancelDowngrade: {
    method: 'POST',
    path: '/plans/subplans/:id/cancel-downgrade',
    summary: "Keeps the current tier: drops a downgrade waiting for the period's end",
    access: MANAGE,
    params: ZPlanParams,
    response: ZSubscription,
    audit: auditSubscription('update'),
    errors: ['not_found'],
  },
  enableAddon: {
    method: 'POST',
    path: '/addons/:id/enable',
    summary: "Turns an add-on on for the business's subscription",
    access: MANAGE,
    params: ZPlanParams,
    response: ZAddon,
    audit: AUDIT_ADDON,
    errors: ['not_found'],
  },
  disableAddon: {
    method: 'POST',
    path: '/addons/:id/disable',
    summary: "Turns an add-on off for the business's subscription",
    access: MANAGE,
    params: ZPlanParams,
    response: ZAddon,
    audit: AUDIT_ADDON,
    errors: ['not_found'],
  },
  enableAddonForBusiness: {
    method: 'POST',
    path: '/addons/:id/enable-by-admin',
    summary: 'Platform staff: turns an add-on on for a business',
    access: PLATFORM,
    params: ZPlanParams,
    body: ZAdminAddonRequest,
    response: ZAddon,
    audit: AUDIT_ADDON,
    errors: ['not_found'],
  },
  disableAddonForBusiness: {
    method: 'POST',
    path: '/addons/:id/disable-by-admin',
    summary: 'Platform staff: turns an add-on off for a business',
    access: PLATFORM,
    params: ZPlanParams,
    body: ZAdminAddonRequest,
    response: ZAddon,
    audit: AUDIT_ADDON,
    errors: ['not_found'],
  },
  reactivateUsage: {
    method: 'POST',
    path: '/plans/businesses/:businessId/re-activate-usage',
    summary: "Platform staff: lets a suspended plan's checks run again (its invoices stay owed)",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZReactivateUsageRequest,
    response: ZSubscription,
    audit: auditSubscription('update'),
    errors: ['not_found'],
  },
  costPricing: {
    method: 'GET',
    path: '/subscriptions/business/:businessId/cost-pricing',
    summary: "Platform staff: what each of a business's subscriptions costs it",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    response: ZCostPricing,
    errors: ['not_found'],
  },
  setEnterpriseTerms: {
    method: 'POST',
    path: '/subscriptions/business/:businessId/enterprise',
    summary:
      "Platform staff: the agreed Enterprise terms, which start the business's Enterprise subscription",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZEnterpriseTermsRequest,
    response: ZSubscription,
    audit: auditSubscription('update'),
    errors: ['not_found'],
  },
});
