/**
 * Bank transfers: `POST /wallets/funding/business/{id}/initiate-bank-transfer` (the business,
 * for itself), and for platform staff `GET /transactions/reconciliations` (+ `/filter`, with businessId)
 * and `POST /transactions/{id}/reconcile`.
 */
import { bankTransferRoutes, type ZReconciliationQuery } from '@verity/client';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { billingTransactions, businesses } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { initiateBankTransfer, presentReconciliation, reconcileBankTransfer } from './bank-transfers.js';
import { assertDateOrder, transactionFilters } from './transaction-routes.js';

type ReconciliationQuery = z.output<typeof ZReconciliationQuery>;

async function listReconciliations(ctx: AppContext, query: ReconciliationQuery) {
  assertDateOrder(query);
  const where: (SQL | undefined)[] = [
    eq(billingTransactions.paymentMode, 'bank_transfer'),
    query.businessId ? eq(billingTransactions.businessId, query.businessId) : undefined,
    ...transactionFilters(query),
  ];
  const { rows, pagination } = await keysetPage(query, billingTransactions.id, (extra, order, limit) =>
    ctx.db
      .select({ transaction: billingTransactions, business: { id: businesses.id, name: businesses.name } })
      .from(billingTransactions)
      .innerJoin(businesses, eq(businesses.id, billingTransactions.businessId))
      .where(and(...where, extra))
      .orderBy(order)
      .limit(limit)
      .then((found) => found.map((row) => ({ id: row.transaction.id, ...row }))),
  );
  return { items: rows.map((row) => presentReconciliation(row.transaction, row.business)), pagination };
}

export function registerBankTransferRoutes(app: AppInstance): void {
  const { ctx } = app;
  const list = async (query: ReconciliationQuery) =>
    ok(await listReconciliations(ctx, query), 'Reconciliations retrieved');

  registerRoutes(app, bankTransferRoutes, {
    initiate: async (request) => {
      const tenant = requireTenant(request);
      // A business announces transfers into its own wallet only; another's id is unknown to it.
      if (request.params.businessId !== tenant.businessId) throw notFound('Business not found');
      const auth = requireAuth(request);
      const initiation = await initiateBankTransfer(
        ctx,
        auth.business,
        { id: auth.user.id, name: actorName(auth) },
        request.body.amountVATInclusive,
      );
      return ok(initiation, 'Bank transfer started: quote the reference in your transfer');
    },

    reconciliations: async (request) => list(request.query),
    filterReconciliations: async (request) => list(request.query),

    reconcile: async (request) => {
      const auth = requireAuth(request);
      const reconciled = await reconcileBankTransfer(ctx, request.params.id, request.body.amount, {
        id: auth.user.id,
        name: actorName(auth),
      });
      // The business sees in its own audit log that its transfer was matched.
      auditAlsoIn(request, reconciled.business.id);
      return ok(reconciled, 'Bank transfer reconciled');
    },
  });
}
