/**
 * Invoices: the business's own and, for platform staff, a business's, newest first as cursor pages; each
 * invoice as a PDF; and what a business owes on invoices beside its wallet.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZCursorList } from '../schemas/common.js';
import { ZBillingBusinessParams } from './billing-schemas.js';
import { ZBusinessBalance, ZInvoice, ZInvoiceParams, ZInvoiceQuery } from './invoice-schemas.js';

const VIEW = { tenancy: 'business', permissions: ['wallet:view'] } as const;
const PLATFORM = { tenancy: 'platform', permissions: ['admin:business:billing:view'] } as const;

export const invoiceRoutes = defineRoutes('billing', {
  list: {
    method: 'GET',
    path: '/invoices',
    summary: "A cursor page of the business's invoices, newest first",
    access: VIEW,
    query: ZInvoiceQuery,
    response: ZCursorList(ZInvoice),
  },
  forBusiness: {
    method: 'GET',
    path: '/invoices/businesses/:businessId',
    summary: "Platform staff: a cursor page of a business's invoices, newest first",
    access: PLATFORM,
    params: ZBillingBusinessParams,
    query: ZInvoiceQuery,
    response: ZCursorList(ZInvoice),
    errors: ['not_found'],
  },
  download: {
    method: 'GET',
    path: '/invoices/:id/download',
    summary: 'An invoice as a PDF',
    access: VIEW,
    params: ZInvoiceParams,
    response: { file: 'application/pdf' },
    errors: ['not_found'],
  },
  businessBalance: {
    method: 'GET',
    path: '/balances/businesses/:businessId',
    summary: 'Platform staff: what a business owes on invoices, and its wallet',
    access: PLATFORM,
    params: ZBillingBusinessParams,
    response: ZBusinessBalance,
    errors: ['not_found'],
  },
});
