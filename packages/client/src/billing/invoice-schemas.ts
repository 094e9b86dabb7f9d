/**
 * Invoices, usage and the upcoming bill (GET /invoices, /invoices/businesses/{id}, /balances/businesses/{id},
 * /plans/{id}/usage, /plans/upcoming-bill, POST /plans/{id}/upcoming-bill/pay). The billing run closes each
 * subscription's period: its tier's price (or Enterprise terms), the checks beyond those included at the
 * overage price, the add-ons, and VAT (7.5% for a Nigerian business); the invoice is paid from the default
 * card, else the wallet, and retried when both fail. Every invoice downloads as a PDF.
 */
import { z } from 'zod';
import { strictObject } from '../rules/validation.js';
import { ZMoney } from '../schemas/common.js';
import { cursorPaging } from '../schemas/history-query.js';
import { planProducts } from './plan-schemas.js';

export const invoiceStatuses = ['open', 'paid', 'failed'] as const;
export type TInvoiceStatus = (typeof invoiceStatuses)[number];

export const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: ZMoney,
  amount: ZMoney,
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoice = z.object({
  id: z.string(),
  /** Gap-free per year: INV-2026-000001. */
  number: z.string(),
  planId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(ZInvoiceLine),
  subtotal: ZMoney,
  vat: ZMoney,
  total: ZMoney,
  status: z.enum(invoiceStatuses),
  attempts: z.number().int(),
  /** Why the last payment attempt failed, in the card provider's or the wallet's words. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  paidWith: z.enum(['card', 'wallet']).nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceQuery = strictObject({ ...cursorPaging });
export type TInvoiceQuery = z.input<typeof ZInvoiceQuery>;

export const ZInvoiceParams = z.strictObject({ id: z.string().min(1).max(64) });

export const ZPlanUsage = z.object({
  planId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Checks the subscription covered this period. */
  used: z.number().int(),
  included: z.number().int(),
  /** Checks beyond those included, and what they will cost at the period's end. */
  overage: z.number().int(),
  overageCost: ZMoney,
});
export type TPlanUsage = z.infer<typeof ZPlanUsage>;

export const ZUpcomingBill = z.object({
  items: z.array(
    z.object({
      planId: z.string(),
      product: z.enum(planProducts),
      periodEnd: z.string(),
      lines: z.array(ZInvoiceLine),
      subtotal: ZMoney,
      vat: ZMoney,
      total: ZMoney,
    }),
  ),
  total: ZMoney,
  /** Invoices not paid yet (a failed payment waiting for its retry). */
  outstanding: ZMoney,
});
export type TUpcomingBill = z.infer<typeof ZUpcomingBill>;

/** `GET /balances/businesses/{id}`: what a business owes on invoices, and its wallet. */
export const ZBusinessBalance = z.object({
  outstanding: ZMoney,
  unpaidInvoices: z.number().int(),
  wallet: ZMoney,
});
export type TBusinessBalance = z.infer<typeof ZBusinessBalance>;
