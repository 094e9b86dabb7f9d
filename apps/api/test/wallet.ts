/**
 * The business wallet as the tests read and set it, through the ledger (features/billing/ledger.ts): its
 * balance, a balance set by an adjustment (the database refuses any other way), and the charges a
 * reference (a check's id, a capture session's) posted, as the wallet's lines.
 */
import { and, eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../src/db/schema.js';
import { walletOf } from '../src/features/billing/ledger.js';
import { adjustWallet } from '../src/features/billing/wallet-charges.js';
import type { AppInstance } from '../src/http/app-instance.js';

export async function walletBalance(app: AppInstance, businessId: string): Promise<number> {
  return (await walletOf(app.ctx.db, businessId))?.balance ?? 0;
}

/** Moves the wallet to `amount` with one adjustment (nothing when it is there already). */
export async function setWalletBalance(app: AppInstance, businessId: string, amount: number): Promise<void> {
  const difference = amount - (await walletBalance(app, businessId));
  if (difference === 0) return;
  await app.ctx.db.transaction((tx) =>
    adjustWallet(tx, {
      businessId,
      amount: difference,
      currency: 'NGN',
      description: 'Test adjustment',
      createdAt: new Date(),
    }),
  );
}

/** The wallet's side of every ledger transaction that names `reference`: negative for a charge. */
export async function walletCharges(app: AppInstance, reference: string) {
  return app.ctx.db
    .select({
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      description: ledgerTransactions.description,
      kind: ledgerTransactions.kind,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'business_wallet')),
    )
    .where(eq(ledgerTransactions.reference, reference));
}
