/**
 * What someone outside can do with the Stripe sandbox (features/billing): the sandbox's keys are this
 * install's own, kept in its data folder, so the keys once printed in the source sign nothing and open
 * nothing; even a correctly signed event moves money only as far as Stripe's own read of the payment
 * says; and the public sandbox proxy serves only Stripe.js's calls with the publishable key.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CursorList, TBillingTransaction, TFundingInitiation } from '@verity/client';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { billingTransactions, businesses } from '../src/db/schema.js';
import { createCardProvider, sandboxStripeKeys } from '../src/features/billing/card-provider.js';
import type { StripeDouble } from '../src/features/billing/stripe-double/stripe-double.js';
import { NOT_A_BROWSER_CALL } from '../src/features/billing/stripe-sandbox-routes.js';
import {
  BAD_SIGNATURE_MESSAGE,
  UNKNOWN_OBJECT_MESSAGE,
  WEBHOOK_PATH,
} from '../src/features/billing/stripe-webhook-route.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor } from './harness.js';
import { addCard, intentId } from './stripe-sandbox.js';
import { expectTransactionsAddUp, walletBalance } from './wallet.js';

/** The keys every sandbox had while they were constants in the source. */
const OLD_KEYS = {
  secretKey: 'sk_sandbox_verity',
  publishableKey: 'pk_sandbox_verity',
  webhookSecret: 'whsec_sandbox_verity',
};

const billing = (path: string) => `/api/billing/v1${path}`;
const signer = new Stripe('sk_unused', { telemetry: false });

let dataDir: string;
let t: TestApp;
let double: StripeDouble;
let acmeId: string;
let owner: string;
beforeAll(async () => {
  // A data folder, as `npm start` has: the sandbox's keys are kept there, so the test can read them.
  dataDir = mkdtempSync(join(tmpdir(), 'verity-stripe-keys-'));
  t = await createTestApp({ config: { dataDir } });
  const sandbox = t.app.ctx.cardProvider.sandbox;
  if (!sandbox) throw new Error('The tests run against the Stripe double');
  double = sandbox;
  const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  acmeId = acme?.id ?? '';
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await double.settled();
  await expectTransactionsAddUp(t.app, owner);
});

const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: billing(WEBHOOK_PATH),
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

const sign = (payload: string, secret: string) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

/** A funding the bank declined (4000 0000 0000 9995): its transaction failed and its PaymentIntent too. */
async function declinedFunding(amount: number) {
  await addCard(t.app, owner, '4000000000009995', { cardLabel: `Thin card ${amount}` });
  const cards = await call<{ items: Array<{ id: string; last4: string }> }>(
    t.app,
    'GET',
    billing('/payment-methods'),
    { token: owner },
  );
  const thin = cards.body.data.items.find((card) => card.last4 === '9995');
  const answer = await call<TFundingInitiation>(t.app, 'POST', billing('/wallets/funding/initiate'), {
    token: owner,
    body: { paymentMode: 'card', amount, cardId: thin?.id },
  });
  expect(answer.body.data.transaction.status).toBe('failed');
  await double.settled();
  const [row] = await t.app.ctx.db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.id, answer.body.data.transaction.id));
  const paymentIntentId = row?.stripePaymentIntentId ?? '';
  expect(paymentIntentId).toMatch(/^pi_/);
  return { transaction: answer.body.data.transaction, paymentIntentId };
}

/** Stripe's event for that PaymentIntent, rewritten to say it succeeded, as a forger would write it. */
function forgedSuccess(paymentIntentId: string): string {
  const failed = double.events.find(
    (event) => event.type === 'payment_intent.payment_failed' && event.objectId === paymentIntentId,
  );
  if (!failed) throw new Error(`no payment_intent.payment_failed for ${paymentIntentId}`);
  const event = JSON.parse(failed.payload) as Stripe.Event & { data: { object: Stripe.PaymentIntent } };
  return JSON.stringify({
    ...event,
    id: `evt_forged_${paymentIntentId}`,
    type: 'payment_intent.succeeded',
    data: { object: { ...event.data.object, status: 'succeeded', last_payment_error: null } },
  });
}

async function transaction(id: string): Promise<TBillingTransaction> {
  return (await call<TBillingTransaction>(t.app, 'GET', billing(`/transactions/${id}`), { token: owner }))
    .body.data;
}

describe('a forged payment_intent.succeeded', () => {
  it('signed with the webhook secret that used to be in the source is refused, and credits nothing', async () => {
    const { transaction: declined, paymentIntentId } = await declinedFunding(3_000_00);
    const before = await walletBalance(t.app, acmeId);
    const forged = await webhook(
      forgedSuccess(paymentIntentId),
      sign(forgedSuccess(paymentIntentId), OLD_KEYS.webhookSecret),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: BAD_SIGNATURE_MESSAGE });
    expect(await walletBalance(t.app, acmeId)).toBe(before);
    expect(await transaction(declined.id)).toMatchObject({ status: 'failed' });
  });

  it('correctly signed, for a PaymentIntent the bank declined, credits nothing: Stripe’s own read decides', async () => {
    const { transaction: declined, paymentIntentId } = await declinedFunding(3_500_00);
    const before = await walletBalance(t.app, acmeId);
    // As if the install's webhook secret had leaked: the signature is good, the story is not.
    const payload = forgedSuccess(paymentIntentId);
    const forged = await webhook(payload, sign(payload, t.app.ctx.cardProvider.webhookSecret));
    expect(forged.statusCode).toBe(200);
    expect(await walletBalance(t.app, acmeId)).toBe(before);
    expect(await transaction(declined.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
    });
    const fundings = await call<CursorList<TBillingTransaction>>(
      t.app,
      'GET',
      billing('/transactions/filter?status=successful&itemType=wallet_funding'),
      { token: owner },
    );
    expect(fundings.body.data.items.map((item) => item.id)).not.toContain(declined.id);
  });

  it('about a PaymentIntent Stripe never made is refused, and credits nothing', async () => {
    const { paymentIntentId } = await declinedFunding(4_000_00);
    const before = await walletBalance(t.app, acmeId);
    const payload = forgedSuccess(paymentIntentId).replaceAll(paymentIntentId, 'pi_made_up_by_a_stranger');
    const forged = await webhook(payload, sign(payload, t.app.ctx.cardProvider.webhookSecret));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: UNKNOWN_OBJECT_MESSAGE });
    expect(await walletBalance(t.app, acmeId)).toBe(before);
  });
});

describe('the public sandbox proxy', () => {
  const keys = () => sandboxStripeKeys(dataDir);
  const proxy = (
    method: 'GET' | 'POST',
    path: string,
    options: { authorization?: string; form?: Record<string, string> } = {},
  ) => {
    const form = new URLSearchParams(options.form ?? {}).toString();
    return t.app.inject({
      method,
      url: `/stripe-sandbox/v1${path}${method === 'GET' && form ? `?${form}` : ''}`,
      headers: {
        ...(options.authorization ? { authorization: options.authorization } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { payload: form } : {}),
    });
  };

  it('refuses the secret key’s calls: no PaymentIntent, customer or card is made or read through it', async () => {
    const bearer = `Bearer ${keys().secretKey}`;
    const made = await proxy('POST', '/payment_intents', {
      authorization: bearer,
      form: { amount: '300000', currency: 'ngn', confirm: 'true', payment_method: 'pm_card_visa' },
    });
    expect(made.statusCode).toBe(404);
    expect(made.json()).toMatchObject({ error: { message: NOT_A_BROWSER_CALL } });
    for (const path of [
      '/customers',
      '/payment_methods/pm_x',
      '/charges/ch_x',
      '/customers/cus_x/payment_methods',
    ])
      expect((await proxy('GET', path, { authorization: bearer })).statusCode).toBe(404);
    expect((await proxy('POST', '/customers', { authorization: bearer })).statusCode).toBe(404);
    // Judged as the double would read the path: a dot segment does not lead out of Stripe.js's calls.
    const dotted = await proxy('POST', '/setup_intents/../../v1/customers/confirm/..', {
      authorization: bearer,
    });
    expect(dotted.statusCode).toBe(404);
    expect((await proxy('POST', '/payment_methods/pm_x/detach', { authorization: bearer })).statusCode).toBe(
      404,
    );

    // On a call Stripe.js makes, the secret key is not believed, in the header or as the key.
    const { paymentIntentId } = await declinedFunding(2_500_00);
    const inHeader = await proxy('GET', `/payment_intents/${paymentIntentId}`, { authorization: bearer });
    expect(inHeader.statusCode).toBe(401);
    const asKey = await proxy('GET', `/payment_intents/${paymentIntentId}`, {
      form: { key: keys().secretKey },
    });
    expect(asKey.statusCode).toBe(401);
    const confirmed = await proxy('POST', `/payment_intents/${paymentIntentId}/confirm`, {
      form: { key: keys().secretKey, payment_method: 'pm_x' },
    });
    expect(confirmed.statusCode).toBe(401);
    const oldKey = await proxy('GET', `/payment_intents/${paymentIntentId}`, {
      form: { key: OLD_KEYS.publishableKey },
    });
    expect(oldKey.statusCode).toBe(401);
  });

  it('serves Stripe.js’s calls with the publishable key and the intent’s client secret', async () => {
    const { secret } = await addCard(t.app, owner, '4242424242424242', { cardLabel: 'Proxy card' });
    const read = await proxy('GET', `/setup_intents/${intentId(secret)}`, {
      form: { key: t.app.ctx.cardProvider.publishableKey, client_secret: secret },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: intentId(secret), status: 'succeeded' });
    const withoutSecret = await proxy('GET', `/setup_intents/${intentId(secret)}`, {
      form: { key: t.app.ctx.cardProvider.publishableKey },
    });
    expect(withoutSecret.statusCode).not.toBe(200);
  });
});

describe('the sandbox’s keys', () => {
  it('are each install’s own, kept in its data folder, and sign nothing for another install', async () => {
    const folders = [mkdtempSync(join(tmpdir(), 'verity-a-')), mkdtempSync(join(tmpdir(), 'verity-b-'))];
    const config = loadConfig({
      NODE_ENV: 'test',
      SECRET_KEY: 'a-secret-key-of-the-test-that-is-long-enough',
    });
    const providers = await Promise.all(
      folders.map((folder) => createCardProvider({ ...config, dataDir: folder }, async () => {})),
    );
    try {
      const [a, b] = providers.map((provider, index) => ({
        provider,
        keys: sandboxStripeKeys(folders[index] ?? ''),
      }));
      if (!a?.provider.sandbox || !b?.provider.sandbox) throw new Error('two sandboxes expected');
      for (const { provider, keys } of [a, b]) {
        for (const old of Object.values(OLD_KEYS)) expect(Object.values(keys)).not.toContain(old);
        expect(provider.publishableKey).toBe(keys.publishableKey);
        expect(provider.publishableKey).toMatch(/^pk_sandbox_/);
        expect(provider.webhookSecret).toBe(keys.webhookSecret);
      }
      expect(a.keys.secretKey).not.toBe(b.keys.secretKey);
      expect(a.keys.publishableKey).not.toBe(b.keys.publishableKey);
      expect(a.keys.webhookSecret).not.toBe(b.keys.webhookSecret);
      // Kept: the same folder gives the same keys after a restart; readable by its owner only.
      expect(sandboxStripeKeys(folders[0] ?? '')).toEqual(a.keys);
      expect(statSync(join(folders[0] ?? '', 'stripe-sandbox-key')).mode & 0o077).toBe(0);
      // An event install A signs is not believed by install B.
      const payload = JSON.stringify({ id: 'evt_a', object: 'event', type: 'ping', data: { object: {} } });
      const signature = a.provider.sandbox.sign(payload);
      expect(() => signer.webhooks.constructEvent(payload, signature, a.keys.webhookSecret)).not.toThrow();
      expect(() => signer.webhooks.constructEvent(payload, signature, b.keys.webhookSecret)).toThrow();
      // A server with no data folder (tests) makes its keys afresh.
      expect(sandboxStripeKeys(null).secretKey).not.toBe(sandboxStripeKeys(null).secretKey);
    } finally {
      await Promise.all(providers.map((provider) => provider.close()));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  });
});
