import type { TInvoiceQuery } from '../billing/invoice-schemas.js';
import type {
  TAdminAddonRequest,
  TEnterpriseRequest,
  TEnterpriseTermsRequest,
  TReactivateUsageRequest,
} from '../billing/plan-schemas.js';
import { callRoute, fetchRouteFile } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  invoicesRouteAddresses as invoicesAddresses,
  plansRouteAddresses as plansAddresses,
} from '../route-addresses.generated.js';

/**
 * Plans, subscriptions and add-ons. The business's own calls name no business; platform staff's name the
 * business they act for.
 */
export class PlansResource {
  constructor(private readonly t: Transport) {}

  /** Every product's plan, priced in the business's currency, with its subscription and add-ons. */
  list(options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.list, {}, options);
  }
  /** Platform staff: the plans as a business sees them. */
  forBusiness(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.forBusiness, { params: { businessId } }, options);
  }
  addons(planId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.addons, { params: { id: planId } }, options);
  }
  /** Subscribes, upgrades at once, or schedules a downgrade for the period's end. */
  selectPlan(planId: string, subplanId: string, options?: RequestOptions) {
    return callRoute(
      this.t,
      plansAddresses.selectPlan,
      { params: { id: planId, subId: subplanId } },
      options,
    );
  }
  subscribeEnterprise(planId: string, body: TEnterpriseRequest = {}, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.subscribeEnterprise, { params: { id: planId }, body }, options);
  }
  /** Ends the subscription on this sub-plan at the period's end. */
  scheduleCancellation(subplanId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.scheduleCancellation, { params: { id: subplanId } }, options);
  }
  undoCancellation(subplanId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.undoCancellation, { params: { id: subplanId } }, options);
  }
  /** Keeps the current tier: drops a downgrade waiting for the period's end. */
  cancelDowngrade(subplanId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.cancelDowngrade, { params: { id: subplanId } }, options);
  }
  enableAddon(addonId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.enableAddon, { params: { id: addonId } }, options);
  }
  disableAddon(addonId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.disableAddon, { params: { id: addonId } }, options);
  }
  /** Platform staff: an add-on for a business. */
  enableAddonForBusiness(addonId: string, body: TAdminAddonRequest, options?: RequestOptions) {
    return callRoute(
      this.t,
      plansAddresses.enableAddonForBusiness,
      { params: { id: addonId }, body },
      options,
    );
  }
  disableAddonForBusiness(addonId: string, body: TAdminAddonRequest, options?: RequestOptions) {
    return callRoute(
      this.t,
      plansAddresses.disableAddonForBusiness,
      { params: { id: addonId }, body },
      options,
    );
  }
  /** Platform staff: what each of a business's subscriptions costs it. */
  costPricing(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.costPricing, { params: { businessId } }, options);
  }
  /** Platform staff: the agreed Enterprise terms, which start the business's Enterprise subscription. */
  setEnterpriseTerms(businessId: string, body: TEnterpriseTermsRequest, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.setEnterpriseTerms, { params: { businessId }, body }, options);
  }

  /** This period's checks on a plan, and what those beyond the included ones will cost. */
  usage(planId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.usage, { params: { id: planId } }, options);
  }
  /** What the business will be invoiced at each subscription's period end, and what it owes now. */
  upcomingBill(options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.upcomingBill, {}, options);
  }
  /** Pays the plan's unpaid invoices now (card, else wallet): the answer is each invoice after trying. */
  payUpcomingBill(planId: string, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.payUpcomingBill, { params: { id: planId } }, options);
  }
  /** The business's invoices, newest first. */
  invoices(query: TInvoiceQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, invoicesAddresses.list, { query }, options);
  }
  /** Platform staff: a business's invoices. */
  businessInvoices(businessId: string, query: TInvoiceQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, invoicesAddresses.forBusiness, { params: { businessId }, query }, options);
  }
  /** The invoice as a PDF. */
  invoicePdf(invoiceId: string, options?: RequestOptions) {
    return fetchRouteFile(this.t, invoicesAddresses.download, { params: { id: invoiceId } }, options);
  }
  /** Platform staff: what a business owes on invoices, and its wallet. */
  businessBalance(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, invoicesAddresses.businessBalance, { params: { businessId } }, options);
  }

  /** Platform staff: lets a suspended plan's checks run again (its invoices stay owed). */
  reactivateUsage(businessId: string, body: TReactivateUsageRequest, options?: RequestOptions) {
    return callRoute(this.t, plansAddresses.reactivateUsage, { params: { businessId }, body }, options);
  }
}
