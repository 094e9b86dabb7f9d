/**
 * The wallet's routes: its balance, read from the ledger (the caller's, a business's for platform staff,
 * an organization's for the staff who may see it), an organization's transactions, and the money moved in
 * and out: card funding, transfers to an organization's wallet, and platform staff's corrections.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZCursorList } from '../schemas/common.js';
import { ZBillingBusinessParams, ZBillingOrganizationParams, ZWalletBalance } from './billing-schemas.js';
import {
  ZBalanceAdjustRequest,
  ZFundingInitiation,
  ZFundWalletRequest,
  ZWalletTransferRequest,
} from './funding-schemas.js';
import { ZBillingTransaction, ZTransactionQuery } from './transaction-schemas.js';

const FUND = { tenancy: 'business', permissions: ['wallet:fund'] } as const;
const ORGANIZATION_VIEW = { tenancy: 'scoped', permissions: ['organization:billing:view'] } as const;
const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:billing:view'] } as const;

export const walletRoutes = defineRoutes('billing', {
  balances: {
    method: 'GET',
    path: '/wallets/balances',
    summary: "The caller's wallet: the business's, or for organization staff their organization's",
    access: { tenancy: 'tenant', permissions: ['wallet:view'] },
    response: ZWalletBalance,
  },
  businessBalances: {
    method: 'GET',
    path: '/wallets/business/:businessId/balances',
    summary: "A business's wallet, for platform staff",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    response: ZWalletBalance,
    errors: ['not_found'],
  },
  organizationBalances: {
    method: 'GET',
    path: '/wallets/organization/:organizationId/balances',
    summary: "An organization's wallet, funded by transfers from its business's",
    access: ORGANIZATION_VIEW,
    params: ZBillingOrganizationParams,
    response: ZWalletBalance,
    errors: ['not_found'],
  },
  organizationTransactions: {
    method: 'GET',
    path: '/wallets/organization/:organizationId/transactions',
    summary: "A cursor page of an organization's transactions, newest first",
    access: ORGANIZATION_VIEW,
    params: ZBillingOrganizationParams,
    query: ZTransactionQuery,
    response: ZCursorList(ZBillingTransaction),
    errors: ['not_found'],
  },
  fund: {
    method: 'POST',
    path: '/wallets/funding/initiate',
    summary: "Funds the business's wallet from a saved card; 3-D Secure is finished in the browser",
    access: FUND,
    body: ZFundWalletRequest,
    response: ZFundingInitiation,
    // The card is charged here: no transaction is held open while Stripe answers; the row comes after.
    audit: { event: 'create', resource: 'wallet-funding', ownTransaction: true },
    errors: ['idempotency_conflict', 'service_unavailable'],
  },
  transfer: {
    method: 'POST',
    path: '/wallets/funding/transfer',
    summary: "Moves money from the business's wallet to one of its organizations'",
    access: FUND,
    body: ZWalletTransferRequest,
    response: ZBillingTransaction,
    audit: { event: 'create', resource: 'wallet-transfer' },
    errors: ['insufficient_funds', 'not_found', 'idempotency_conflict'],
  },
  adjust: {
    method: 'POST',
    path: '/balances/adjust/businesses/:businessId',
    summary: "Platform staff: corrects a business's wallet, with the reason",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZBalanceAdjustRequest,
    response: ZBillingTransaction,
    audit: { event: 'update', resource: 'wallet-adjustment' },
    errors: ['insufficient_funds', 'not_found', 'idempotency_conflict'],
  },
});
