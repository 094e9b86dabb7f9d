/**
 * Billing transactions: the business's payments and money movements, newest first, as cursor pages
 * (organization staff see their organization's only), one by id, and a payment brought to where Stripe
 * says it is.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZCursorList } from '../schemas/common.js';
import {
  ZBillingTransaction,
  ZTransactionParams,
  ZTransactionQuery,
  ZVerifyTransactionRequest,
} from './transaction-schemas.js';

const VIEW = { tenancy: 'tenant', permissions: ['wallet:view'] } as const;

export const transactionRoutes = defineRoutes('billing', {
  list: {
    method: 'GET',
    path: '/transactions',
    summary: "A cursor page of the caller's transactions, newest first",
    access: VIEW,
    query: ZTransactionQuery,
    response: ZCursorList(ZBillingTransaction),
  },
  filter: {
    method: 'GET',
    path: '/transactions/filter',
    summary: 'A cursor page of transactions by status, type, mode, reference, initiator, dates and amounts',
    access: VIEW,
    query: ZTransactionQuery,
    response: ZCursorList(ZBillingTransaction),
  },
  get: {
    method: 'GET',
    path: '/transactions/:id',
    summary: 'A transaction',
    access: VIEW,
    params: ZTransactionParams,
    response: ZBillingTransaction,
    errors: ['not_found'],
  },
  verify: {
    method: 'POST',
    path: '/transactions/verify',
    summary: 'Asks Stripe about a payment now (after 3-D Secure, or a late webhook) and applies it once',
    access: { tenancy: 'business', permissions: ['wallet:fund'] },
    body: ZVerifyTransactionRequest,
    response: ZBillingTransaction,
    // It moves money only as the webhook would, once; the funding itself was audited when it was made.
    audit: false,
    errors: ['not_found', 'service_unavailable'],
  },
});
