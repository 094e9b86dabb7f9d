/**
 * Posting to the double-entry ledger (the tables and the rules the database keeps are in
 * ledger-tables.ts and migration 0021). Every money movement goes through `postTransaction`: its lines sum to
 * zero in one currency, a positive amount credits an account and a negative one debits it. A wallet that
 * would go below its floor refuses the whole transaction (`InsufficientFundsError`), however many posts
 * race for it: the balance moves under the account's row lock. A posting with an `externalId` (a provider's
 * payment id, an idempotency key) is posted once; posting it again answers the first one. A posting that
 * moves a wallet also lists itself in that wallet's transactions (`record`, wallet-records.ts), in the
 * same transaction; one without a record is refused, so no movement of a wallet goes unlisted.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import {
  type LedgerAccountKind,
  type LedgerTransactionKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema.js';
import { isCheckViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { type BillingTransactionRow, recordWalletPosting, type WalletRecord } from './wallet-records.js';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export interface LedgerLine {
  accountId: string;
  /** Minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface Posting {
  kind: LedgerTransactionKind;
  /** Whose money moved, for the business's transaction list. */
  businessId: string | null;
  description: string;
  reference?: string | null;
  /** Posted once: a second posting with the same id answers the first. */
  externalId?: string | null;
  currency: string;
  lines: readonly LedgerLine[];
  createdAt: Date;
  /** How the posting reads in its wallet's transactions: required when a line moves a wallet, else absent. */
  record?: WalletRecord;
}

export interface Posted {
  transactionId: string;
  /** The posting had been made before (same `externalId`): nothing moved this time. */
  replayed: boolean;
  lines: Array<LedgerLine & { balanceAfter: number }>;
  /** The wallet transaction row this posting wrote or completed (none when replayed or no wallet moved). */
  record?: BillingTransactionRow;
}

/** A posting whose lines do not balance: a bug in the caller, never the payer's fault. */
export class UnbalancedPostingError extends Error {
  override name = 'UnbalancedPostingError';
}

/** A wallet would go below its floor. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
}

/** Wallets cannot go below zero unless given a credit line; the platform's own accounts have no floor. */
const floorOf = (kind: LedgerAccountKind): number | null =>
  kind === 'business_wallet' || kind === 'organization_wallet' ? 0 : null;

/** The account of `kind` for `ownerId` (null: the platform's) in `currency`, opened at zero when new. */
export async function ledgerAccount(
  db: DbOrTx,
  kind: LedgerAccountKind,
  ownerId: string | null,
  currency: string,
): Promise<LedgerAccount> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    sql`coalesce(${ledgerAccounts.ownerId}, '') = ${ownerId ?? ''}`,
    eq(ledgerAccounts.currency, currency),
  );
  const [found] = await db.select().from(ledgerAccounts).where(where).limit(1);
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({ id: newId(), kind, ownerId, currency, floor: floorOf(kind) })
    .onConflictDoNothing();
  const [opened] = await db.select().from(ledgerAccounts).where(where).limit(1);
  if (!opened) throw new Error(`The ${kind} account could not be opened`);
  return opened;
}

/** A business's wallet, when it has one (a business is given one when it is funded). */
export async function walletOf(db: DbOrTx, businessId: string): Promise<LedgerAccount | undefined> {
  const [wallet] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'business_wallet'), eq(ledgerAccounts.ownerId, businessId)))
    .limit(1);
  return wallet;
}

type FloorOf = Pick<LedgerAccount, 'balance' | 'floor' | 'floorExpiresAt'>;

/** The credit line still open at `now`: after its expiry, only what is already owed stays below zero. */
export function floorAt(account: FloorOf, now: Date = new Date()): number {
  const floor = account.floor ?? 0;
  if (!account.floorExpiresAt || account.floorExpiresAt > now) return floor;
  return Math.min(floor, Math.max(0, -account.balance));
}

/** What a wallet can spend: its balance and what is left of an open credit line. */
export const spendable = (account: FloorOf, now: Date = new Date()): number =>
  account.balance + floorAt(account, now);

/**
 * Before a debit: a credit line past its expiry stops lending. The floor drops (under the account's row
 * lock, in the caller's transaction) to what is owed, so the database refuses any further spending into
 * it however many debits race; money coming in is unaffected.
 */
export async function closeExpiredFloor(db: DbOrTx, accountId: string, now: Date): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ floor: sql`least(${ledgerAccounts.floor}, greatest(0, -${ledgerAccounts.balance}))` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`${ledgerAccounts.floorExpiresAt} <= ${now}`,
        sql`${ledgerAccounts.floor} > greatest(0, -${ledgerAccounts.balance})`,
      ),
    );
}

function assertBalanced(posting: Posting): void {
  const total = posting.lines.reduce((sum, line) => sum + line.amount, 0);
  if (posting.lines.length < 2 || total !== 0)
    throw new UnbalancedPostingError(
      `A ledger posting must balance: ${posting.description} sums to ${total}`,
    );
  if (posting.lines.some((line) => !Number.isSafeInteger(line.amount) || line.amount === 0))
    throw new UnbalancedPostingError(`A ledger line is a non-zero whole number: ${posting.description}`);
}

async function postedBefore(db: DbOrTx, externalId: string): Promise<Posted> {
  const [existing] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.externalId, externalId));
  if (!existing) throw new Error(`The ledger transaction ${externalId} vanished`);
  const lines = await db
    .select({
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, existing.id));
  return { transactionId: existing.id, replayed: true, lines };
}

/**
 * Posts `posting` inside the caller's transaction (the database checks the balance at its commit). Throws
 * `InsufficientFundsError` when a wallet would go below its floor; the caller's transaction is then
 * aborted, so nothing else it wrote stays either.
 */
export async function postTransaction(db: DbOrTx, posting: Posting): Promise<Posted> {
  assertBalanced(posting);
  const transactionId = newId();
  const inserted = await db
    .insert(ledgerTransactions)
    .values({
      id: transactionId,
      kind: posting.kind,
      businessId: posting.businessId,
      description: posting.description,
      reference: posting.reference ?? null,
      externalId: posting.externalId ?? null,
      createdAt: posting.createdAt,
    })
    .onConflictDoNothing({ target: ledgerTransactions.externalId })
    .returning({ id: ledgerTransactions.id });
  if (inserted.length === 0 && posting.externalId) return postedBefore(db, posting.externalId);
  try {
    // In account order: every posting locks its accounts' rows in the same order, so two postings on
    // the same accounts (a charge and a refund) wait for each other instead of deadlocking.
    const ordered = [...posting.lines].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
    const rows = await db
      .insert(ledgerEntries)
      .values(
        ordered.map((line) => ({
          id: newId(),
          transactionId,
          accountId: line.accountId,
          amount: line.amount,
          currency: posting.currency,
          createdAt: posting.createdAt,
        })),
      )
      .returning({
        accountId: ledgerEntries.accountId,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        // Which lines move a wallet, read in the same statement rather than asked again.
        kind: sql<LedgerAccountKind>`(select ${ledgerAccounts.kind} from ${ledgerAccounts} where ${ledgerAccounts.id} = ${ledgerEntries.accountId})`,
      });
    const record = await recordWalletPosting(db, {
      transactionId,
      businessId: posting.businessId,
      description: posting.description,
      currency: posting.currency,
      createdAt: posting.createdAt,
      lines: rows,
      record: posting.record,
    });
    const byAccount = new Map(rows.map((row) => [row.accountId, row]));
    return {
      transactionId,
      replayed: false,
      lines: posting.lines.map((line) => ({
        ...line,
        balanceAfter: byAccount.get(line.accountId)?.balanceAfter ?? 0,
      })),
      ...(record ? { record } : {}),
    };
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_floor'))
      throw new InsufficientFundsError(`${posting.description}: a wallet would go below its floor`);
    throw error;
  }
}
