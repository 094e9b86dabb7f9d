/**
 * Bank transfers: a business announces one into its own wallet and gets a reference to quote; platform
 * staff list them and reconcile the money that arrived, which only then reaches the wallet.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZCursorList } from '../schemas/common.js';
import {
  ZBankTransferInitiation,
  ZBankTransferRequest,
  ZReconcileRequest,
  ZReconciliation,
  ZReconciliationQuery,
} from './bank-transfer-schemas.js';
import { ZBillingBusinessParams } from './billing-schemas.js';
import { ZTransactionParams } from './transaction-schemas.js';

const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:billing:view'] } as const;

export const bankTransferRoutes = defineRoutes('billing', {
  initiate: {
    method: 'POST',
    path: '/wallets/funding/business/:businessId/initiate-bank-transfer',
    summary:
      "Announces a bank transfer into the business's own wallet: where to send it, the reference to quote",
    access: { tenancy: 'business', permissions: ['wallet:fund'] },
    params: ZBillingBusinessParams,
    body: ZBankTransferRequest,
    response: ZBankTransferInitiation,
    audit: { event: 'create', resource: 'bank-transfer' },
    errors: ['not_found'],
  },
  reconciliations: {
    method: 'GET',
    path: '/transactions/reconciliations',
    summary: 'Platform staff: a cursor page of bank transfers to match, newest first',
    access: PLATFORM,
    query: ZReconciliationQuery,
    response: ZCursorList(ZReconciliation),
  },
  filterReconciliations: {
    method: 'GET',
    path: '/transactions/reconciliations/filter',
    summary: "Platform staff: bank transfers by the transactions' filters and business",
    access: PLATFORM,
    query: ZReconciliationQuery,
    response: ZCursorList(ZReconciliation),
  },
  reconcile: {
    method: 'POST',
    path: '/transactions/:id/reconcile',
    summary:
      'Platform staff: the money that arrived for a pending bank transfer, which then reaches the wallet',
    access: PLATFORM,
    params: ZTransactionParams,
    body: ZReconcileRequest,
    response: ZReconciliation,
    audit: { event: 'update', resource: 'bank-transfer' },
    errors: ['not_found', 'conflict'],
  },
});
