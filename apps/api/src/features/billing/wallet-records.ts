/**
 * A wallet's transactions (`GET /transactions`) are its ledger postings as the business reads them: every
 * posting that moves a business's or an organization's wallet writes, in the same database transaction,
 * the row that lists it (or completes the pending payment it settles). The ledger writes it
 * (`postTransaction` with a `record`), and refuses a wallet posting without one, so the listed successful
 * transactions always add up to the wallet's balance: credits add, debits take. Only payments a card made
 * directly (an invoice charged to the card) are listed without moving the wallet.
 *
 * The row's amount and direction come from the wallet's own line, never from the caller: a bank transfer
 * whose VAT went elsewhere lists what reached the wallet.
 */
import { randomInt } from 'node:crypto';
import type { TPaymentMode, TTransactionItemType } from '@verity/client';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { billingTransactions, type LedgerAccountKind } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export type BillingTransactionRow = typeof billingTransactions.$inferSelect;

/** How a posting that moves a wallet reads in that wallet's transactions. */
export type WalletRecord =
  | {
      itemType: TTransactionItemType;
      paymentMode: TPaymentMode;
      /** What the business reads; the posting's description when not given. */
      description?: string;
      /** The organization whose wallet moves too (a transfer): its staff list the row as well. */
      organizationId?: string | null;
      initiatedBy?: { id: string; name: string } | null;
    }
  | {
      /** The pending payment (a card payment, a bank transfer) whose money this posting brings in. */
      completes: string;
      /** What else the completed payment records: the provider's payment id, who reconciled it. */
      set?: Partial<
        Pick<
          BillingTransactionRow,
          | 'description'
          | 'stripePaymentIntentId'
          | 'amountReceived'
          | 'reconciledBy'
          | 'reconciledByName'
          | 'reconciledAt'
        >
      >;
    };

/** A wallet posting with no record, or a record on a posting that moves no wallet: a bug in the caller. */
export class WalletRecordError extends Error {
  override name = 'WalletRecordError';
}

// No 0/O or 1/I: a reference is read out over the phone and typed into bank transfer notes.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newTransactionReference(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `VRT-${code}`;
}

const WALLET_KINDS: ReadonlySet<LedgerAccountKind> = new Set(['business_wallet', 'organization_wallet']);

export interface PostedLine {
  accountId: string;
  amount: number;
  kind: LedgerAccountKind;
}

interface PostedWalletTransaction {
  transactionId: string;
  businessId: string | null;
  description: string;
  currency: string;
  createdAt: Date;
  lines: readonly PostedLine[];
  record: WalletRecord | undefined;
}

/**
 * Writes (or completes) the row that lists a posting in its wallet's transactions. The row follows the
 * business's wallet when both a business's and an organization's move (a transfer leaves the business's:
 * a debit; its organization's staff see it arrive).
 */
export async function recordWalletPosting(
  db: DbOrTx,
  posted: PostedWalletTransaction,
): Promise<BillingTransactionRow | undefined> {
  const wallets = posted.lines.filter((line) => WALLET_KINDS.has(line.kind));
  const line = wallets.find((candidate) => candidate.kind === 'business_wallet') ?? wallets[0];
  const { record } = posted;
  if (!line) {
    if (record) throw new WalletRecordError(`${posted.description} moves no wallet but names a record`);
    return undefined;
  }
  if (!record)
    throw new WalletRecordError(`${posted.description} moves a wallet: say how its transactions list it`);
  const amount = Math.abs(line.amount);
  const paymentType = line.amount > 0 ? 'credit' : 'debit';
  if ('completes' in record) {
    const [completed] = await db
      .update(billingTransactions)
      .set({
        ...record.set,
        status: 'successful',
        amount,
        paymentType,
        failureReason: null,
        completedAt: posted.createdAt,
        ledgerTransactionId: posted.transactionId,
      })
      .where(and(eq(billingTransactions.id, record.completes), ne(billingTransactions.status, 'successful')))
      .returning();
    if (!completed)
      throw new WalletRecordError(
        `${posted.description}: payment ${record.completes} is not waiting for money`,
      );
    return completed;
  }
  if (!posted.businessId)
    throw new WalletRecordError(`${posted.description} moves a wallet but names no business`);
  const [written] = await db
    .insert(billingTransactions)
    .values({
      id: newId(),
      reference: newTransactionReference(),
      businessId: posted.businessId,
      organizationId: record.organizationId ?? null,
      itemType: record.itemType,
      paymentMode: record.paymentMode,
      paymentType,
      status: 'successful',
      amount,
      currency: posted.currency,
      description: record.description ?? posted.description,
      initiatedBy: record.initiatedBy?.id ?? null,
      initiatedByName: record.initiatedBy?.name ?? null,
      ledgerTransactionId: posted.transactionId,
      createdAt: posted.createdAt,
      completedAt: posted.createdAt,
    })
    .returning();
  return written;
}
