/**
 * The double-entry ledger: accounts, transactions and their entries. They live with billing, which posts
 * to them (ledger.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';

/**
 * The double-entry ledger (features/billing/ledger.ts). Every money movement is one
 * transaction whose entries sum to zero; an entry's amount is positive when it credits its account (a
 * wallet's money grows) and negative when it debits it. The database keeps the rules whatever the code
 * does (migration 0021): inserting an entry moves its account's balance and records `balance_after`
 * under the account's row lock; a wallet cannot go below `-floor` (its credit line, 0 by default); a
 * transaction that does not balance cannot commit; entries and transactions cannot be changed or deleted
 * (a correction is a new transaction).
 */
export const ledgerAccountKinds = [
  'business_wallet',
  'organization_wallet',
  'platform_revenue',
  'card_clearing',
  'bank_clearing',
  'credit',
  'vat',
  'adjustments',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    /** The business or organization a wallet (or credit line) belongs to; null for the platform's accounts. */
    ownerId: text('owner_id'),
    currency: text('currency').notNull(),
    /** Minor units; kept by the entries' trigger, never written by the code. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** How far below zero the balance may go (a credit line); null for accounts with no floor. */
    floor: bigint('floor', { mode: 'number' }),
    /**
     * When the credit line behind `floor` ends. After it the wallet may not spend further into it: the
     * next debit first lowers the floor to what is already owed (features/billing/ledger.ts).
     */
    floorExpiresAt: at('floor_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_idx').on(t.kind, sql`coalesce(${t.ownerId}, '')`, t.currency),
    check('ledger_accounts_floor', sql`${t.floor} is null or ${t.balance} >= -${t.floor}`),
  ],
);

export const ledgerTransactionKinds = [
  'charge',
  'funding',
  'refund',
  'transfer',
  'credit',
  'adjustment',
  'opening',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ledgerTransactionKinds }).notNull(),
    /** Whose money moved (the wallet's business), for the business's transaction list. */
    businessId: text('business_id'),
    description: text('description').notNull(),
    /** What it paid for or came from: a check's id, a capture session's, a payment's. */
    reference: text('reference'),
    /** A provider's payment or event id, or an idempotency key: a transaction with one is posted once. */
    externalId: text('external_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_business_idx').on(t.businessId, t.createdAt, t.id)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive credits the account, negative debits it; never zero. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The account's balance once this entry was applied (set by the trigger). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount', sql`${t.amount} <> 0`),
  ],
);
