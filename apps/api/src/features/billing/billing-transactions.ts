/**
 * Billing transactions: a payment's record with its lifecycle, as /billing lists it. A card
 * funding starts `pending`, may wait for the payer's bank (`requires_action`), and ends `successful` or
 * `failed`. Only success moves money: one ledger posting, card clearing → the wallet, keyed by Stripe's
 * PaymentIntent so that the answer to the request, Stripe's webhook (however often it is delivered) and a
 * verify call together credit the wallet once.
 */
import type { TBillingTransaction } from '@verity/client';
import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { billingTransactions } from './billing-tables.js';
import { ledgerAccount, postTransaction } from './ledger.js';
import { type BillingTransactionRow, newTransactionReference } from './wallet-records.js';

export type TransactionRow = BillingTransactionRow;

export function presentTransaction(row: TransactionRow): TBillingTransaction {
  return {
    id: row.id,
    transactionReference: row.reference,
    status: row.status,
    itemType: row.itemType,
    paymentMode: row.paymentMode,
    paymentType: row.paymentType,
    amount: { amount: row.amount, currency: row.currency },
    description: row.description,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failureReason: row.failureReason,
    initiatedBy:
      row.initiatedBy && row.initiatedByName ? { id: row.initiatedBy, name: row.initiatedByName } : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function transactionOfPaymentIntent(
  db: DbOrTx,
  paymentIntent: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>,
): Promise<TransactionRow | undefined> {
  const byIntent = await db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.stripePaymentIntentId, paymentIntent.id));
  if (byIntent[0]) return byIntent[0];
  const id = paymentIntent.metadata?.transactionId;
  if (!id) return undefined;
  const [byId] = await db.select().from(billingTransactions).where(eq(billingTransactions.id, id));
  return byId;
}

/** Credits the wallet for a succeeded funding, once, and marks the transaction successful. */
async function completeFunding(
  ctx: AppContext,
  tx: DbOrTx,
  row: TransactionRow,
  paymentIntentId: string,
): Promise<TransactionRow> {
  const wallet = await ledgerAccount(tx, 'business_wallet', row.businessId, row.currency);
  const clearing = await ledgerAccount(tx, 'card_clearing', null, row.currency);
  const posted = await postTransaction(tx, {
    kind: 'funding',
    businessId: row.businessId,
    description: `Wallet funding ${row.reference}`,
    reference: row.id,
    externalId: `stripe:${paymentIntentId}`,
    currency: row.currency,
    lines: [
      { accountId: wallet.id, amount: row.amount },
      { accountId: clearing.id, amount: -row.amount },
    ],
    createdAt: ctx.now(),
    record: { completes: row.id, set: { stripePaymentIntentId: paymentIntentId } },
  });
  // No record: another delivery of the same success (the webhook racing the answer) got there first.
  return posted.record ?? current(tx, row);
}

async function current(db: DbOrTx, row: TransactionRow): Promise<TransactionRow> {
  const [fresh] = await db.select().from(billingTransactions).where(eq(billingTransactions.id, row.id));
  return fresh ?? row;
}

/** The provider's words for why a payment failed, as the payer should read them. */
export function failureOf(paymentIntent: Stripe.PaymentIntent): string {
  return paymentIntent.last_payment_error?.message ?? 'The payment was not completed';
}

/**
 * Brings a transaction to where Stripe's PaymentIntent is: succeeded credits the wallet (once), a failed
 * attempt records the provider's message, a bank challenge waits. A successful transaction never moves
 * back: a late `payment_failed` for an earlier attempt does not undo a later success. `paymentIntent` is
 * the provider's own answer (to a create or a retrieve), never the copy inside a webhook's event.
 */
export async function applyPaymentIntent(
  ctx: AppContext,
  paymentIntent: Stripe.PaymentIntent,
  db: DbOrTx = ctx.db,
): Promise<TransactionRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await transactionOfPaymentIntent(tx, paymentIntent);
    if (!row || row.status === 'successful') return row;
    if (paymentIntent.amount !== row.amount || paymentIntent.currency !== row.currency.toLowerCase())
      throw new Error(`PaymentIntent ${paymentIntent.id} does not match transaction ${row.reference}`);
    if (paymentIntent.status === 'succeeded') return completeFunding(ctx, tx, row, paymentIntent.id);
    const status =
      paymentIntent.status === 'requires_action'
        ? 'requires_action'
        : paymentIntent.status === 'canceled' || paymentIntent.last_payment_error
          ? 'failed'
          : row.status;
    const [updated] = await tx
      .update(billingTransactions)
      .set({
        status,
        stripePaymentIntentId: paymentIntent.id,
        failureReason: status === 'failed' ? failureOf(paymentIntent) : null,
        completedAt: status === 'failed' ? ctx.now() : null,
      })
      .where(and(eq(billingTransactions.id, row.id), ne(billingTransactions.status, 'successful')))
      .returning();
    return updated ?? current(tx, row);
  });
}

export async function insertTransaction(
  ctx: AppContext,
  values: Omit<typeof billingTransactions.$inferInsert, 'id' | 'reference' | 'createdAt'>,
): Promise<TransactionRow> {
  const [row] = await ctx.db
    .insert(billingTransactions)
    .values({ ...values, id: newId(), reference: newTransactionReference(), createdAt: ctx.now() })
    .returning();
  if (!row) throw new Error('The transaction was not stored');
  return row;
}

export async function failTransaction(
  ctx: AppContext,
  row: TransactionRow,
  reason: string,
  paymentIntentId?: string,
) {
  const [updated] = await ctx.db
    .update(billingTransactions)
    .set({
      status: 'failed',
      failureReason: reason,
      completedAt: ctx.now(),
      ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
    })
    .where(and(eq(billingTransactions.id, row.id), ne(billingTransactions.status, 'successful')))
    .returning();
  return updated ?? current(ctx.db, row);
}
