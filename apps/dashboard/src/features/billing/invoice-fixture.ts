/** An invoice and an upcoming bill as the server answers them, for the tests: Starter, in naira. */
import type { TInvoice, TUpcomingBill } from '@verity/client';

export const naira = (amount: number) => ({ amount, currency: 'NGN' });

export const declined = 'Your card was declined. The wallet balance is too low to pay this invoice.';

export const starterLine = {
  description: 'Starter plan',
  quantity: 1,
  unitAmount: naira(5_000_000),
  amount: naira(5_000_000),
};

export function invoice(patch: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 'inv_1',
    number: 'INV-2026-000001',
    planId: 'plan_cv',
    periodStart: '2026-03-05T10:00:00.000Z',
    periodEnd: '2026-04-05T10:00:00.000Z',
    lines: [starterLine],
    subtotal: naira(5_000_000),
    vat: naira(375_000),
    total: naira(5_375_000),
    status: 'paid',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    paidWith: 'card',
    paidAt: '2026-04-05T10:00:05.000Z',
    createdAt: '2026-04-05T10:00:00.000Z',
    ...patch,
  };
}

/** The same invoice after the card and the wallet both refused it, due for a retry a day later. */
export const failedInvoice = (patch: Partial<TInvoice> = {}): TInvoice =>
  invoice({
    status: 'failed',
    paidWith: null,
    paidAt: null,
    lastError: declined,
    nextAttemptAt: '2026-04-06T10:00:00.000Z',
    ...patch,
  });

export function upcomingBill(patch: Partial<TUpcomingBill> = {}): TUpcomingBill {
  return {
    items: [
      {
        planId: 'plan_cv',
        product: 'customer-verification',
        periodEnd: '2026-05-05T10:00:00.000Z',
        lines: [
          starterLine,
          {
            description: 'Checks beyond the 500 included',
            quantity: 3,
            unitAmount: naira(12_000),
            amount: naira(36_000),
          },
        ],
        subtotal: naira(5_036_000),
        vat: naira(377_700),
        total: naira(5_413_700),
      },
    ],
    total: naira(5_413_700),
    outstanding: naira(0),
    ...patch,
  };
}
