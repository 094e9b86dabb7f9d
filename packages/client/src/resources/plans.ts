import type {
  TBusinessBalance,
  TInvoice,
  TInvoiceQuery,
  TPlanUsage,
  TUpcomingBill,
} from '../billing/invoice-schemas.js';
import type {
  TAddon,
  TAdminAddonRequest,
  TCostPricing,
  TEnterpriseRequest,
  TEnterpriseTermsRequest,
  TPlans,
  TReactivateUsageRequest,
  TSubscription,
} from '../billing/plan-schemas.js';
import type { CursorList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';

/**
 * Plans, subscriptions and add-ons (spec/platform.md §4 Subscription, §7 Billing). The business's own
 * calls name no business; platform staff's name the business they act for.
 */
export class PlansResource {
  constructor(private readonly t: Transport) {}

  /** Every product's plan, priced in the business's currency, with its subscription and add-ons. */
  list(options?: RequestOptions) {
    return this.t.json<TPlans>({ service: 'billing', method: 'GET', path: '/plans', options });
  }
  /** Platform staff: the plans as a business sees them. */
  forBusiness(businessId: string, options?: RequestOptions) {
    return this.t.json<TPlans>({
      service: 'billing',
      method: 'GET',
      path: path`/plans/businesses/${businessId}`,
      options,
    });
  }
  addons(planId: string, options?: RequestOptions) {
    return this.t.json<{ items: TAddon[] }>({
      service: 'billing',
      method: 'GET',
      path: path`/plans/${planId}/addons`,
      options,
    });
  }
  /** Subscribes, upgrades at once, or schedules a downgrade for the period's end. */
  selectPlan(planId: string, subplanId: string, options?: RequestOptions) {
    return this.#subscription(path`/plans/${planId}/subplans/${subplanId}/select-plan`, undefined, options);
  }
  subscribeEnterprise(planId: string, body: TEnterpriseRequest = {}, options?: RequestOptions) {
    return this.#subscription(path`/plans/${planId}/subscribe-enterprise`, body, options);
  }
  /** Ends the subscription on this sub-plan at the period's end. */
  scheduleCancellation(subplanId: string, options?: RequestOptions) {
    return this.#subscription(path`/plans/subplans/${subplanId}/schedule-cancellation`, undefined, options);
  }
  undoCancellation(subplanId: string, options?: RequestOptions) {
    return this.#subscription(path`/plans/subplans/${subplanId}/undo-cancellation`, undefined, options);
  }
  /** Keeps the current tier: drops a downgrade waiting for the period's end. */
  cancelDowngrade(subplanId: string, options?: RequestOptions) {
    return this.#subscription(path`/plans/subplans/${subplanId}/cancel-downgrade`, undefined, options);
  }
  enableAddon(addonId: string, options?: RequestOptions) {
    return this.#addon(path`/addons/${addonId}/enable`, undefined, options);
  }
  disableAddon(addonId: string, options?: RequestOptions) {
    return this.#addon(path`/addons/${addonId}/disable`, undefined, options);
  }
  /** Platform staff: an add-on for a business. */
  enableAddonForBusiness(addonId: string, body: TAdminAddonRequest, options?: RequestOptions) {
    return this.#addon(path`/addons/${addonId}/enable-by-admin`, body, options);
  }
  disableAddonForBusiness(addonId: string, body: TAdminAddonRequest, options?: RequestOptions) {
    return this.#addon(path`/addons/${addonId}/disable-by-admin`, body, options);
  }
  /** Platform staff: what each of a business's subscriptions costs it. */
  costPricing(businessId: string, options?: RequestOptions) {
    return this.t.json<TCostPricing>({
      service: 'billing',
      method: 'GET',
      path: path`/subscriptions/business/${businessId}/cost-pricing`,
      options,
    });
  }
  /** Platform staff: the agreed Enterprise terms, which start the business's Enterprise subscription. */
  setEnterpriseTerms(businessId: string, body: TEnterpriseTermsRequest, options?: RequestOptions) {
    return this.#subscription(path`/subscriptions/business/${businessId}/enterprise`, body, options);
  }

  /** This period's checks on a plan, and what those beyond the included ones will cost. */
  usage(planId: string, options?: RequestOptions) {
    return this.t.json<TPlanUsage>({
      service: 'billing',
      method: 'GET',
      path: path`/plans/${planId}/usage`,
      options,
    });
  }
  /** What the business will be invoiced at each subscription's period end, and what it owes now. */
  upcomingBill(options?: RequestOptions) {
    return this.t.json<TUpcomingBill>({
      service: 'billing',
      method: 'GET',
      path: '/plans/upcoming-bill',
      options,
    });
  }
  /** Pays the plan's unpaid invoices now (card, else wallet): the answer is each invoice after trying. */
  payUpcomingBill(planId: string, options?: RequestOptions) {
    return this.t.json<{ items: TInvoice[] }>({
      service: 'billing',
      method: 'POST',
      path: path`/plans/${planId}/upcoming-bill/pay`,
      options,
    });
  }
  /** The business's invoices, newest first. */
  invoices(query: TInvoiceQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TInvoice>>({
      service: 'billing',
      method: 'GET',
      path: '/invoices',
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** Platform staff: a business's invoices. */
  businessInvoices(businessId: string, query: TInvoiceQuery = {}, options?: RequestOptions) {
    return this.t.json<CursorList<TInvoice>>({
      service: 'billing',
      method: 'GET',
      path: path`/invoices/businesses/${businessId}`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
  /** The invoice as a PDF. */
  invoicePdf(invoiceId: string, options?: RequestOptions) {
    return this.t.blob({
      service: 'billing',
      method: 'GET',
      path: path`/invoices/${invoiceId}/download`,
      options,
    });
  }
  /** Platform staff: what a business owes on invoices, and its wallet. */
  businessBalance(businessId: string, options?: RequestOptions) {
    return this.t.json<TBusinessBalance>({
      service: 'billing',
      method: 'GET',
      path: path`/balances/businesses/${businessId}`,
      options,
    });
  }

  /** Platform staff: lets a suspended plan's checks run again (its invoices stay owed). */
  reactivateUsage(businessId: string, body: TReactivateUsageRequest, options?: RequestOptions) {
    return this.#subscription(path`/plans/businesses/${businessId}/re-activate-usage`, body, options);
  }

  #subscription(route: string, body: unknown, options?: RequestOptions) {
    return this.t.json<TSubscription>({ service: 'billing', method: 'POST', path: route, body, options });
  }
  #addon(route: string, body: unknown, options?: RequestOptions) {
    return this.t.json<TAddon>({ service: 'billing', method: 'POST', path: route, body, options });
  }
}
