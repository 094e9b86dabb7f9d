/**
 * Cards and card funding through Stripe, against the in-process Stripe double: a card set up
 * in the browser (the double's Stripe.js calls, as the stand-in makes them) is saved when Stripe's signed
 * webhook arrives, once however often it arrives; a wallet funded from it is credited once, whether the
 * answer, the webhook or a verify call gets there first; a declined card and a failed 3-D Secure move
 * nothing; a webhook with a bad signature is refused and applies nothing.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CursorList,
  TBillingTransaction,
  TCardAddInitiation,
  TFundingInitiation,
  TPaymentCard,
  TPaymentMethods,
  TWalletBalance,
} from '@verity/client';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingTransactions, businesses, paymentCards, roles } from '../src/db/schema.js';
import type { StripeDouble } from '../src/features/billing/stripe-double/stripe-double.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
} from './harness.js';
import {
  addCard as addSandboxCard,
  cardFields,
  intentId,
  stripeJs as stripeJsCall,
} from './stripe-sandbox.js';
import { expectTransactionsAddUp, setWalletBalance, walletBalance } from './wallet.js';

const billing = (path: string) => `/api/billing/v1${path}`;
const ACME_BRANCH = 'branch@acme.local';

let t: TestApp;
let double: StripeDouble;
let acmeId: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  const sandbox = t.app.ctx.cardProvider.sandbox;
  if (!sandbox) throw new Error('The tests run against the Stripe double');
  double = sandbox;
  const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  acmeId = acme?.id ?? '';
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());
// Once Stripe's webhooks have landed, whatever the scenario did, Acme's transactions add up to its wallet.
afterEach(async () => {
  await double.settled();
  await expectTransactionsAddUp(t.app, owner);
});

const post = <T>(path: string, body: unknown, token = owner) =>
  call<T>(t.app, 'POST', billing(path), { token, body });
const get = <T>(path: string, token = owner) => call<T>(t.app, 'GET', billing(path), { token });

const stripeJs = <T = Record<string, unknown>>(path: string, fields: Record<string, string>) =>
  stripeJsCall<T>(t.app, path, fields);
const addCard = (number: string, body: { cardLabel?: string; setAsDefault?: boolean }, token = owner) =>
  addSandboxCard(t.app, token, number, body);

const cards = async (token = owner) =>
  (await get<TPaymentMethods>('/payment-methods', token)).body.data.items;

describe('adding a card', () => {
  it('asks an NGN business for a label, and answers what Stripe.js needs', async () => {
    const missing = await post('/payment-methods/cards/initiate-card-add', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'The card label field is required' });
    const started = await post<TCardAddInitiation>('/payment-methods/cards/initiate-card-add', {
      cardLabel: 'Ops card',
    });
    expect(started.body.data).toMatchObject({
      stripePublicKey: t.app.ctx.cardProvider.publishableKey,
      currency: 'NGN',
    });
    // The dashboard loads the Stripe.js stand-in for a sandbox key.
    expect(started.body.data.stripePublicKey).toMatch(/^pk_sandbox_/);
    expect(started.body.data.clientSecretKey).toMatch(/^seti_.+_secret_.+/);
  });

  it('lists the card once Stripe’s webhook says it is set up; the first card is the default', async () => {
    const { confirmed } = await addCard('4242424242424242', { cardLabel: 'Ops card' });
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });
    const listed = await cards();
    expect(listed).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', cardLabel: 'Ops card', isDefault: true }),
    ]);
    const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.id, acmeId));
    expect(acme?.hasPaymentMethod).toBe(true);
  });

  it('refuses a label another of the business’s cards has, in any case', async () => {
    const taken = await post('/payment-methods/cards/initiate-card-add', { cardLabel: 'OPS CARD' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      name: 'ConflictError',
      message: 'A card with this label already exists',
    });
  });

  it('saves a card once however often the webhook is delivered', async () => {
    await addCard('5555555555554444', { cardLabel: 'Backup', setAsDefault: true });
    const event = double.events.filter((e) => e.type === 'setup_intent.succeeded').at(-1);
    if (!event) throw new Error('no setup_intent.succeeded event');
    await double.redeliver(event.id);
    await double.redeliver(event.id);
    const listed = await cards();
    expect(listed.map((card) => [card.last4, card.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('saves nothing when the bank declines the card or 3-D Secure fails', async () => {
    const declined = await addCard('4000000000000002', { cardLabel: 'Declined' });
    expect(declined.confirmed.status).toBe(402);
    expect(declined.confirmed.body).toMatchObject({ error: { message: 'Your card was declined.' } });
    const challenged = await addCard('4000002760003184', { cardLabel: 'Challenged' });
    expect(challenged.confirmed.body).toMatchObject({ status: 'requires_action' });
    const failed = await stripeJs('/sandbox/authenticate', {
      intent: intentId(challenged.secret),
      client_secret: challenged.secret,
      outcome: 'fail',
    });
    expect(JSON.stringify(failed.body)).toContain('We are unable to authenticate your payment method.');
    await double.settled();
    expect((await cards()).map((card) => card.last4)).toEqual(['4444', '4242']);
  });

  it('makes another card the default, and removes one (the default passes on)', async () => {
    const [first, second] = await cards();
    const made = await post<TPaymentCard>(`/payment-methods/cards/${second?.id}`, {});
    expect(made.body.data).toMatchObject({ last4: '4242', isDefault: true });
    expect((await cards()).map((card) => [card.last4, card.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const removed = await post<TPaymentCard>(`/payment-methods/cards/${second?.id}/remove`, {});
    expect(removed.status).toBe(200);
    expect((await cards()).map((card) => [card.last4, card.isDefault])).toEqual([['4444', true]]);
    expect(first?.id).toBeDefined();
    // Its label is free again.
    const again = await post('/payment-methods/cards/initiate-card-add', { cardLabel: 'Ops card' });
    expect(again.status).toBe(200);
  });

  it('needs no label from a USD business', async () => {
    await t.app.ctx.db.update(businesses).set({ currency: 'USD' }).where(eq(businesses.name, 'Globex Ltd'));
    t.app.ctx.authCache.forgetBusiness((await businessNamed('Globex Ltd')) ?? '');
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const started = await post<TCardAddInitiation>('/payment-methods/cards/initiate-card-add', {}, globex);
    expect(started.status).toBe(200);
    expect(started.body.data.currency).toBe('USD');
  });

  it('keeps cards to the business: another business, organization staff and roles without the gate', async () => {
    const [card] = await cards();
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect((await post(`/payment-methods/cards/${card?.id}`, {}, globex)).status).toBe(404);
    expect((await post(`/payment-methods/cards/${card?.id}/remove`, {}, globex)).status).toBe(404);
    expect((await cards(globex)).length).toBe(0);
    const branch = await tokenFor(t.app, ACME_BRANCH);
    expect((await get('/payment-methods', branch)).status).toBe(403);
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    expect((await post('/payment-methods/cards/initiate-card-add', { cardLabel: 'x' }, analyst)).status).toBe(
      403,
    );
  });
});

async function businessNamed(name: string) {
  const [row] = await t.app.ctx.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.name, name));
  return row?.id;
}

describe('Stripe’s webhook', () => {
  it('refuses a bad signature and applies nothing', async () => {
    const before = await t.app.ctx.db.select().from(paymentCards);
    const event = double.events.find((e) => e.type === 'setup_intent.succeeded');
    if (!event) throw new Error('no event');
    const tampered = event.payload.replace(event.id, 'evt_forged');
    expect(tampered).not.toBe(event.payload);
    const response = await t.app.inject({
      method: 'POST',
      url: billing('/payment-methods/webhooks/stripe'),
      headers: { 'content-type': 'application/json', 'stripe-signature': double.sign(event.payload) },
      payload: tampered,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The Stripe signature of this webhook is not valid' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: billing('/payment-methods/webhooks/stripe'),
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(paymentCards)).toEqual(before);
  });
});

describe('funding the wallet by card', () => {
  const fund = (amount: number, extra: Record<string, unknown> = {}, token = owner) =>
    post<TFundingInitiation>('/wallets/funding/initiate', { paymentMode: 'card', amount, ...extra }, token);

  it('credits the wallet once, from the default card, and lists the transaction', async () => {
    await setWalletBalance(t.app, acmeId, 0);
    const answer = await fund(5_000_00);
    expect(answer.status).toBe(200);
    expect(answer.body.data.clientSecretKey).toBeNull();
    expect(answer.body.data.transaction).toMatchObject({
      status: 'successful',
      itemType: 'wallet_funding',
      paymentMode: 'card',
      paymentType: 'credit',
      amount: { amount: 5_000_00, currency: 'NGN' },
      card: { brand: 'mastercard', last4: '4444' },
      initiatedBy: { name: expect.any(String) },
    });
    expect(answer.body.data.transaction.transactionReference).toMatch(/^VRT-[2-9A-Z]{10}$/);
    await double.settled();
    // Stripe's payment_intent.succeeded arrived after the answer and again: still credited once.
    const succeeded = double.events.filter((e) => e.type === 'payment_intent.succeeded').at(-1);
    if (!succeeded) throw new Error('no payment_intent.succeeded');
    await double.redeliver(succeeded.id);
    expect(await walletBalance(t.app, acmeId)).toBe(5_000_00);
    const balance = await get<TWalletBalance>('/wallets/balances');
    expect(balance.body.data.unitBalance).toBe(-5_000_00);
    const listed = await get<CursorList<TBillingTransaction>>('/transactions');
    expect(listed.body.data.items[0]).toMatchObject({
      id: answer.body.data.transaction.id,
      status: 'successful',
    });
    const one = await get<TBillingTransaction>(`/transactions/${answer.body.data.transaction.id}`);
    expect(one.body.data.transactionReference).toBe(answer.body.data.transaction.transactionReference);
  });

  it('records a declined payment with the bank’s words and moves nothing', async () => {
    await addCard('4000000000009995', { cardLabel: 'Thin card' });
    const thin = (await cards()).find((card) => card.last4 === '9995');
    const answer = await fund(2_000_00, { cardId: thin?.id });
    expect(answer.body.data.transaction).toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
    });
    expect(await walletBalance(t.app, acmeId)).toBe(5_000_00);
  });

  it('waits for 3-D Secure, then the verify call and the webhook credit it once', async () => {
    await addCard('4000002500003155', { cardLabel: 'Setup only 3DS' });
    const challenged = await addCard('4000002760003184', { cardLabel: 'Always 3DS' });
    await stripeJs('/sandbox/authenticate', {
      intent: intentId(challenged.secret),
      client_secret: challenged.secret,
      outcome: 'complete',
    });
    await double.settled();
    const always = (await cards()).find((card) => card.last4 === '3184');
    expect(always).toBeDefined();
    const answer = await fund(3_000_00, { cardId: always?.id });
    expect(answer.body.data.transaction.status).toBe('requires_action');
    const secret = answer.body.data.clientSecretKey ?? '';
    expect(secret).toMatch(/^pi_.+_secret_.+/);
    expect(await walletBalance(t.app, acmeId)).toBe(5_000_00);
    await stripeJs('/sandbox/authenticate', {
      intent: intentId(secret),
      client_secret: secret,
      outcome: 'complete',
    });
    const verified = await post<TBillingTransaction>('/transactions/verify', {
      transactionReference: answer.body.data.transaction.transactionReference,
    });
    expect(verified.body.data.status).toBe('successful');
    await double.settled();
    expect(await walletBalance(t.app, acmeId)).toBe(8_000_00);
  });

  it('charges once for a retried request with the same Idempotency-Key', async () => {
    const before = await walletBalance(t.app, acmeId);
    const send = () =>
      call<TFundingInitiation>(t.app, 'POST', billing('/wallets/funding/initiate'), {
        token: owner,
        body: { paymentMode: 'card', amount: 1_500_00 },
        headers: { 'idempotency-key': 'fund-retry-1' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    const again = await send();
    expect(new Set([...answers, again].map((answer) => answer.body.data.transaction.id)).size).toBe(1);
    expect(again.body.data.transaction.status).toBe('successful');
    await double.settled();
    expect(await walletBalance(t.app, acmeId)).toBe(before + 1_500_00);
    // One transaction, so one PaymentIntent: the card was asked once.
    const made = await t.app.ctx.db
      .select()
      .from(billingTransactions)
      .where(like(billingTransactions.requestKey, '%:fund-retry-1'));
    expect(made.length).toBe(1);
  });

  it('refuses an amount below the minimum, a card of another business, and a role without wallet:fund', async () => {
    const small = await fund(999_99);
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ message: 'The amount field should be at least 1,000.00' });
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const [card] = await cards();
    expect((await fund(5_000_00, { cardId: card?.id }, globex)).status).toBe(404);
    const noCard = await fund(5_000_00, {}, globex);
    expect(noCard.status).toBe(400);
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    expect((await fund(5_000_00, {}, analyst)).status).toBe(403);
  });
});

describe('the transactions list', () => {
  it('filters by status, amount, reference, dates, payment mode and type and item type, and pages by cursor', async () => {
    const all = (await get<CursorList<TBillingTransaction>>('/transactions/filter')).body.data.items;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const failed = await get<CursorList<TBillingTransaction>>('/transactions/filter?status=failed');
    expect(failed.body.data.items.map((item) => item.failureReason)).toEqual([
      'Your card has insufficient funds.',
    ]);
    const big = await get<CursorList<TBillingTransaction>>('/transactions/filter?startAmount=400000');
    expect(big.body.data.items.every((item) => item.amount.amount >= 4_000_00)).toBe(true);
    const reference = all[0]?.transactionReference ?? '';
    const byReference = await get<CursorList<TBillingTransaction>>(
      `/transactions/filter?transactionReference=${reference.toLowerCase()}`,
    );
    expect(byReference.body.data.items.map((item) => item.transactionReference)).toEqual([reference]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await get<CursorList<TBillingTransaction>>(
      `/transactions/filter?startDate=${today}&endDate=${today}&paymentMode=card&paymentType=credit&itemType=wallet_funding`,
    );
    const cardFundings = all.filter(
      (item) =>
        item.paymentMode === 'card' && item.paymentType === 'credit' && item.itemType === 'wallet_funding',
    );
    expect(cardFundings.length).toBeGreaterThanOrEqual(3);
    expect(dated.body.data.items.map((item) => item.id)).toEqual(cardFundings.map((item) => item.id));
    const adjustments = await get<CursorList<TBillingTransaction>>(
      '/transactions/filter?itemType=adjustment',
    );
    expect(adjustments.body.data.items.map((item) => item.id)).toEqual(
      all.filter((item) => item.itemType === 'adjustment').map((item) => item.id),
    );
    const pageOne = await get<CursorList<TBillingTransaction>>('/transactions?limit=1');
    const pageTwo = await get<CursorList<TBillingTransaction>>(
      `/transactions?limit=1&start_after=${pageOne.body.data.pagination.startAfter}`,
    );
    expect(pageTwo.body.data.items[0]?.id).toBe(all[1]?.id);
    const bad = await get('/transactions/filter?status=lost');
    expect(bad.status).toBe(400);
  });

  it('shows organization staff none of the business’s payments, and another business nothing', async () => {
    const [first] = (await get<CursorList<TBillingTransaction>>('/transactions')).body.data.items;
    const branch = await tokenFor(t.app, ACME_BRANCH);
    expect((await get('/transactions', branch)).status).toBe(403);
    // Given wallet:view, the branch sees its organization's transactions: none of these.
    const [role] = await t.app.ctx.db.select().from(roles).where(eq(roles.name, 'Branch Officer'));
    await t.app.ctx.db
      .update(roles)
      .set({ permissions: [...(role?.permissions ?? []), 'wallet:view'] })
      .where(eq(roles.id, role?.id ?? ''));
    t.app.ctx.authCache.forgetRole(role?.id ?? '');
    const branchList = await get<CursorList<TBillingTransaction>>('/transactions', branch);
    expect(branchList.status).toBe(200);
    expect(branchList.body.data.items).toEqual([]);
    expect((await get(`/transactions/${first?.id}`, branch)).status).toBe(404);
    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    expect((await get(`/transactions/${first?.id}`, globex)).status).toBe(404);
  });
});

describe('a production server without Stripe keys', () => {
  it('takes no card (503) and serves no sandbox: test cards must never fund a real wallet', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect(production.app.ctx.cardProvider.sandbox).toBeUndefined();
      const token = await tokenFor(production.app, ACME_OWNER);
      const started = await call(
        production.app,
        'POST',
        billing('/payment-methods/cards/initiate-card-add'),
        {
          token,
          body: { cardLabel: 'Ops card' },
        },
      );
      expect(started.status).toBe(503);
      expect(started.body).toMatchObject({ message: 'Card payments are not set up on this server' });
      const script = await production.app.inject({ method: 'GET', url: '/stripe-sandbox/v3.js' });
      expect(script.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the sandbox across a restart', () => {
  it('keeps Stripe’s side of a saved card, so the card can still be charged after `npm start` again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verity-stripe-sandbox-'));
    try {
      const first = await createTestApp({ dataDir, keep: true, config: { dataDir } });
      const token = await tokenFor(first.app, ACME_OWNER);
      const started = await call<TCardAddInitiation>(
        first.app,
        'POST',
        billing('/payment-methods/cards/initiate-card-add'),
        {
          token,
          body: { cardLabel: 'Kept card' },
        },
      );
      const secret = started.body.data.clientSecretKey;
      await first.app.inject({
        method: 'POST',
        url: `/stripe-sandbox/v1/setup_intents/${intentId(secret)}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          key: first.app.ctx.cardProvider.publishableKey,
          client_secret: secret,
          ...cardFields('4242424242424242'),
        }).toString(),
      });
      await first.app.ctx.cardProvider.sandbox?.settled();
      await first.close();

      const second = await createTestApp({ dataDir, config: { dataDir } });
      try {
        const again = await tokenFor(second.app, ACME_OWNER);
        const funded = await call<TFundingInitiation>(
          second.app,
          'POST',
          billing('/wallets/funding/initiate'),
          {
            token: again,
            body: { paymentMode: 'card', amount: 2_000_00 },
          },
        );
        expect(funded.body).toMatchObject({ success: true });
        expect(funded.body.data.transaction).toMatchObject({ status: 'successful', card: { last4: '4242' } });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
