/**
 * Money moved without a card (features/billing): a bank transfer announced by the business and
 * reconciled by platform staff (VAT split, once), a transfer to an organization's wallet, a platform
 * correction with its reason (in the business's audit log), credit lines (the wallet spends below zero
 * until the expiry, then stops; clearing must cover what was used) and per-business prices that the
 * next charge uses.
 */
import type {
  CursorList,
  PageList,
  TAuditLog,
  TBankTransferInitiation,
  TBillingTransaction,
  TBusinessPricing,
  TCredit,
  TReconciliation,
  TWalletBalance,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses, organizations, roles } from '../src/db/schema.js';
import { debitWallet, priceOf } from '../src/features/billing/wallet-charges.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';
import { expectTransactionsAddUp, setWalletBalance, walletBalance } from './wallet.js';

const billing = (path: string) => `/api/billing/v1${path}`;
const ADMIN = 'admin@verity.local';
const ACME_BRANCH = 'branch@acme.local';
const DAY = 86_400_000;

let clock = new Date('2026-11-27T10:00:00Z');
let t: TestApp;
let acmeId: string;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  acmeId = acme?.id ?? '';
  // The branch's staff may see their organization's wallet and transactions.
  const [role] = await t.app.ctx.db.select().from(roles).where(eq(roles.name, 'Branch Officer'));
  await t.app.ctx.db
    .update(roles)
    .set({ permissions: [...(role?.permissions ?? []), 'wallet:view'] })
    .where(eq(roles.id, role?.id ?? ''));
  owner = await tokenFor(t.app, ACME_OWNER);
  admin = await tokenFor(t.app, ADMIN);
});
afterAll(() => t.close());
// Whatever moved, the business's transactions and its organization's add up to their wallets.
afterEach(async () => {
  await expectTransactionsAddUp(t.app, owner);
  await expectTransactionsAddUp(t.app, await tokenFor(t.app, ACME_BRANCH));
});

const post = <T>(path: string, body: unknown, token: string) =>
  call<T>(t.app, 'POST', billing(path), { token, body });
const get = <T>(path: string, token: string) => call<T>(t.app, 'GET', billing(path), { token });
const balance = async (token = owner) => (await get<TWalletBalance>('/wallets/balances', token)).body.data;

/** A live check's charge, as every module posts it (wallet-charges.ts). */
async function charge(amount: number) {
  return t.app.ctx.db.transaction((tx) =>
    debitWallet(t.app.ctx, tx, {
      businessId: acmeId,
      price: { amount, currency: 'NGN' },
      description: 'Test check',
      reference: `check-${amount}-${clock.getTime()}`,
    }),
  );
}

describe('a bank transfer', () => {
  let initiation: TBankTransferInitiation;

  it('is announced with a reference to quote, VAT split out, and moves nothing yet', async () => {
    await setWalletBalance(t.app, acmeId, 0);
    const answer = await post<TBankTransferInitiation>(
      `/wallets/funding/business/${acmeId}/initiate-bank-transfer`,
      { amountVATInclusive: 10_750_00 },
      owner,
    );
    expect(answer.status).toBe(200);
    initiation = answer.body.data;
    expect(initiation).toMatchObject({
      transaction: { status: 'pending', paymentMode: 'bank_transfer', amount: { amount: 10_750_00 } },
      bankAccount: { accountName: 'Verity Collections' },
      vat: { amount: 750_00, currency: 'NGN' },
      walletCredit: { amount: 10_000_00, currency: 'NGN' },
    });
    expect(await walletBalance(t.app, acmeId)).toBe(0);
  });

  it('is for the caller’s own business, by staff who may fund the wallet', async () => {
    const [globex] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Globex Ltd'));
    const other = await post(
      `/wallets/funding/business/${globex?.id}/initiate-bank-transfer`,
      { amountVATInclusive: 10_000_00 },
      owner,
    );
    expect(other.status).toBe(404);
    const small = await post(
      `/wallets/funding/business/${acmeId}/initiate-bank-transfer`,
      { amountVATInclusive: 10 },
      owner,
    );
    expect(small.status).toBe(400);
  });

  it('reaches the wallet once platform staff reconcile what arrived, once', async () => {
    const id = initiation.transaction.id;
    expect((await post(`/transactions/${id}/reconcile`, { amount: 10_750_00 }, owner)).status).toBe(403);
    const listed = await get<CursorList<TReconciliation>>(
      `/transactions/reconciliations/filter?businessId=${acmeId}&status=pending`,
      admin,
    );
    expect(listed.body.data.items.map((item) => item.id)).toContain(id);
    expect(listed.body.data.items[0]?.business).toEqual({ id: acmeId, name: 'Acme Ltd' });

    const [first, second] = await Promise.all([
      post<TReconciliation>(`/transactions/${id}/reconcile`, { amount: 10_750_00 }, admin),
      post<TReconciliation>(`/transactions/${id}/reconcile`, { amount: 10_750_00 }, admin),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const done = first.status === 200 ? first.body.data : second.body.data;
    expect(done).toMatchObject({
      status: 'successful',
      amountReceived: { amount: 10_750_00 },
      reconciledBy: { name: expect.any(String) },
    });
    expect(await walletBalance(t.app, acmeId)).toBe(10_000_00);
    // The business's transaction lists what reached its wallet; the VAT went elsewhere.
    const mine = await get<TBillingTransaction>(`/transactions/${id}`, owner);
    expect(mine.body.data).toMatchObject({
      status: 'successful',
      paymentType: 'credit',
      amount: { amount: 10_000_00 },
      description: 'Wallet funding by bank transfer: ₦10,750.00 received, ₦750.00 VAT',
    });
  });

  it('refuses to reconcile what is not a pending bank transfer', async () => {
    const adjusted = await post<TBillingTransaction>(
      `/balances/adjust/businesses/${acmeId}`,
      { amount: 1_00, reason: 'Rounding' },
      admin,
    );
    const refused = await post(`/transactions/${adjusted.body.data.id}/reconcile`, { amount: 1_00 }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Only a pending bank transfer can be reconciled' });
    await post(`/balances/adjust/businesses/${acmeId}`, { amount: -1_00, reason: 'Rounding back' }, admin);
  });
});

describe('moving money between wallets', () => {
  it('transfers to one of the business’s organizations, never past the balance', async () => {
    const [branch] = await t.app.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.businessId, acmeId));
    const moved = await post<TBillingTransaction>(
      '/wallets/funding/transfer',
      { amount: 1_000_00, organizationId: branch?.id },
      owner,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      itemType: 'wallet_transfer',
      paymentType: 'debit',
      status: 'successful',
    });
    expect(await walletBalance(t.app, acmeId)).toBe(9_000_00);
    const short = await post(
      '/wallets/funding/transfer',
      { amount: 9_000_01, organizationId: branch?.id },
      owner,
    );
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ message: 'Your wallet balance is too low for this transfer' });
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect(
      (await post('/wallets/funding/transfer', { amount: 1_00, organizationId: branch?.id }, globex)).status,
    ).toBe(404);
  });

  it('lets platform staff correct a wallet with a reason the business sees in its audit log', async () => {
    const answer = await post<TBillingTransaction>(
      `/balances/adjust/businesses/${acmeId}`,
      { amount: -500_00, reason: 'Refund of a duplicate funding' },
      admin,
    );
    expect(answer.body.data).toMatchObject({
      itemType: 'adjustment',
      paymentType: 'debit',
      description: 'Refund of a duplicate funding',
    });
    expect(await walletBalance(t.app, acmeId)).toBe(8_500_00);
    const tooMuch = await post(
      `/balances/adjust/businesses/${acmeId}`,
      { amount: -100_000_00, reason: 'x' },
      admin,
    );
    expect(tooMuch.status).toBe(402);
    const noReason = await post(
      `/balances/adjust/businesses/${acmeId}`,
      { amount: 5_00, reason: ' ' },
      admin,
    );
    expect(noReason.body).toMatchObject({ message: 'The reason field is required' });
    const log = await call<PageList<TAuditLog>>(
      t.app,
      'GET',
      '/api/audit/v1/auditlogs/filter?resource=wallet-adjustment',
      {
        token: owner,
      },
    );
    expect(log.body.data.items[0]).toMatchObject({ user: { email: ADMIN } });
    expect(
      (await post(`/balances/adjust/businesses/${acmeId}`, { amount: 5_00, reason: 'x' }, owner)).status,
    ).toBe(403);
  });
});

describe('a retried request', () => {
  it('moves money once per Idempotency-Key, however often and however concurrently it is sent', async () => {
    await setWalletBalance(t.app, acmeId, 10_000_00);
    const adjust = () =>
      call<TBillingTransaction>(t.app, 'POST', billing(`/balances/adjust/businesses/${acmeId}`), {
        token: admin,
        body: { amount: 1_000_00, reason: 'Goodwill credit' },
        headers: { 'idempotency-key': 'adjust-goodwill-1' },
      });
    const [first, second] = await Promise.all([adjust(), adjust()]);
    const third = await adjust();
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.body.data.id, second.body.data.id, third.body.data.id]).size).toBe(1);
    expect(await walletBalance(t.app, acmeId)).toBe(11_000_00);

    const [branch] = await t.app.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.businessId, acmeId));
    const transfer = () =>
      call<TBillingTransaction>(t.app, 'POST', billing('/wallets/funding/transfer'), {
        token: owner,
        body: { amount: 500_00, organizationId: branch?.id },
        headers: { 'idempotency-key': 'transfer-1' },
      });
    const moves = await Promise.all([transfer(), transfer(), transfer()]);
    expect(new Set(moves.map((move) => move.body.data.id)).size).toBe(1);
    expect(await walletBalance(t.app, acmeId)).toBe(10_500_00);
    const reused = await call(t.app, 'POST', billing('/wallets/funding/transfer'), {
      token: owner,
      body: { amount: 600_00, organizationId: branch?.id },
      headers: { 'idempotency-key': 'transfer-1' },
    });
    expect(reused.status).toBe(409);
  });
});

describe('a credit line', () => {
  const expiry = (days: number) => new Date(clock.getTime() + days * DAY).toISOString().slice(0, 10);

  it('lets the wallet spend below zero up to the credit amount until its expiry', async () => {
    await setWalletBalance(t.app, acmeId, 0);
    const issued = await post<TCredit>(
      `/wallets/credit/business/${acmeId}/issue-credit`,
      { creditAmount: 2_000_00, expiry: expiry(3) },
      admin,
    );
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({
      status: 'active',
      creditAmount: { amount: 2_000_00 },
      expiry: expiry(3),
    });
    expect((await balance()).available.amount).toBe(2_000_00);
    expect(
      (
        await post(
          `/wallets/credit/business/${acmeId}/issue-credit`,
          { creditAmount: 1_00, expiry: expiry(3) },
          admin,
        )
      ).status,
    ).toBe(409);

    await charge(1_500_00);
    expect(await walletBalance(t.app, acmeId)).toBe(-1_500_00);
    await expect(charge(600_00)).rejects.toMatchObject({
      errorName: 'PaymentRequiredError',
      code: 'insufficient_funds',
    });
    const listed = await get<CursorList<TCredit>>(`/wallets/business/${acmeId}/credit`, admin);
    expect(listed.body.data.items[0]).toMatchObject({ status: 'active', used: { amount: 1_500_00 } });
    expect((await balance()).unitBalance).toBe(1_500_00);
  });

  it('stops lending after the expiry, and lends again once extended', async () => {
    clock = new Date(clock.getTime() + 4 * DAY);
    // Sessions last a day: sign in again on the later day.
    owner = await tokenFor(t.app, ACME_OWNER);
    admin = await tokenFor(t.app, ADMIN);
    expect((await balance()).available.amount).toBe(0);
    await expect(charge(100_00)).rejects.toMatchObject({
      errorName: 'PaymentRequiredError',
      code: 'insufficient_funds',
    });
    const expired = await get<CursorList<TCredit>>(
      `/wallets/business/${acmeId}/credit/filter?status=expired`,
      admin,
    );
    expect(expired.body.data.items.length).toBe(1);

    const extended = await post<TCredit>(
      `/wallets/credit/business/${acmeId}/extend-expiry`,
      { expiry: expiry(10) },
      admin,
    );
    expect(extended.body.data.status).toBe('active');
    await charge(100_00);
    expect(await walletBalance(t.app, acmeId)).toBe(-1_600_00);
  });

  it('clears only when what is received and disputed covers what was used', async () => {
    const short = await post(
      `/wallets/credit/business/${acmeId}/clear-credit`,
      { amountReceived: 1_000_00 },
      admin,
    );
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      message: 'The amount received and in dispute should cover the ₦1,600.00 used',
    });
    const cleared = await post<TCredit>(
      `/wallets/credit/business/${acmeId}/clear-credit`,
      { amountReceived: 1_500_00, disputeAmount: 100_00 },
      admin,
    );
    expect(cleared.body.data).toMatchObject({
      status: 'cleared',
      amountReceived: { amount: 1_500_00 },
      disputeAmount: { amount: 100_00 },
    });
    expect(await walletBalance(t.app, acmeId)).toBe(0);
    // The repayment and the write-off are the business's transactions, as the checks it ran on credit are.
    const listed = await get<CursorList<TBillingTransaction>>('/transactions?limit=4', owner);
    expect(
      listed.body.data.items.map(({ itemType, paymentMode, paymentType, amount, initiatedBy }) => ({
        itemType,
        paymentMode,
        paymentType,
        amount: amount.amount,
        by: initiatedBy?.name,
      })),
    ).toEqual([
      {
        itemType: 'credit',
        paymentMode: 'admin',
        paymentType: 'credit',
        amount: 100_00,
        by: expect.any(String),
      },
      {
        itemType: 'credit',
        paymentMode: 'bank_transfer',
        paymentType: 'credit',
        amount: 1_500_00,
        by: expect.any(String),
      },
      { itemType: 'check', paymentMode: 'wallet', paymentType: 'debit', amount: 100_00, by: undefined },
      { itemType: 'check', paymentMode: 'wallet', paymentType: 'debit', amount: 1_500_00, by: undefined },
    ]);
    expect((await balance()).creditLimit.amount).toBe(0);
    const past = await post(
      `/wallets/credit/business/${acmeId}/issue-credit`,
      { creditAmount: 1_00, expiry: '2020-01-01' },
      admin,
    );
    expect(past.body).toMatchObject({ message: 'The expiry field should be a date from today on' });
    expect((await get(`/wallets/business/${acmeId}/credit`, owner)).status).toBe(403);
  });
});

describe('per-business prices', () => {
  it('charge the business its own price, and the list price again once reset', async () => {
    expect((await priceOf(t.app.ctx, 'ng:nin', acmeId)).amount).toBe(100_00);
    const saved = await post<TBusinessPricing>(
      `/accounts/businesses/${acmeId}/pricing`,
      { prices: [{ key: 'ng:nin', amount: 80_00 }] },
      admin,
    );
    expect(saved.body.data.items.find((item) => item.key === 'ng:nin')).toEqual({
      key: 'ng:nin',
      listPrice: 100_00,
      businessPrice: 80_00,
      currency: 'NGN',
    });
    expect((await priceOf(t.app.ctx, 'ng:nin', acmeId)).amount).toBe(80_00);
    const [globex] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Globex Ltd'));
    expect((await priceOf(t.app.ctx, 'ng:nin', globex?.id ?? '')).amount).toBe(100_00);
    await post(
      `/accounts/businesses/${acmeId}/pricing`,
      { prices: [{ key: 'ng:nin', amount: null }] },
      admin,
    );
    expect((await priceOf(t.app.ctx, 'ng:nin', acmeId)).amount).toBe(100_00);
    const unknown = await post(
      `/accounts/businesses/${acmeId}/pricing`,
      { prices: [{ key: 'zz:nope', amount: 1 }] },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect((await get(`/accounts/businesses/${acmeId}/pricing`, owner)).status).toBe(403);
  });
});
