/** What the billing routes read, loaded beside the pages' code (app/routes.ts). */
import { type RouteData, routeQuery } from '../../lib/route-query';
import { balanceQuery, paymentMethodsQuery, transactionQuery, transactionsQuery } from './api';
import { readTransactionSearch } from './lib/transaction-search';

export const billingData: RouteData = (_params, search) => [
  routeQuery(balanceQuery()),
  routeQuery(transactionsQuery(readTransactionSearch(search))),
];

export const transactionData: RouteData = (params) => [
  routeQuery(transactionQuery(params.transactionId ?? '')),
];

export const paymentDetailsData: RouteData = () => [routeQuery(paymentMethodsQuery())];
