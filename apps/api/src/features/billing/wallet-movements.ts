/**
 * Money moved inside the platform: a business's transfer to one of its organizations'
 * wallets (`POST /wallets/funding/transfer`), and a platform correction of a business's wallet with its
 * reason (`POST /balances/adjust/businesses/{id}`). Each is one ledger posting, which lists itself in the
 * wallet's transactions (wallet-records.ts).
 */
import type { TBillingTransaction } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { organizations } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { presentTransaction } from './billing-transactions.js';
import { type IdempotencyKey, rememberAnswer, replayAnswer, storeOnce } from './idempotent-answers.js';
import {
  closeExpiredFloor,
  InsufficientFundsError,
  ledgerAccount,
  type Posted,
  postTransaction,
} from './ledger.js';
import { WalletRecordError } from './wallet-records.js';

export const TRANSFER_SHORT = 'Your wallet balance is too low for this transfer';
export const ADJUSTMENT_SHORT = 'The wallet does not hold enough for this deduction';

type Caller = { id: string; name: string };

/** The transaction row a wallet posting wrote, as the API shows it. */
function listed(posted: Posted): TBillingTransaction {
  if (!posted.record)
    throw new WalletRecordError(`Ledger transaction ${posted.transactionId} listed nothing`);
  return presentTransaction(posted.record);
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
      record: {
        itemType: 'wallet_transfer',
        paymentMode: 'wallet',
        organizationId: organization.id,
        initiatedBy: caller,
      },
    }).catch(refuseShort(TRANSFER_SHORT));
    return listed(posted);
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
      record: { itemType: 'adjustment', paymentMode: 'admin', initiatedBy: caller },
    }).catch(refuseShort(ADJUSTMENT_SHORT));
    return listed(posted);
  });
}
