/**
 * Invoices (GET /invoices, /invoices/businesses/{id}, /balances/businesses/{id}) and each
 * invoice as a PDF (`GET /invoices/{id}/download`). Newest first, as cursor pages over (business, id).
 */
import { invoiceRoutes, type TBusinessBalance, type TInvoice, type ZInvoiceQuery } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { invoices, plans } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { registerRoutes } from '../../http/register-routes.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness } from '../auth/history-scope.js';
import type { InvoiceRow } from './billing-run.js';
import { invoicePdf } from './invoice-pdf.js';
import { walletOf } from './ledger.js';
import { outstandingOf } from './plan-bills.js';

export function presentInvoice(row: InvoiceRow): TInvoice {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    number: row.number,
    planId: row.planId,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitAmount: money(line.unitAmount),
      amount: money(line.amount),
    })),
    subtotal: money(row.subtotal),
    vat: money(row.vat),
    total: money(row.total),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    paidWith: row.paidWith,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function listInvoices(ctx: AppContext, businessId: string, query: z.output<typeof ZInvoiceQuery>) {
  const { rows, pagination } = await keysetPage<InvoiceRow>(query, invoices.id, (extra, order, limit) =>
    ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.businessId, businessId), extra))
      .orderBy(order)
      .limit(limit),
  );
  return { items: rows.map(presentInvoice), pagination };
}

export function registerInvoiceRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, invoiceRoutes, {
    list: async (request) =>
      ok(await listInvoices(ctx, requireAuth(request).business.id, request.query), 'Invoices retrieved'),
    forBusiness: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      return ok(await listInvoices(ctx, business.id, request.query), 'Invoices retrieved');
    },
    download: async (request, reply) => {
      const { business } = requireAuth(request);
      const [found] = await ctx.db
        .select({ invoice: invoices, planName: plans.name })
        .from(invoices)
        .innerJoin(plans, eq(plans.id, invoices.planId))
        .where(and(eq(invoices.id, request.params.id), eq(invoices.businessId, business.id)));
      if (!found) throw notFound('Invoice not found');
      const pdf = await invoicePdf(found.invoice, business, found.planName);
      return sendPdf(reply, pdf, { name: `${found.invoice.number}.pdf`, disposition: 'attachment' });
    },
    businessBalance: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const owed = await outstandingOf(ctx, business.id);
      const wallet = await walletOf(ctx.db, business.id);
      const balance: TBusinessBalance = {
        outstanding: { amount: owed.total, currency: business.currency },
        unpaidInvoices: owed.count,
        wallet: { amount: wallet?.balance ?? 0, currency: wallet?.currency ?? business.currency },
      };
      return ok(balance, 'Balance retrieved');
    },
  });
}
