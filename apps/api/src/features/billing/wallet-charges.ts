/**
 * Paying for a live check from the business wallet — the one way every verification module charges:
 * price it, refuse early when the wallet cannot pay (402, nothing stored), then post the charge to the
 * ledger inside the caller's transaction (wallet debited, the platform's revenue credited; the wallet's
 * floor holds however many checks race for it) pointing at what was bought. Sandbox work is never charged.
 * Also the adjustments that move a wallet by hand (the seed, an admin's correction).
 */
import {
  BUSINESS_SUSPENDED_MESSAGE,
  LIVE_NEEDS_ACTIVATION_MESSAGE,
  type TPlanProduct,
  type TWalletDebit,
} from '@verity/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { insertWrite, type Write } from '../../db/one-statement.js';
import { businesses, businessPrices, checkPrices, plans, planUsage, subscriptions } from '../../db/schema.js';
import { AppError, forbidden } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import { webhookWrites } from '../developer/webhook-outbox.js';
import {
  closeExpiredFloor,
  InsufficientFundsError,
  ledgerAccount,
  postTransaction,
  spendable,
  walletOf,
} from './ledger.js';

export interface Price {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /**
   * Set when the business's subscription covers the check (plans.ts): nothing is charged to the wallet;
   * the check is counted as the subscription's usage instead, and the billing run invoices the overage.
   */
  covered?: { subscriptionId: string; product: TPlanProduct; key: string };
}

/** A subscription covers its product's checks while it runs, including a period whose cancellation is set. */
const COVERING_STATUSES = ['active', 'cancellation_scheduled'] as const;

/** Which plan's product a priced check belongs to (plans.ts). */
export function productOfPriceKey(key: string): TPlanProduct {
  if (key.startsWith('aml:')) return 'sanction-pep-screening';
  if (key.startsWith('company:')) return 'business-verification';
  if (key.includes('credit-report')) return 'credit-report';
  return 'customer-verification';
}

export const PLAN_SUSPENDED_MESSAGE =
  'Checks on your plan are paused until its unpaid invoice is paid. Pay it from Billing and try again';

export const INSUFFICIENT_BALANCE_MESSAGE =
  'Your wallet balance is too low for this check. Fund your wallet and try again';

/**
 * The price of one live check for this business, by its key in `check_prices` (`ng:nin`,
 * `aml:identity`...): nothing to the wallet when a subscription to the check's product covers it, else
 * the business's own price when platform staff set one (business-pricing.ts), else the list price. One
 * query either way. A business that is not activated, or is suspended, may not run live checks: 403.
 */
export async function priceOf(ctx: AppContext, key: string, businessId: string): Promise<Price> {
  const product = productOfPriceKey(key);
  const [price] = await ctx.db
    .select({
      amount: sql<number>`coalesce(${businessPrices.amount}, ${checkPrices.amount})`.mapWith(Number),
      currency: checkPrices.currency,
      subscriptionId: subscriptions.id,
      suspendedAt: subscriptions.usageSuspendedAt,
      // The business's activation decides whether it may run live checks at all: same query, no extra trip.
      businessStatus: sql<
        string | null
      >`(select ${businesses.status} from ${businesses} where ${businesses.id} = ${businessId})`,
    })
    .from(checkPrices)
    .leftJoin(
      businessPrices,
      and(eq(businessPrices.key, checkPrices.key), eq(businessPrices.businessId, businessId)),
    )
    .leftJoin(plans, eq(plans.product, product))
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.planId, plans.id),
        eq(subscriptions.businessId, businessId),
        inArray(subscriptions.status, COVERING_STATUSES),
      ),
    )
    .where(eq(checkPrices.key, key))
    .limit(1);
  if (!price)
    throw new AppError('ServiceUnavailableError', 'This check has no price set yet; contact support');
  if (price.businessStatus === 'suspended') throw forbidden(BUSINESS_SUSPENDED_MESSAGE);
  if (price.businessStatus !== 'activated') throw forbidden(LIVE_NEEDS_ACTIVATION_MESSAGE);
  if (price.subscriptionId && price.suspendedAt)
    throw new AppError('PaymentRequiredError', PLAN_SUSPENDED_MESSAGE, { code: 'plan_suspended' });
  if (price.subscriptionId)
    return {
      amount: 0,
      currency: price.currency,
      covered: { subscriptionId: price.subscriptionId, product, key },
    };
  return { amount: price.amount, currency: price.currency };
}

function insufficient(balance: number, price: Price): AppError {
  return new AppError('PaymentRequiredError', INSUFFICIENT_BALANCE_MESSAGE, {
    data: { balance: { amount: balance, currency: price.currency }, price },
  });
}

/** Before asking a registry anything: can the wallet pay? (The posting re-checks; this saves the call.) */
export async function assertCanPay(ctx: AppContext, businessId: string, price: Price): Promise<void> {
  const wallet = await walletOf(ctx.db, businessId);
  const available = wallet ? spendable(wallet, ctx.now()) : 0;
  if (available < price.amount) throw insufficient(wallet?.balance ?? 0, price);
}

/**
 * Posts the charge (wallet debited, revenue credited) inside the caller's transaction, run now so a short
 * wallet answers 402 before anything else is written, and answers the `wallet.debited` webhook as writes
 * for the caller's statement (db/one-statement.ts), with what was bought. Nothing for a free check.
 */
export async function debitWallet(
  ctx: AppContext,
  tx: DbOrTx,
  charge: { businessId: string; price: Price; description: string; reference: string },
): Promise<Write[]> {
  const covered = charge.price.covered;
  if (covered)
    return [
      insertWrite(planUsage, {
        id: newId(),
        businessId: charge.businessId,
        subscriptionId: covered.subscriptionId,
        product: covered.product,
        priceKey: covered.key,
        reference: charge.reference,
        createdAt: ctx.now(),
      }),
    ];
  if (charge.price.amount <= 0) return [];
  const wallet = await walletOf(tx, charge.businessId);
  if (!wallet || wallet.currency !== charge.price.currency) throw insufficient(0, charge.price);
  if (wallet.floorExpiresAt && wallet.floorExpiresAt <= ctx.now())
    await closeExpiredFloor(tx, wallet.id, ctx.now());
  const revenue = await ledgerAccount(tx, 'platform_revenue', null, charge.price.currency);
  const createdAt = ctx.now();
  const posted = await postTransaction(tx, {
    kind: 'charge',
    businessId: charge.businessId,
    description: charge.description,
    reference: charge.reference,
    currency: charge.price.currency,
    lines: [
      { accountId: wallet.id, amount: -charge.price.amount },
      { accountId: revenue.id, amount: charge.price.amount },
    ],
    createdAt,
    record: { itemType: 'check', paymentMode: 'wallet' },
  }).catch((error: unknown) => {
    throw error instanceof InsufficientFundsError ? insufficient(wallet.balance, charge.price) : error;
  });
  const data: TWalletDebit = {
    id: posted.transactionId,
    amount: charge.price.amount,
    currency: charge.price.currency,
    balanceAfter: posted.lines.find((line) => line.accountId === wallet.id)?.balanceAfter ?? 0,
    description: charge.description,
    reference: charge.reference,
    createdAt: createdAt.toISOString(),
  };
  // Only live checks are charged: the debit is a live event.
  return webhookWrites(ctx, {
    businessId: charge.businessId,
    environment: 'live',
    type: 'wallet.debited',
    data,
  }).writes;
}

/**
 * Moves a business's wallet by hand against the platform's adjustments account (positive adds money):
 * the seed's opening funds, a correction. The wallet is opened in `currency` when it has none.
 */
export async function adjustWallet(
  db: DbOrTx,
  adjustment: {
    businessId: string;
    amount: number;
    currency: string;
    description: string;
    reference?: string | null;
    createdAt: Date;
  },
) {
  const wallet = await ledgerAccount(db, 'business_wallet', adjustment.businessId, adjustment.currency);
  const adjustments = await ledgerAccount(db, 'adjustments', null, adjustment.currency);
  return postTransaction(db, {
    kind: 'adjustment',
    businessId: adjustment.businessId,
    description: adjustment.description,
    reference: adjustment.reference ?? null,
    currency: adjustment.currency,
    lines: [
      { accountId: wallet.id, amount: adjustment.amount },
      { accountId: adjustments.id, amount: -adjustment.amount },
    ],
    createdAt: adjustment.createdAt,
    record: { itemType: 'adjustment', paymentMode: 'admin' },
  });
}
