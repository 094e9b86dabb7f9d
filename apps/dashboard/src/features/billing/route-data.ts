/** What the billing routes read, loaded beside the pages' code (app/routes.ts). */
import { type RouteData, routeQuery } from '../../lib/route-query';
import {
  businessBalanceQuery,
  businessCreditQuery,
  businessPricingQuery,
  latestCreditQuery,
  reconciliationsQuery,
} from './admin-api';
import { balanceQuery, paymentMethodsQuery, transactionQuery, transactionsQuery } from './api';
import {
  businessInvoiceBalanceQuery,
  businessInvoicesQuery,
  businessPlansQuery,
  invoicesQuery,
  readInvoiceCursor,
  upcomingBillQuery,
} from './invoice-api';
import { creditSearch } from './lib/credit-search';
import { reconciliationSearch, transactionSearch } from './lib/transaction-search';
import { plansQuery } from './plans/api';

export const billingData: RouteData = (_params, search) => [
  routeQuery(balanceQuery()),
  routeQuery(transactionsQuery(transactionSearch.read(search))),
];

export const transactionData: RouteData = (params) => [
  routeQuery(transactionQuery(params.transactionId ?? '')),
];

export const paymentDetailsData: RouteData = () => [routeQuery(paymentMethodsQuery())];

export const reconciliationsData: RouteData = (_params, search) => [
  routeQuery(reconciliationsQuery(reconciliationSearch.read(search))),
];

export const businessBillingData: RouteData = (params, search) => {
  const businessId = params.businessId ?? '';
  return [
    routeQuery(businessBalanceQuery(businessId)),
    routeQuery(businessCreditQuery(businessId, creditSearch.read(search))),
    routeQuery(latestCreditQuery(businessId)),
  ];
};

export const businessPricingData: RouteData = (params) => [
  routeQuery(businessPricingQuery(params.businessId ?? '')),
];

/** The upcoming bill, the invoices' page the URL names, and the plans that name them. */
export const invoicesData: RouteData = (_params, search) => [
  routeQuery(upcomingBillQuery()),
  routeQuery(invoicesQuery(readInvoiceCursor(search))),
  routeQuery(plansQuery()),
];

export const businessInvoicesData: RouteData = (params, search) => {
  const businessId = params.businessId ?? '';
  return [
    routeQuery(businessInvoiceBalanceQuery(businessId)),
    routeQuery(businessInvoicesQuery(businessId, readInvoiceCursor(search))),
    routeQuery(businessPlansQuery(businessId)),
  ];
};
