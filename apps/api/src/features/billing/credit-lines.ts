/**
 * Credit lines (`/wallets/credit/business/{id}/issue-credit | extend-expiry | clear-credit`):
 * platform staff let a business's wallet go below zero, up to the credit amount, until the expiry. The
 * ledger keeps the line as its wallet's `floor` and `floor_expires_at`, so the database refuses spending
 * past it however many checks race; after the expiry the next debit closes it (ledger.ts). Clearing posts
 * what the business paid back (bank clearing → wallet) and writes off what is disputed (adjustments →
 * wallet), each listed in the business's transactions as a credit; it must leave the wallet at zero or
 * above, since the floor then goes back to zero.
 */
import { formatMoney, type TCredit, type TCreditStatus, type ZCreditQuery } from '@verity/client';
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { businessCredits, ledgerAccounts } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/app-error.js';
import { idFloor, newId } from '../../lib/ids.js';
import { keysetPage } from '../../lib/keyset-page.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { ledgerAccount, postTransaction, walletOf } from './ledger.js';
import { assertDateOrder } from './transaction-routes.js';

export type CreditRow = typeof businessCredits.$inferSelect;
type Staff = { id: string; name: string };

export const CREDIT_OPEN = 'This business already has a credit line; extend or clear it first';
export const NO_OPEN_CREDIT = 'This business has no open credit line';
export const EXPIRY_IN_PAST = 'The expiry field should be a date from today on';

/** The day after the last day: the line may be used through the whole of its expiry date (UTC). */
const endOf = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);
const dayOf = (moment: Date) => new Date(moment.getTime() - 86_400_000).toISOString().slice(0, 10);

export function creditStatus(row: CreditRow, now: Date): TCreditStatus {
  if (row.clearedAt) return 'cleared';
  return row.expiresAt <= now ? 'expired' : 'active';
}

export function presentCredit(row: CreditRow, walletBalance: number, now: Date): TCredit {
  const money = (amount: number) => ({ amount, currency: row.currency });
  const status = creditStatus(row, now);
  return {
    id: row.id,
    status,
    creditAmount: money(row.creditAmount),
    used: money(status === 'cleared' ? 0 : Math.min(row.creditAmount, Math.max(0, -walletBalance))),
    expiry: dayOf(row.expiresAt),
    amountReceived: row.amountReceived === null ? null : money(row.amountReceived),
    disputeAmount: row.disputeAmount === null ? null : money(row.disputeAmount),
    issuedBy: row.issuedBy && row.issuedByName ? { id: row.issuedBy, name: row.issuedByName } : null,
    createdAt: row.createdAt.toISOString(),
    clearedAt: row.clearedAt?.toISOString() ?? null,
  };
}

function assertFuture(ctx: AppContext, expiry: string): Date {
  const end = endOf(expiry);
  if (end <= ctx.now()) throw badRequest(EXPIRY_IN_PAST, { expiry: EXPIRY_IN_PAST });
  return end;
}

async function openCredit(db: DbOrTx, businessId: string): Promise<CreditRow | undefined> {
  const [row] = await db
    .select()
    .from(businessCredits)
    .where(and(eq(businessCredits.businessId, businessId), isNull(businessCredits.clearedAt)))
    .for('update');
  return row;
}

async function setFloor(db: DbOrTx, accountId: string, floor: number, expiresAt: Date | null) {
  await db
    .update(ledgerAccounts)
    .set({ floor, floorExpiresAt: expiresAt })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function issueCredit(
  ctx: AppContext,
  business: BusinessRow,
  staff: Staff,
  request: { creditAmount: number; expiry: string },
): Promise<TCredit> {
  const expiresAt = assertFuture(ctx, request.expiry);
  return ctx.db.transaction(async (tx) => {
    if (await openCredit(tx, business.id)) throw conflict(CREDIT_OPEN);
    const wallet = await ledgerAccount(tx, 'business_wallet', business.id, business.currency);
    const [row] = await tx
      .insert(businessCredits)
      .values({
        id: newId(),
        businessId: business.id,
        creditAmount: request.creditAmount,
        currency: business.currency,
        expiresAt,
        issuedBy: staff.id,
        issuedByName: staff.name,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('The credit line was not stored');
    await setFloor(tx, wallet.id, request.creditAmount, expiresAt);
    return presentCredit(row, wallet.balance, ctx.now());
  });
}

/** A later expiry for the open line, which also reopens one that had expired. */
export async function extendCredit(
  ctx: AppContext,
  business: BusinessRow,
  request: { expiry: string },
): Promise<TCredit> {
  const expiresAt = assertFuture(ctx, request.expiry);
  return ctx.db.transaction(async (tx) => {
    const open = await openCredit(tx, business.id);
    if (!open) throw badRequest(NO_OPEN_CREDIT);
    if (expiresAt <= open.expiresAt)
      throw badRequest('The expiry field should be after the current expiry', {
        expiry: 'The expiry field should be after the current expiry',
      });
    const wallet = await ledgerAccount(tx, 'business_wallet', business.id, business.currency);
    const [row] = await tx
      .update(businessCredits)
      .set({ expiresAt })
      .where(eq(businessCredits.id, open.id))
      .returning();
    if (!row) throw notFound('Credit not found');
    await setFloor(tx, wallet.id, open.creditAmount, expiresAt);
    return presentCredit(row, wallet.balance, ctx.now());
  });
}

export async function clearCredit(
  ctx: AppContext,
  business: BusinessRow,
  staff: Staff,
  request: { amountReceived: number; disputeAmount?: number | undefined },
): Promise<TCredit> {
  return ctx.db.transaction(async (tx) => {
    const open = await openCredit(tx, business.id);
    if (!open) throw badRequest(NO_OPEN_CREDIT);
    const wallet = await ledgerAccount(tx, 'business_wallet', business.id, business.currency);
    const owed = Math.max(0, -wallet.balance);
    const dispute = request.disputeAmount ?? 0;
    if (request.amountReceived + dispute < owed) {
      const message = `The amount received and in dispute should cover the ${formatMoney({ amount: owed, currency: business.currency })} used`;
      throw badRequest(message, { amountReceived: message });
    }
    const post = async (
      kind: 'funding' | 'adjustment',
      from: 'bank_clearing' | 'adjustments',
      amount: number,
    ) => {
      if (amount <= 0) return;
      const source = await ledgerAccount(tx, from, null, business.currency);
      await postTransaction(tx, {
        kind,
        businessId: business.id,
        description: kind === 'funding' ? 'Credit repaid' : 'Credit in dispute written off',
        reference: open.id,
        currency: business.currency,
        lines: [
          { accountId: wallet.id, amount },
          { accountId: source.id, amount: -amount },
        ],
        createdAt: ctx.now(),
        // Repaid by bank transfer; a disputed part is written off by platform staff.
        record: {
          itemType: 'credit',
          paymentMode: kind === 'funding' ? 'bank_transfer' : 'admin',
          initiatedBy: staff,
        },
      });
    };
    await post('funding', 'bank_clearing', request.amountReceived);
    await post('adjustment', 'adjustments', dispute);
    await setFloor(tx, wallet.id, 0, null);
    const [row] = await tx
      .update(businessCredits)
      .set({ clearedAt: ctx.now(), amountReceived: request.amountReceived, disputeAmount: dispute })
      .where(eq(businessCredits.id, open.id))
      .returning();
    if (!row) throw notFound('Credit not found');
    const after = await walletOf(tx, business.id);
    return presentCredit(row, after?.balance ?? 0, ctx.now());
  });
}

type Query = z.output<typeof ZCreditQuery>;

function statusCondition(status: TCreditStatus | undefined, now: Date): SQL | undefined {
  if (status === 'cleared') return isNotNull(businessCredits.clearedAt);
  if (status === 'expired')
    return and(isNull(businessCredits.clearedAt), lte(businessCredits.expiresAt, now));
  if (status === 'active') return and(isNull(businessCredits.clearedAt), gt(businessCredits.expiresAt, now));
  return undefined;
}

export async function listCredits(ctx: AppContext, businessId: string, query: Query) {
  assertDateOrder(query);
  const now = ctx.now();
  const where = [
    eq(businessCredits.businessId, businessId),
    statusCondition(query.status, now),
    query.startDate ? gte(businessCredits.id, idFloor(new Date(`${query.startDate}T00:00:00Z`))) : undefined,
    query.endDate ? lt(businessCredits.id, idFloor(endOf(query.endDate))) : undefined,
    query.startAmount !== undefined ? gte(businessCredits.creditAmount, query.startAmount) : undefined,
    query.endAmount !== undefined ? lte(businessCredits.creditAmount, query.endAmount) : undefined,
  ];
  const { rows, pagination } = await keysetPage<CreditRow>(query, businessCredits.id, (extra, order, limit) =>
    ctx.db
      .select()
      .from(businessCredits)
      .where(and(...where, extra))
      .orderBy(order)
      .limit(limit),
  );
  const wallet = await walletOf(ctx.db, businessId);
  return { items: rows.map((row) => presentCredit(row, wallet?.balance ?? 0, now)), pagination };
}
