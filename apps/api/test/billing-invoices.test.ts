/**
 * Subscriptions in use and the billing run: a subscribed product's live checks cost the wallet
 * nothing and count as usage; at the period's end the run invoices the tier, the checks beyond those
 * included and the add-ons, with 7.5% VAT and gap-free numbers, once however often it runs; collects from
 * the default card, else the wallet, else marks the invoice failed and retries a day later; applies a
 * scheduled downgrade or cancellation; and every invoice downloads as a PDF.
 */
import type {
  CursorList,
  TBusinessBalance,
  TInvoice,
  TPlanUsage,
  TSubscription,
  TUpcomingBill,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses, ledgerAccounts, subscriptions } from '../src/db/schema.js';
import { runBilling } from '../src/features/billing/billing-run.js';
import { PLAN_SUSPENDED_MESSAGE } from '../src/features/billing/wallet-charges.js';
import { ACME_OWNER, call, GLOBEX_OWNER, tokenFor } from './harness.js';
import { addCard } from './stripe-sandbox.js';
import { appWithUpstream } from './upstream-double.js';
import { expectTransactionsAddUp, setWalletBalance, walletBalance } from './wallet.js';

const billing = (path: string) => `/api/billing/v1${path}`;
const CV = 'plan_customer_verification';
const DAY = 86_400_000;

let clock = new Date('2026-03-10T08:00:00Z');
let live: Awaited<ReturnType<typeof appWithUpstream>>;
let acmeId: string;
let owner: string;
beforeAll(async () => {
  live = await appWithUpstream({ now: () => clock });
  const [acme] = await live.t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  acmeId = acme?.id ?? '';
  owner = await tokenFor(live.t.app, ACME_OWNER);
});
afterAll(() => live.close());
// Checks, invoices paid from the wallet and top-ups: the business's transactions add up to its wallet.
afterEach(async () => {
  await live.t.app.ctx.cardProvider.sandbox?.settled();
  await expectTransactionsAddUp(live.t.app, owner);
});

const app = () => live.t.app;
const post = <T>(path: string, token = owner, body?: unknown) =>
  call<T>(app(), 'POST', path, { token, ...(body === undefined ? {} : { body }) });
const get = <T>(path: string, token = owner) => call<T>(app(), 'GET', path, { token });
const later = async (days: number) => {
  clock = new Date(clock.getTime() + days * DAY);
  // Sessions last a day.
  owner = await tokenFor(app(), ACME_OWNER);
};
const invoicesOf = async () => (await get<CursorList<TInvoice>>(billing('/invoices'))).body.data.items;

async function liveNinCheck(number: string) {
  const answer = await post<{ id: string; cost: { amount: number } }>(
    '/api/identity/v1/verifications/identity/ng/nin',
    owner,
    {
      number,
      isConsent: true,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('a subscribed product', () => {
  it('costs the wallet nothing per check and counts the checks as usage', async () => {
    await addCard(app(), owner, '4242424242424242', { cardLabel: 'Main' });
    await post('/api/user/v1/users/settings/switch-environment', owner, { environment: 'live' });
    expect((await post(billing(`/plans/${CV}/subplans/sub_cv_starter/select-plan`))).status).toBe(200);
    await post(billing('/addons/addon_cv_support/enable'));
    const before = await walletBalance(app(), acmeId);
    const check = await liveNinCheck('12345678901');
    expect(check.cost.amount).toBe(0);
    expect(await walletBalance(app(), acmeId)).toBe(before);
    const usage = await get<TPlanUsage>(billing(`/plans/${CV}/usage`));
    expect(usage.body.data).toMatchObject({ used: 1, included: 500, overage: 0 });
    // Another product is still paid per check: the plan covers its own product only.
    const [sub] = await app().ctx.db.select().from(subscriptions).where(eq(subscriptions.businessId, acmeId));
    await app()
      .ctx.db.update(subscriptions)
      .set({ customIncludedChecks: 0, customMonthly: 50_000_00, customOverage: 120_00 })
      .where(eq(subscriptions.id, sub?.id ?? ''));
    await liveNinCheck('12345678902');
    const upcoming = await get<TUpcomingBill>(billing('/plans/upcoming-bill'));
    expect(
      upcoming.body.data.items[0]?.lines.map((line) => [line.description, line.quantity, line.amount.amount]),
    ).toEqual([
      ['Starter plan', 1, 50_000_00],
      ['Checks beyond the 0 included', 2, 240_00],
      ['Priority support', 1, 15_000_00],
    ]);
    expect(upcoming.body.data.items[0]?.vat.amount).toBe(Math.round(65_240_00 * 0.075));
  });
});

describe('the billing run', () => {
  it('invoices the period at its end, once, and collects it from the default card', async () => {
    expect(await runBilling(app().ctx)).toMatchObject({ periodsClosed: 0 });
    await later(31);
    const first = await runBilling(app().ctx);
    expect(first).toMatchObject({ periodsClosed: 1, invoicesPaid: 1, invoicesFailed: 0 });
    expect(await runBilling(app().ctx)).toEqual({ periodsClosed: 0, invoicesPaid: 0, invoicesFailed: 0 });
    const [invoice] = await invoicesOf();
    expect(invoice).toMatchObject({
      number: 'INV-2026-000001',
      status: 'paid',
      paidWith: 'card',
      subtotal: { amount: 65_240_00 },
      vat: { amount: 4_893_00 },
      total: { amount: 70_133_00 },
      periodStart: '2026-03-10T08:00:00.000Z',
      periodEnd: '2026-04-10T08:00:00.000Z',
    });
    const [vat] = await app().ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'vat'));
    expect(vat?.balance).toBe(4_893_00);
    // The next period started where the last ended, with no usage yet.
    const usage = await get<TPlanUsage>(billing(`/plans/${CV}/usage`));
    expect(usage.body.data).toMatchObject({ periodStart: '2026-04-10T08:00:00.000Z', used: 0 });
  });

  it('falls back to the wallet, then fails with both reasons and retries a day later', async () => {
    // The card now declines; the wallet cannot pay either.
    await addCard(app(), owner, '4000000000000341', { cardLabel: 'Declines', setAsDefault: true });
    await setWalletBalance(app(), acmeId, 0);
    await later(31);
    expect(await runBilling(app().ctx)).toMatchObject({ periodsClosed: 1, invoicesFailed: 1 });
    const [failed] = await invoicesOf();
    expect(failed).toMatchObject({ number: 'INV-2026-000002', status: 'failed', attempts: 1 });
    expect(failed?.lastError).toBe(
      'Your card was declined. The wallet balance is too low to pay this invoice.',
    );
    const upcoming = await get<TUpcomingBill>(billing('/plans/upcoming-bill'));
    expect(upcoming.body.data.outstanding.amount).toBe(failed?.total.amount);
    // Not yet due for its retry.
    expect(await runBilling(app().ctx)).toMatchObject({ invoicesPaid: 0, invoicesFailed: 0 });
    await setWalletBalance(app(), acmeId, 100_000_00);
    await later(1);
    expect(await runBilling(app().ctx)).toMatchObject({ invoicesPaid: 1 });
    const [paid] = await invoicesOf();
    expect(paid).toMatchObject({ status: 'paid', paidWith: 'wallet' });
    expect(await walletBalance(app(), acmeId)).toBe(100_000_00 - (paid?.total.amount ?? 0));
  });

  it('can be paid at once from Billing', async () => {
    await setWalletBalance(app(), acmeId, 0);
    await later(30);
    await runBilling(app().ctx);
    const [failed] = await invoicesOf();
    expect(failed?.status).toBe('failed');
    await setWalletBalance(app(), acmeId, 200_000_00);
    const paid = await post<{ items: TInvoice[] }>(billing(`/plans/${CV}/upcoming-bill/pay`));
    expect(paid.body.data.items.map((item) => item.status)).toEqual(['paid']);
    const balance = await get<TBusinessBalance>(
      billing(`/balances/businesses/${acmeId}`),
      await tokenFor(app(), 'admin@verity.local'),
    );
    expect(balance.body.data).toMatchObject({ outstanding: { amount: 0 }, unpaidInvoices: 0 });
  });

  it('pauses the plan’s checks once every retry failed, until platform staff re-activate it or it is paid', async () => {
    await setWalletBalance(app(), acmeId, 0);
    await later(31);
    await runBilling(app().ctx);
    for (let retry = 1; retry < 4; retry++) {
      await later(1);
      await runBilling(app().ctx);
    }
    const [failed] = await invoicesOf();
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    const refused = await post('/api/identity/v1/verifications/identity/ng/nin', owner, {
      number: '12345678903',
      isConsent: true,
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ message: PLAN_SUSPENDED_MESSAGE });
    const admin = await tokenFor(app(), 'admin@verity.local');
    const reactivated = await post<TSubscription>(
      billing(`/plans/businesses/${acmeId}/re-activate-usage`),
      admin,
      {
        planType: 'customer-verification',
      },
    );
    expect(reactivated.body.data.usageSuspendedAt).toBeNull();
    expect((await liveNinCheck('12345678903')).cost.amount).toBe(0);
    // Still owed: paying it is what Billing asks for.
    await setWalletBalance(app(), acmeId, 500_000_00);
    const paid = await post<{ items: TInvoice[] }>(billing(`/plans/${CV}/upcoming-bill/pay`));
    expect(paid.body.data.items.map((item) => item.status)).toEqual(['paid']);
  });

  it('applies a downgrade and a cancellation at the period’s end', async () => {
    await post(billing(`/plans/${CV}/subplans/sub_cv_growth/select-plan`));
    await post(billing(`/plans/${CV}/subplans/sub_cv_starter/select-plan`));
    await later(31);
    await runBilling(app().ctx);
    const [row] = await app().ctx.db.select().from(subscriptions).where(eq(subscriptions.businessId, acmeId));
    expect(row).toMatchObject({ subplanId: 'sub_cv_starter', scheduledSubplanId: null });
    await post(billing('/plans/subplans/sub_cv_starter/schedule-cancellation'));
    await later(31);
    await runBilling(app().ctx);
    expect(
      await app().ctx.db.select().from(subscriptions).where(eq(subscriptions.businessId, acmeId)),
    ).toEqual([]);
    const [acme] = await app().ctx.db.select().from(businesses).where(eq(businesses.id, acmeId));
    expect(acme?.hasSubscription).toBe(false);
    // Numbers never skip: one per closed period that owed something.
    const numbers = (await invoicesOf()).map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(numbers.map((_, index) => `INV-2026-${String(index + 1).padStart(6, '0')}`));
  });
});

describe('an invoice', () => {
  it('downloads as a PDF for its business only, and platform staff list a business’s invoices', async () => {
    const [invoice] = await invoicesOf();
    const pdf = await app().inject({
      method: 'GET',
      url: billing(`/invoices/${invoice?.id}/download`),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${invoice?.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const globex = await tokenFor(app(), GLOBEX_OWNER);
    const other = await app().inject({
      method: 'GET',
      url: billing(`/invoices/${invoice?.id}/download`),
      headers: { authorization: `Bearer ${globex}` },
    });
    expect(other.statusCode).toBe(404);
    const admin = await tokenFor(app(), 'admin@verity.local');
    const listed = await get<CursorList<TInvoice>>(billing(`/invoices/businesses/${acmeId}`), admin);
    expect(listed.body.data.items.length).toBe((await invoicesOf()).length);
    expect((await get(billing(`/invoices/businesses/${acmeId}`), owner)).status).toBe(403);
  });
});
