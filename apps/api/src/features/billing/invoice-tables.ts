/**
 * Invoices for subscription periods, and their gap-free numbering. They live with billing, whose billing
 * run writes them (billing-run.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';
import { ledgerTransactions } from './ledger-tables.js';
import { plans } from './plan-tables.js';

export const invoiceStatuses = ['open', 'paid', 'failed'] as const;

/**
 * An invoice for one subscription's period (the billing run writes it at the period's end, once: unique
 * per subscription and period). Numbers are gap-free per year (`invoice_sequences`, taken in the same
 * transaction). Lines, VAT and total in minor units of `currency`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    subscriptionId: text('subscription_id').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines')
      .$type<Array<{ description: string; quantity: number; unitAmount: number; amount: number }>>()
      .notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the billing run tries a failed payment again (a day apart, four tries). */
    nextAttemptAt: at('next_attempt_at'),
    paidWith: text('paid_with', { enum: ['card', 'wallet'] }),
    paidAt: at('paid_at'),
    ledgerTransactionId: text('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_period_idx').on(t.subscriptionId, t.periodStart),
    index('invoices_business_idx').on(t.businessId, t.id),
    index('invoices_status_idx').on(t.status),
  ],
);

/** The next invoice number per year: taken under the row's lock, so numbers are gap-free. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  next: integer('next').notNull(),
});
