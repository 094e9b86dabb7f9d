/**
 * Money moved inside the platform (§7 Billing): a business's transfer to one of its organizations'
 * wallets (`POST /wallets/funding/transfer`), and a platform correction of a business's wallet with its
 * reason (`POST /balances/adjust/businesses/{id}`). Each is one ledger posting and one transaction row in
 * the same database transaction.
 */
import type { TBillingTransaction } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { billingTransactions, organizations } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { newTransactionReference, presentTransaction } from './billing-transactions.js';
import { type IdempotencyKey, rememberAnswer, replayAnswer, storeOnce } from './idempotent-answers.js';
import { closeExpiredFloor, InsufficientFundsError, ledgerAccount, postTransaction } from './ledger.js';

export const TRANSFER_SHORT = 'Your wallet balance is too low for this transfer';
export const ADJUSTMENT_SHORT = 'The wallet does not hold enough for this deduction';

type Caller = { id: string; name: string };
type Row = typeof billingTransactions.$inferInsert;

async function record(ctx: AppContext, tx: DbOrTx, row: Omit<Row, 'id' | 'reference' | 'createdAt'>) {
  const [saved] = await tx
    .insert(billingTransactions)
    .values({
      ...row,
      id: newId(),
      reference: newTransactionReference(),
      createdAt: ctx.now(),
      completedAt: ctx.now(),
    })
    .returning();
  if (!saved) throw new Error('The transaction was not stored');
  return presentTransaction(saved);
}

/**
 * Work that moves money, once per Idempotency-Key: a retry answers the first answer, and a concurrent
 * duplicate loses at the key's unique row and answers it too (idempotent-answers.ts).
 */
async function once(
  ctx: AppContext,
  key: IdempotencyKey | undefined,
  work: (tx: DbOrTx) => Promise<TBillingTransaction>,
): Promise<TBillingTransaction> {
  const replayed = await replayAnswer<TBillingTransaction>(ctx, key);
  if (replayed) return replayed.body;
  const stored = await storeOnce(ctx, key, () =>
    ctx.db.transaction(async (tx) => {
      const body = await work(tx);
      await rememberAnswer(ctx, tx, key, { statusCode: 200, body });
      return { statusCode: 200, body };
    }),
  );
  return stored.body;
}

function refuseShort(message: string) {
  return (error: unknown): never => {
    throw error instanceof InsufficientFundsError ? new AppError('PaymentRequiredError', message) : error;
  };
}

export async function transferToOrganization(
  ctx: AppContext,
  business: BusinessRow,
  caller: Caller,
  request: { amount: number; organizationId: string },
  idempotencyKey?: IdempotencyKey,
): Promise<TBillingTransaction> {
  const [organization] = await ctx.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, request.organizationId), eq(organizations.businessId, business.id)));
  if (!organization) throw notFound('Organization not found');
  return once(ctx, idempotencyKey, async (tx) => {
    const from = await ledgerAccount(tx, 'business_wallet', business.id, business.currency);
    const to = await ledgerAccount(tx, 'organization_wallet', organization.id, business.currency);
    await closeExpiredFloor(tx, from.id, ctx.now());
    const posted = await postTransaction(tx, {
      kind: 'transfer',
      businessId: business.id,
      description: `Transfer to ${organization.name}`,
      currency: business.currency,
      lines: [
        { accountId: from.id, amount: -request.amount },
        { accountId: to.id, amount: request.amount },
      ],
      createdAt: ctx.now(),
    }).catch(refuseShort(TRANSFER_SHORT));
    return record(ctx, tx, {
      businessId: business.id,
      organizationId: organization.id,
      itemType: 'wallet_transfer',
      paymentMode: 'wallet',
      paymentType: 'debit',
      status: 'successful',
      amount: request.amount,
      currency: business.currency,
      description: `Transfer to ${organization.name}`,
      initiatedBy: caller.id,
      initiatedByName: caller.name,
      ledgerTransactionId: posted.transactionId,
    });
  });
}

/** A platform correction: positive adds to the wallet, negative takes from it (never below its floor). */
export async function adjustBalance(
  ctx: AppContext,
  business: BusinessRow,
  caller: Caller,
  request: { amount: number; reason: string },
  idempotencyKey?: IdempotencyKey,
): Promise<TBillingTransaction> {
  if (business.type !== 'business') throw badRequest('Only a customer business has a wallet to adjust');
  return once(ctx, idempotencyKey, async (tx) => {
    const wallet = await ledgerAccount(tx, 'business_wallet', business.id, business.currency);
    const adjustments = await ledgerAccount(tx, 'adjustments', null, business.currency);
    const posted = await postTransaction(tx, {
      kind: 'adjustment',
      businessId: business.id,
      description: request.reason,
      currency: business.currency,
      lines: [
        { accountId: wallet.id, amount: request.amount },
        { accountId: adjustments.id, amount: -request.amount },
      ],
      createdAt: ctx.now(),
    }).catch(refuseShort(ADJUSTMENT_SHORT));
    return record(ctx, tx, {
      businessId: business.id,
      organizationId: null,
      itemType: 'adjustment',
      paymentMode: 'admin',
      paymentType: request.amount > 0 ? 'credit' : 'debit',
      status: 'successful',
      amount: Math.abs(request.amount),
      currency: business.currency,
      description: request.reason,
      initiatedBy: caller.id,
      initiatedByName: caller.name,
      ledgerTransactionId: posted.transactionId,
    });
  });
}
