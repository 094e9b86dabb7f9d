/**
 * The billing run: closes every subscription period that has ended, once, and collects what
 * is owed. Run hourly by housekeeping and on demand (tests pass an injected clock); running it twice
 * changes nothing the first run did.
 *
 * Closing a period, in one transaction under the subscription's row lock: the invoice (numbered without
 * gaps per year, unique per subscription and period, so a second run finds it there), then the next
 * period: a scheduled downgrade takes effect, a scheduled cancellation removes the subscription and its
 * add-ons. A subscription several periods behind is closed period by period.
 *
 * Collecting: each open invoice, and each failed one whose retry is due, is paid from the default card
 * (Stripe, off-session), else from the wallet; the money moves by one ledger posting (card clearing or
 * wallet → platform revenue and VAT), once per invoice. When both fail the invoice is `failed` with the
 * reasons, tried again a day later, four times in all.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import {
  billingTransactions,
  businessAddons,
  businesses,
  invoiceSequences,
  invoices,
  paymentCards,
  subscriptions,
} from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { stripeOf } from './card-provider.js';
import { stripeCustomerOf } from './cards.js';
import { InsufficientFundsError, ledgerAccount, postTransaction } from './ledger.js';
import { billFor } from './plan-bills.js';
import { addMonth, type SubscriptionRow } from './plans.js';
import { newTransactionReference } from './wallet-records.js';

export type InvoiceRow = typeof invoices.$inferSelect;

export const MAX_PAYMENT_ATTEMPTS = 4;
const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
export const WALLET_SHORT = 'The wallet balance is too low to pay this invoice';
export const NO_CARD = 'There is no card to charge.';

/** The next number of `year`, taken in the caller's transaction: a rolled-back invoice gives it back. */
async function nextInvoiceNumber(db: DbOrTx, year: number): Promise<string> {
  const [row] = await db
    .insert(invoiceSequences)
    .values({ year, next: 2 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { next: sql`${invoiceSequences.next} + 1` } })
    .returning({ next: invoiceSequences.next });
  const number = (row?.next ?? 2) - 1;
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}

/** Closes one ended period of one subscription; false when there was none to close. */
async function closeOnePeriod(ctx: AppContext, subscriptionId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    if (!subscription || subscription.currentPeriodEnd > now) return false;
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, subscription.businessId));
    if (!business) return false;
    await invoicePeriod(tx, subscription, business, now);
    await rollPeriod(tx, subscription);
    return true;
  });
}

async function invoicePeriod(
  tx: DbOrTx,
  subscription: SubscriptionRow,
  business: typeof businesses.$inferSelect,
  now: Date,
): Promise<void> {
  // Asked for Enterprise and not yet agreed: nothing was provided, so nothing is owed.
  if (subscription.status === 'enterprise_requested') return;
  const bill = await billFor(tx, subscription, business);
  if (bill.total <= 0) return;
  const [already] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscription.id),
        eq(invoices.periodStart, subscription.currentPeriodStart),
      ),
    );
  if (already) return;
  await tx.insert(invoices).values({
    id: newId(),
    number: await nextInvoiceNumber(tx, subscription.currentPeriodEnd.getUTCFullYear()),
    businessId: subscription.businessId,
    subscriptionId: subscription.id,
    planId: subscription.planId,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    currency: bill.currency,
    lines: bill.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitAmount: line.unitAmount.amount,
      amount: line.amount.amount,
    })),
    subtotal: bill.subtotal,
    vat: bill.vat,
    total: bill.total,
    status: 'open',
    createdAt: now,
  });
}

async function rollPeriod(tx: DbOrTx, subscription: SubscriptionRow): Promise<void> {
  if (subscription.cancelAt && subscription.cancelAt <= subscription.currentPeriodEnd) {
    await tx.delete(subscriptions).where(eq(subscriptions.id, subscription.id));
    await tx
      .delete(businessAddons)
      .where(
        and(
          eq(businessAddons.businessId, subscription.businessId),
          sql`${businessAddons.addonId} in (select id from addons where plan_id = ${subscription.planId})`,
        ),
      );
    const [left] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.businessId, subscription.businessId))
      .limit(1);
    if (!left)
      await tx
        .update(businesses)
        .set({ hasSubscription: false })
        .where(eq(businesses.id, subscription.businessId));
    return;
  }
  await tx
    .update(subscriptions)
    .set({
      subplanId: subscription.scheduledSubplanId ?? subscription.subplanId,
      scheduledSubplanId: null,
      currentPeriodStart: subscription.currentPeriodEnd,
      currentPeriodEnd: addMonth(subscription.currentPeriodEnd),
      updatedAt: subscription.currentPeriodEnd,
    })
    .where(eq(subscriptions.id, subscription.id));
}

/** The default card, charged off-session; the provider's refusal in its own words. */
async function chargeCard(
  ctx: AppContext,
  invoice: InvoiceRow,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const [card] = await ctx.db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.businessId, invoice.businessId),
        isNull(paymentCards.removedAt),
        eq(paymentCards.isDefault, true),
      ),
    );
  if (!card || !ctx.cardProvider.stripe) return { ok: false, reason: NO_CARD };
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, invoice.businessId));
  if (!business) return { ok: false, reason: NO_CARD };
  try {
    const paymentIntent = await stripeOf(ctx.cardProvider).paymentIntents.create(
      {
        amount: invoice.total,
        currency: invoice.currency.toLowerCase(),
        customer: await stripeCustomerOf(ctx, business),
        payment_method: card.stripePaymentMethodId,
        allowed_payment_method_types: ['card'],
        off_session: true,
        confirm: true,
        description: `Verity invoice ${invoice.number}`,
        metadata: { invoiceId: invoice.id, businessId: invoice.businessId },
      },
      { idempotencyKey: `invoice:${invoice.id}:${invoice.attempts}` },
    );
    if (paymentIntent.status === 'succeeded') return { ok: true };
    return { ok: false, reason: 'Your bank asked to confirm this payment: pay the invoice from Billing.' };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Posts a paid invoice (revenue and VAT from the card's clearing account or the wallet) and marks it paid. */
async function settle(
  ctx: AppContext,
  invoice: InvoiceRow,
  paidWith: 'card' | 'wallet',
): Promise<InvoiceRow> {
  return ctx.db.transaction(async (tx) => {
    const from =
      paidWith === 'card'
        ? await ledgerAccount(tx, 'card_clearing', null, invoice.currency)
        : await ledgerAccount(tx, 'business_wallet', invoice.businessId, invoice.currency);
    const revenue = await ledgerAccount(tx, 'platform_revenue', null, invoice.currency);
    const lines = [
      { accountId: from.id, amount: -invoice.total },
      { accountId: revenue.id, amount: invoice.subtotal },
    ];
    if (invoice.vat > 0)
      lines.push({
        accountId: (await ledgerAccount(tx, 'vat', null, invoice.currency)).id,
        amount: invoice.vat,
      });
    const posted = await postTransaction(tx, {
      kind: 'charge',
      businessId: invoice.businessId,
      description: `Invoice ${invoice.number}`,
      reference: invoice.id,
      externalId: `invoice:${invoice.id}`,
      currency: invoice.currency,
      lines,
      createdAt: ctx.now(),
      // Paid from the wallet, it is listed as the wallet's debit; a card's payment is listed below.
      ...(paidWith === 'wallet'
        ? { record: { itemType: 'subscription', paymentMode: 'wallet' } as const }
        : {}),
    });
    // Another run (or a pay call) settled it first: the ledger posted it once; so is its record.
    if (posted.replayed) {
      const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
      return current ?? invoice;
    }
    // Paid up: a plan whose checks were stopped for this invoice runs again once nothing else is failing.
    const [stillFailing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.subscriptionId, invoice.subscriptionId),
          eq(invoices.status, 'failed'),
          sql`${invoices.id} <> ${invoice.id}`,
        ),
      )
      .limit(1);
    if (!stillFailing)
      await tx
        .update(subscriptions)
        .set({ usageSuspendedAt: null })
        .where(eq(subscriptions.id, invoice.subscriptionId));
    const [paid] = await tx
      .update(invoices)
      .set({
        status: 'paid',
        paidWith,
        paidAt: ctx.now(),
        lastError: null,
        nextAttemptAt: null,
        ledgerTransactionId: posted.transactionId,
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    // The card paid it directly: listed among the business's payments, though no wallet moved.
    if (paidWith === 'card')
      await tx.insert(billingTransactions).values({
        id: newId(),
        reference: newTransactionReference(),
        businessId: invoice.businessId,
        itemType: 'subscription',
        paymentMode: 'card',
        paymentType: 'debit',
        status: 'successful',
        amount: invoice.total,
        currency: invoice.currency,
        description: `Invoice ${invoice.number}`,
        ledgerTransactionId: posted.transactionId,
        createdAt: ctx.now(),
        completedAt: ctx.now(),
      });
    return paid ?? invoice;
  });
}

/** Tries to collect one invoice now: the default card, else the wallet. */
export async function collectInvoice(ctx: AppContext, invoice: InvoiceRow): Promise<InvoiceRow> {
  if (invoice.status === 'paid') return invoice;
  const card = await chargeCard(ctx, invoice);
  if (card.ok) return settle(ctx, invoice, 'card');
  try {
    return await settle(ctx, invoice, 'wallet');
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
  }
  const attempts = invoice.attempts + 1;
  const [failed] = await ctx.db
    .update(invoices)
    .set({
      status: 'failed',
      attempts,
      lastError: `${card.reason} ${WALLET_SHORT}.`,
      nextAttemptAt: attempts < MAX_PAYMENT_ATTEMPTS ? new Date(ctx.now().getTime() + RETRY_AFTER_MS) : null,
    })
    .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, ['open', 'failed'])))
    .returning();
  // Every retry failed: the plan's checks stop until it is paid or platform staff re-activate usage.
  if (attempts >= MAX_PAYMENT_ATTEMPTS)
    await ctx.db
      .update(subscriptions)
      .set({ usageSuspendedAt: ctx.now() })
      .where(and(eq(subscriptions.id, invoice.subscriptionId), isNull(subscriptions.usageSuspendedAt)));
  return failed ?? invoice;
}

export interface BillingRunResult {
  periodsClosed: number;
  invoicesPaid: number;
  invoicesFailed: number;
}

export async function runBilling(ctx: AppContext): Promise<BillingRunResult> {
  const now = ctx.now();
  let periodsClosed = 0;
  const due = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(lte(subscriptions.currentPeriodEnd, now));
  for (const { id } of due) while (await closeOnePeriod(ctx, id, now)) periodsClosed += 1;

  const toCollect = await ctx.db
    .select()
    .from(invoices)
    .where(
      or(eq(invoices.status, 'open'), and(eq(invoices.status, 'failed'), lte(invoices.nextAttemptAt, now))),
    );
  let invoicesPaid = 0;
  let invoicesFailed = 0;
  for (const invoice of toCollect) {
    const after = await collectInvoice(ctx, invoice);
    if (after.status === 'paid') invoicesPaid += 1;
    else invoicesFailed += 1;
  }
  return { periodsClosed, invoicesPaid, invoicesFailed };
}
