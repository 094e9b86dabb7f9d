/**
 * Credit lines, for platform staff: a business's lines, newest first, and a line issued, its expiry
 * extended, and cleared with what was paid back. Each change is copied into the business's audit log.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZCursorList } from '../schemas/common.js';
import { ZBillingBusinessParams } from './billing-schemas.js';
import {
  ZClearCreditRequest,
  ZCredit,
  ZCreditQuery,
  ZExtendCreditRequest,
  ZIssueCreditRequest,
} from './credit-schemas.js';

const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:billing:view'] } as const;
const auditCreditLine = (event: 'create' | 'update') => ({ event, resource: 'credit-line' }) as const;

export const creditRoutes = defineRoutes('billing', {
  list: {
    method: 'GET',
    path: '/wallets/business/:businessId/credit',
    summary: "Platform staff: a cursor page of a business's credit lines, newest first",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    query: ZCreditQuery,
    response: ZCursorList(ZCredit),
    errors: ['not_found'],
  },
  filter: {
    method: 'GET',
    path: '/wallets/business/:businessId/credit/filter',
    summary: "Platform staff: a business's credit lines by status, dates and amounts",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    query: ZCreditQuery,
    response: ZCursorList(ZCredit),
    errors: ['not_found'],
  },
  issue: {
    method: 'POST',
    path: '/wallets/credit/business/:businessId/issue-credit',
    summary: "Platform staff: lets a business's wallet go below zero, up to the amount, until the expiry",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZIssueCreditRequest,
    response: ZCredit,
    audit: auditCreditLine('create'),
    errors: ['not_found', 'conflict'],
  },
  extendExpiry: {
    method: 'POST',
    path: '/wallets/credit/business/:businessId/extend-expiry',
    summary: "Platform staff: moves an open credit line's expiry later",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZExtendCreditRequest,
    response: ZCredit,
    audit: auditCreditLine('update'),
    errors: ['not_found'],
  },
  clear: {
    method: 'POST',
    path: '/wallets/credit/business/:businessId/clear-credit',
    summary: 'Platform staff: closes the open credit line with what was paid back and what is written off',
    access: PLATFORM,
    params: ZBillingBusinessParams,
    body: ZClearCreditRequest,
    response: ZCredit,
    audit: auditCreditLine('update'),
    errors: ['not_found'],
  },
});
