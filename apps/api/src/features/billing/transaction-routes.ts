/**
 * Transactions (GET /transactions, /transactions/filter, /transactions/{id};
 * POST /transactions/verify): the business's payments, newest first, as cursor pages over
 * (business, id). Organization staff see their organization's only.
 */
import { type TBillingTransaction, transactionRoutes, type ZTransactionQuery } from '@verity/client';
import { and, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { idFloor } from '../../lib/ids.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { requireTenant, type Tenant } from '../auth/tenant.js';
import { billingTransactions } from './billing-tables.js';
import { applyPaymentIntent, presentTransaction, type TransactionRow } from './billing-transactions.js';
import { stripeOf } from './card-provider.js';

export type TransactionFilters = z.output<typeof ZTransactionQuery>;
type Query = TransactionFilters;

function tenantScope(tenant: Tenant): SQL | undefined {
  return and(
    eq(billingTransactions.businessId, tenant.businessId),
    tenant.organizationId ? eq(billingTransactions.organizationId, tenant.organizationId) : undefined,
  );
}

/**
 * A transaction as the tenant sees it: a transfer leaves the business's wallet (a debit) but arrives in
 * the organization's, so its staff see it as a credit.
 */
function presentFor(tenant: Tenant) {
  return (row: TransactionRow): TBillingTransaction => {
    const presented = presentTransaction(row);
    return tenant.organizationId && row.itemType === 'wallet_transfer'
      ? { ...presented, paymentType: 'credit' }
      : presented;
  };
}

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** The list's filters as conditions; dates become an id range (ids are time-ordered UUIDv7). */
export function transactionFilters(query: Query): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(billingTransactions.status, query.status) : undefined,
    query.itemType ? eq(billingTransactions.itemType, query.itemType) : undefined,
    query.paymentMode ? eq(billingTransactions.paymentMode, query.paymentMode) : undefined,
    query.paymentType ? eq(billingTransactions.paymentType, query.paymentType) : undefined,
    query.transactionReference
      ? eq(billingTransactions.reference, query.transactionReference.toUpperCase())
      : undefined,
    query.initiatedBy
      ? or(
          eq(billingTransactions.initiatedBy, query.initiatedBy),
          ilike(billingTransactions.initiatedByName, containsPattern(query.initiatedBy)),
        )
      : undefined,
    query.startDate
      ? gte(billingTransactions.id, idFloor(new Date(`${query.startDate}T00:00:00Z`)))
      : undefined,
    query.endDate ? lt(billingTransactions.id, idFloor(nextDay(query.endDate))) : undefined,
    query.startAmount !== undefined ? gte(billingTransactions.amount, query.startAmount) : undefined,
    query.endAmount !== undefined ? lte(billingTransactions.amount, query.endAmount) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** A range the wrong way round is a mistake worth saying, not an empty page. */
export function assertDateOrder(query: { startDate?: string | undefined; endDate?: string | undefined }) {
  if (query.startDate && query.endDate && query.startDate > query.endDate)
    throw badRequest('The start date should not be after the end date', {
      startDate: 'The start date should not be after the end date',
    });
}

/** A cursor page of the tenant's transactions (an organization's only, when the tenant names one). */
export async function listTransactions(ctx: AppContext, tenant: Tenant, query: Query) {
  assertDateOrder(query);
  const { rows, pagination } = await keysetPage<TransactionRow>(
    query,
    billingTransactions.id,
    (extra, order, limit) =>
      ctx.db
        .select()
        .from(billingTransactions)
        .where(and(tenantScope(tenant), ...transactionFilters(query), extra))
        .orderBy(order)
        .limit(limit),
  );
  return { items: rows.map(presentFor(tenant)), pagination };
}

async function findTransaction(ctx: AppContext, tenant: Tenant, where: SQL): Promise<TransactionRow> {
  const [row] = await ctx.db
    .select()
    .from(billingTransactions)
    .where(and(tenantScope(tenant), where));
  if (!row) throw notFound('Transaction not found');
  return row;
}

export function registerTransactionRoutes(app: AppInstance): void {
  const { ctx } = app;
  const list = async (tenant: Tenant, query: Query) =>
    ok(await listTransactions(ctx, tenant, query), 'Transactions retrieved');

  registerRoutes(app, transactionRoutes, {
    list: async (request) => list(requireTenant(request), request.query),
    filter: async (request) => list(requireTenant(request), request.query),
    get: async (request) => {
      const tenant = requireTenant(request);
      const row = await findTransaction(ctx, tenant, eq(billingTransactions.id, request.params.id));
      return ok<TBillingTransaction>(presentFor(tenant)(row), 'Transaction retrieved');
    },

    // Brings a payment to where Stripe says it is (after 3-D Secure, or when a webhook is late). It moves
    // money only as the webhook would, once; the funding itself was audited when it was made.
    verify: async (request) => {
      const tenant = requireTenant(request);
      const { transactionReference, paymentItentOrTransactionId: other } = request.body;
      if (!transactionReference && !other)
        throw badRequest('The transaction reference field is required', {
          transactionReference: 'The transaction reference field is required',
        });
      const which = transactionReference
        ? eq(billingTransactions.reference, transactionReference.toUpperCase())
        : or(
            eq(billingTransactions.id, other ?? ''),
            eq(billingTransactions.stripePaymentIntentId, other ?? ''),
          );
      const row = await findTransaction(ctx, tenant, which ?? sql`false`);
      if (!row.stripePaymentIntentId || row.status === 'successful')
        return ok(presentTransaction(row), 'Transaction verified');
      const paymentIntent = await stripeOf(ctx.cardProvider).paymentIntents.retrieve(
        row.stripePaymentIntentId,
      );
      const applied = (await applyPaymentIntent(ctx, paymentIntent)) ?? row;
      return ok(presentTransaction(applied), 'Transaction verified');
    },
  });
}
