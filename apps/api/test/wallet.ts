/**
 * The business wallet as the tests read and set it, through the ledger (features/billing/ledger.ts): its
 * balance, a balance set by an adjustment (the database refuses any other way), the charges a reference
 * (a check's id, a capture session's) posted, as the wallet's lines, and the check that a wallet's listed
 * transactions add up to its balance.
 */
import type { CursorList, TBillingTransaction, TWalletBalance } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../src/db/schema.js';
import { walletOf } from '../src/features/billing/ledger.js';
import { adjustWallet } from '../src/features/billing/wallet-charges.js';
import type { AppInstance } from '../src/http/app-instance.js';
import { type Answer, call } from './harness.js';

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

/**
 * What the listed transactions say the wallet holds, as a person adding up the list would: each
 * successful one, a credit added and a debit taken; pending and failed ones moved nothing, and a payment a
 * card made directly (a card's debit: an invoice charged to it) never touched the wallet.
 */
export function walletSum(items: readonly TBillingTransaction[]): number {
  let sum = 0;
  for (const item of items) {
    if (item.status !== 'successful') continue;
    if (item.paymentMode === 'card' && item.paymentType === 'debit') continue;
    sum += item.paymentType === 'credit' ? item.amount.amount : -item.amount.amount;
  }
  return sum;
}

/**
 * Every page of the caller's transactions adds up to the balance the API shows for the caller's wallet:
 * the business's, or for organization staff their organization's.
 */
export async function expectTransactionsAddUp(app: AppInstance, token: string): Promise<void> {
  const billing = '/api/billing/v1';
  const items: TBillingTransaction[] = [];
  let after: string | null = null;
  do {
    const page: Answer<CursorList<TBillingTransaction>> = await call(
      app,
      'GET',
      `${billing}/transactions?limit=100${after ? `&start_after=${after}` : ''}`,
      { token },
    );
    expect(page.status).toBe(200);
    items.push(...page.body.data.items);
    after = page.body.data.pagination.startAfter ?? null;
  } while (after);
  const balance = await call<TWalletBalance>(app, 'GET', `${billing}/wallets/balances`, { token });
  expect(balance.status).toBe(200);
  expect(walletSum(items), 'the listed transactions add up to the wallet balance').toBe(
    balance.body.data.balance.amount,
  );
}
