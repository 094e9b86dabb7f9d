/**
 * Paying for a live check from the business wallet — the one way every verification module charges:
 * price it, refuse early when the balance is short (402, nothing stored), then debit inside the caller's
 * transaction with a conditional UPDATE (two concurrent checks cannot both spend the same balance) and a
 * ledger row pointing at what was bought. Sandbox work is never charged.
 */
import type { TWalletDebit } from '@verity/client';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { insertWrite, type Write } from '../../db/one-statement.js';
import { checkPrices, walletLedger, wallets } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import { webhookWrites } from '../developer/webhook-outbox.js';

export interface Price {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

export const INSUFFICIENT_BALANCE_MESSAGE =
  'Your wallet balance is too low for this check. Fund your wallet and try again';

/** The price of one live check, by its key in `check_prices` (`ng:nin`, `aml:identity`...). */
export async function priceOf(ctx: AppContext, key: string): Promise<Price> {
  const [price] = await ctx.db.select().from(checkPrices).where(eq(checkPrices.key, key)).limit(1);
  if (!price)
    throw new AppError('ServiceUnavailableError', 'This check has no price set yet; contact support');
  return { amount: price.amount, currency: price.currency };
}

function insufficient(balance: number, price: Price): AppError {
  return new AppError('PaymentRequiredError', INSUFFICIENT_BALANCE_MESSAGE, {
    data: { balance: { amount: balance, currency: price.currency }, price },
  });
}

/** Before asking a registry anything: can the wallet pay? (The debit re-checks; this saves the call.) */
export async function assertCanPay(ctx: AppContext, businessId: string, price: Price): Promise<void> {
  const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.businessId, businessId)).limit(1);
  if ((wallet?.balance ?? 0) < price.amount) throw insufficient(wallet?.balance ?? 0, price);
}

/**
 * Debits the wallet (a conditional UPDATE, run now: two concurrent checks cannot both spend the same
 * balance) inside the caller's transaction, and answers the ledger row and its `wallet.debited` webhook as
 * writes for the caller's statement (db/one-statement.ts), with what was bought. Nothing for a free check.
 */
export async function debitWallet(
  ctx: AppContext,
  tx: DbOrTx,
  charge: { businessId: string; price: Price; description: string; reference: string },
): Promise<Write[]> {
  if (charge.price.amount <= 0) return [];
  const [debited] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${charge.price.amount}`, updatedAt: ctx.now() })
    .where(and(eq(wallets.businessId, charge.businessId), gte(wallets.balance, charge.price.amount)))
    .returning({ balance: wallets.balance });
  if (!debited) throw insufficient(0, charge.price);
  const id = newId();
  const createdAt = ctx.now();
  const ledger = insertWrite(walletLedger, {
    id,
    businessId: charge.businessId,
    amount: -charge.price.amount,
    balanceAfter: debited.balance,
    currency: charge.price.currency,
    description: charge.description,
    reference: charge.reference,
    createdAt,
  });
  const data: TWalletDebit = {
    id,
    amount: charge.price.amount,
    currency: charge.price.currency,
    balanceAfter: debited.balance,
    description: charge.description,
    reference: charge.reference,
    createdAt: createdAt.toISOString(),
  };
  // Only live checks are charged: the debit is a live event.
  const event = webhookWrites(ctx, {
    businessId: charge.businessId,
    environment: 'live',
    type: 'wallet.debited',
    data,
  });
  return [ledger, ...event.writes];
}
