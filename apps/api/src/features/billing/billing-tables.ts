/**
 * Check prices, saved cards, payments (billing transactions), credit lines, and the records that make
 * payments happen once (Stripe events, idempotency keys). They live with billing, which writes them.
 * db/schema.ts re-exports every feature's tables.
 */
// Types only: drizzle-kit loads this file through require(), which the client's ESM-only exports refuse.
import type { TPaymentMode, TPaymentType, TTransactionItemType, TTransactionStatus } from '@verity/client';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';
import { ledgerTransactions } from './ledger-tables.js';

/** Price of one live check per type (country:value), in minor units of its currency. */
export const checkPrices = pgTable('check_prices', {
  key: text('key').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
});

/**
 * A business's saved cards. Stripe holds the card; this is what the dashboard lists and what
 * payments charge. Removed cards stay (transactions name them) with `removed_at` set.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Stripe's payment method (pm_…): each is saved once however often its webhook arrives. */
    stripePaymentMethodId: text('stripe_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardLabel: text('card_label'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('payment_cards_business_idx').on(t.businessId, t.createdAt),
    // Labels tell a business's cards apart: unique among its cards, any case.
    uniqueIndex('payment_cards_label_idx')
      .on(t.businessId, sql`lower(${t.cardLabel})`)
      .where(sql`${t.removedAt} is null and ${t.cardLabel} is not null`),
    uniqueIndex('payment_cards_default_idx')
      .on(t.businessId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

const transactionStatusValues = [
  'pending',
  'requires_action',
  'successful',
  'failed',
] as const satisfies readonly TTransactionStatus[];
const transactionItemTypeValues = [
  'wallet_funding',
  'wallet_transfer',
  'subscription',
  'adjustment',
  'credit',
  'check',
] as const satisfies readonly TTransactionItemType[];
const paymentModeValues = [
  'card',
  'bank_transfer',
  'wallet',
  'admin',
] as const satisfies readonly TPaymentMode[];
const paymentTypeValues = ['credit', 'debit'] as const satisfies readonly TPaymentType[];

/**
 * A payment or money movement a business sees on /billing, with its lifecycle: pending (or
 * waiting for the payer's bank) until the provider answers; it moves wallet money only on success, as
 * one ledger posting (`ledger_transaction_id`).
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: text('id').primaryKey(),
    /** What the payer quotes and support searches by. */
    reference: text('reference').notNull().unique(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    organizationId: text('organization_id'),
    itemType: text('item_type', { enum: transactionItemTypeValues }).notNull(),
    paymentMode: text('payment_mode', { enum: paymentModeValues }).notNull(),
    paymentType: text('payment_type', { enum: paymentTypeValues }).notNull(),
    status: text('status', { enum: transactionStatusValues }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    cardId: text('card_id').references(() => paymentCards.id),
    /** The card as it was charged (a removed card still names its payments). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Stripe's PaymentIntent (pi_…). */
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** The caller's Idempotency-Key (business:user:key): a retried request finds its transaction here. */
    requestKey: text('request_key').unique(),
    failureReason: text('failure_reason'),
    initiatedBy: text('initiated_by'),
    initiatedByName: text('initiated_by_name'),
    ledgerTransactionId: text('ledger_transaction_id').references(() => ledgerTransactions.id),
    /** A bank transfer's reconciliation: what arrived (VAT included), and who matched it. */
    amountReceived: bigint('amount_received', { mode: 'number' }),
    reconciledBy: text('reconciled_by'),
    reconciledByName: text('reconciled_by_name'),
    reconciledAt: at('reconciled_at'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('billing_transactions_business_idx').on(t.businessId, t.id),
    index('billing_transactions_organization_idx').on(t.organizationId, t.id),
    // Platform staff's reconciliation list: the bank transfers, newest first.
    index('billing_transactions_mode_idx').on(t.paymentMode, t.id),
    check('billing_transactions_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Credit lines platform staff give a business: the wallet may go below zero by
 * `credit_amount` until `expires_at`; clearing records what was paid back and what was written off.
 * At most one line per business is open (not cleared) at a time.
 */
export const businessCredits = pgTable(
  'business_credits',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    creditAmount: bigint('credit_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The first moment the line may no longer be used (the day after its last day, 00:00 UTC). */
    expiresAt: at('expires_at').notNull(),
    amountReceived: bigint('amount_received', { mode: 'number' }),
    disputeAmount: bigint('dispute_amount', { mode: 'number' }),
    issuedBy: text('issued_by'),
    issuedByName: text('issued_by_name'),
    createdAt: createdAt(),
    clearedAt: at('cleared_at'),
  },
  (t) => [
    index('business_credits_business_idx').on(t.businessId, t.id),
    uniqueIndex('business_credits_open_idx').on(t.businessId).where(sql`${t.clearedAt} is null`),
    check('business_credits_amount', sql`${t.creditAmount} > 0`),
  ],
);

/** A business's own price for a check, in place of `check_prices`. */
export const businessPrices = pgTable(
  'business_prices',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    key: text('key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.key] }),
    check('business_prices_amount', sql`${t.amount} >= 0`),
  ],
);

/** Stripe's webhook events already applied: a redelivered event is acknowledged and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * The first answer to a request with an Idempotency-Key, per caller (business and user), with the request
 * it answered (method, path, body hash) so the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: text('business_id').notNull(),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_caller_key').on(t.businessId, t.userId, t.key)],
);
