/**
 * How invoices read on screen (from /invoices and /plans/upcoming-bill, with money and dates formatted):
 * their status, how they were paid, their period, what is still owed per plan, and what paying came to.
 */
import type { TInvoice, TInvoiceStatus, TMoney, TPlan, TPlanProduct } from '@verity/client';
import type { Tone } from '../../../components/chip';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';

export const invoiceStatusLabels: Readonly<Record<TInvoiceStatus, string>> = {
  open: 'Unpaid',
  paid: 'Paid',
  failed: 'Payment failed',
};

export const invoiceStatusTones: Readonly<Record<TInvoiceStatus, Tone>> = {
  open: 'warn',
  paid: 'good',
  failed: 'bad',
};

export const paidWithLabels: Readonly<Record<NonNullable<TInvoice['paidWith']>, string>> = {
  card: 'Card',
  wallet: 'Wallet',
};

/** '05 March 2026 – 05 April 2026'. */
export function invoicePeriod(invoice: Pick<TInvoice, 'periodStart' | 'periodEnd'>): string {
  return `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`;
}

export const isUnpaid = (invoice: Pick<TInvoice, 'status'>): boolean => invoice.status !== 'paid';

/**
 * When a failed payment is tried again, or that it is not: after the fourth attempt the server stops
 * (nextAttemptAt null) and only Pay now settles it. Null for an invoice that has not failed.
 */
export function retryLine(invoice: Pick<TInvoice, 'status' | 'nextAttemptAt'>): string | null {
  if (invoice.status !== 'failed') return null;
  return invoice.nextAttemptAt
    ? `We will try again on ${formatDateTime(invoice.nextAttemptAt)}.`
    : 'We will not try again automatically.';
}

/** A plan's unpaid invoices: how many, and what they come to. */
export interface UnpaidPlan {
  planId: string;
  count: number;
  total: TMoney;
}

/** The plans with unpaid invoices, in the order first met (the list is newest first). */
export function unpaidPlans(invoices: readonly TInvoice[]): UnpaidPlan[] {
  const byPlan = new Map<string, UnpaidPlan>();
  for (const invoice of invoices) {
    if (!isUnpaid(invoice)) continue;
    const seen = byPlan.get(invoice.planId);
    if (seen) {
      seen.count += 1;
      seen.total = { ...seen.total, amount: seen.total.amount + invoice.total.amount };
    } else byPlan.set(invoice.planId, { planId: invoice.planId, count: 1, total: { ...invoice.total } });
  }
  return [...byPlan.values()];
}

/** 'customer-verification' → 'Customer verification': a product's words when its plan is not loaded. */
function productWords(product: string): string {
  const words = product.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A plan's name by its id, from the plans when they are loaded, else from its product, else 'Plan'. */
export function planNamer(
  plans: readonly Pick<TPlan, 'id' | 'name'>[] | undefined,
): (planId: string, product?: TPlanProduct) => string {
  return (planId, product) =>
    plans?.find((plan) => plan.id === planId)?.name ?? (product ? productWords(product) : 'Plan');
}

export interface PayOutcome {
  tone: 'success' | 'error' | 'info';
  message: string;
}

const sum = (invoices: readonly TInvoice[]): TMoney => ({
  amount: invoices.reduce((total, invoice) => total + invoice.total.amount, 0),
  currency: invoices[0]?.total.currency ?? 'NGN',
});

const paidBy = (invoice: TInvoice) =>
  invoice.paidWith === 'wallet' ? ' from your wallet' : invoice.paidWith === 'card' ? ' by card' : '';

/**
 * What Pay now came to, from each invoice as the server left it after trying the card and then the
 * wallet: paid, or the reason it was not (the card's and the wallet's words).
 */
export function payOutcome(invoices: readonly TInvoice[]): PayOutcome {
  if (invoices.length === 0) return { tone: 'info', message: 'There was nothing left to pay.' };
  const failed = invoices.filter(isUnpaid);
  const paid = invoices.filter((invoice) => !isUnpaid(invoice));
  const [first] = failed;
  if (!first) {
    const [only] = paid;
    return {
      tone: 'success',
      message:
        paid.length === 1 && only
          ? `${only.number} paid: ${formatMoney(only.total)}${paidBy(only)}`
          : `${paid.length} invoices paid: ${formatMoney(sum(paid))}`,
    };
  }
  const reason = first.lastError ?? 'The payment failed.';
  const notPaid =
    failed.length === 1
      ? `${first.number} could not be paid: ${reason}`
      : `${failed.length} invoices could not be paid: ${reason}`;
  return {
    tone: 'error',
    message: paid.length > 0 ? `${paid.length} paid; ${notPaid}` : notPaid,
  };
}
