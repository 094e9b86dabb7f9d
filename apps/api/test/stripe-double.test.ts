/**
 * The Stripe double as billing meets it: the real `stripe` package pointed at `listen()`, and the
 * browser's Stripe.js calls made with `fetch` and the publishable key, as the sandbox v3.js makes them.
 * Webhook deliveries are collected and checked with the package's own `webhooks.constructEvent`.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFormBody } from '../src/features/billing/stripe-double/form-body.js';
import {
  AUTHENTICATION_FAILED,
  type ListeningDouble,
  StripeDouble,
} from '../src/features/billing/stripe-double/stripe-double.js';

// This file's own double, with keys of its own (a server's sandbox makes its keys per install).
const SECRET_KEY = 'sk_sandbox_double_test';
const PUBLISHABLE_KEY = 'pk_sandbox_double_test';
const WEBHOOK_SECRET = 'whsec_double_test';
const NEXT_YEAR = String(new Date().getFullYear() + 1);

interface Delivery {
  payload: string;
  signature: string;
}

/** What the browser reads back from a public call: an intent, or Stripe's error with the intent inside. */
interface PublicAnswer {
  status: number;
  body: {
    id?: string;
    status?: string;
    payment_method?: string | null;
    customer?: unknown;
    metadata?: unknown;
    next_action?: { type: string } | null;
    last_setup_error?: { code?: string; message: string } | null;
    last_payment_error?: { code?: string; message: string } | null;
    error?: {
      type: string;
      code?: string;
      decline_code?: string;
      message: string;
      param?: string;
      setup_intent?: { id: string; status: string };
    };
  };
}

let deliveries: Delivery[] = [];
/** How many deliveries the webhook route refuses before it accepts again. */
let refusals = 0;

const double = new StripeDouble({
  secretKey: SECRET_KEY,
  publishableKey: PUBLISHABLE_KEY,
  webhookSecret: WEBHOOK_SECRET,
  async deliver(payload, signature) {
    if (refusals > 0) {
      refusals -= 1;
      throw new Error('webhook route answered 500');
    }
    deliveries.push({ payload, signature });
  },
  retryDelaysMs: [1, 1, 1],
});

let listening: ListeningDouble;
let stripe: Stripe;

beforeAll(async () => {
  listening = await double.listen();
  stripe = new Stripe(SECRET_KEY, {
    host: listening.host,
    port: listening.port,
    protocol: 'http',
    // A retry would hide a double that answers 5xx.
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await double.settled();
  await listening.close();
});

beforeEach(async () => {
  // A delivery still on its way from the test before must not land in this one's list.
  await double.settled();
  deliveries = [];
  refusals = 0;
});

/** A Stripe.js-style call: form-encoded, with the publishable key in the parameters. */
async function browser(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
): Promise<PublicAnswer> {
  const query = new URLSearchParams({ key: PUBLISHABLE_KEY, ...params }).toString();
  const url = `http://${listening.host}:${listening.port}${path}${method === 'GET' ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: method === 'POST' ? query : undefined,
  });
  return { status: response.status, body: (await response.json()) as PublicAnswer['body'] };
}

function cardData(number: string, cvc = '123'): Record<string, string> {
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': NEXT_YEAR,
    'payment_method_data[card][cvc]': cvc,
    'payment_method_data[billing_details][name]': 'Adaeze Okafor',
    'payment_method_data[billing_details][address][country]': 'NG',
  };
}

function confirmSetup(intent: Stripe.SetupIntent, number: string): Promise<PublicAnswer> {
  return browser('POST', `/v1/setup_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret ?? '',
    ...cardData(number),
  });
}

function authenticate(
  intent: { id: string; client_secret: string | null },
  outcome: 'complete' | 'fail',
): Promise<PublicAnswer> {
  return browser('POST', '/v1/sandbox/authenticate', {
    intent: intent.id,
    client_secret: intent.client_secret ?? '',
    outcome,
  });
}

async function newCustomer(): Promise<Stripe.Customer> {
  return stripe.customers.create({
    email: 'billing@acme.local',
    name: 'Acme Ltd',
    metadata: { businessId: 'biz_acme' },
  });
}

/** A card saved the way the dashboard saves one: a SetupIntent confirmed from the browser. */
async function savedCard(customer: Stripe.Customer, number: string): Promise<string> {
  const intent = await stripe.setupIntents.create({
    customer: customer.id,
    allowed_payment_method_types: ['card'],
  });
  const answer = await confirmSetup(intent, number);
  expect(answer.body.status).toBe('succeeded');
  return answer.body.payment_method ?? '';
}

/** The delivered events of a type about one object, verified as the webhook route verifies them. */
async function deliveredEvents(type: string, objectId: string): Promise<Stripe.Event[]> {
  await double.settled();
  return deliveries
    .map((delivery) => stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET))
    .filter((event) => event.type === type && (event.data.object as { id: string }).id === objectId);
}

/** The one delivered event of a type about an object: its object as the webhook route reads it. */
async function deliveredObject<T>(type: string, objectId: string): Promise<T> {
  const events = await deliveredEvents(type, objectId);
  expect(events).toHaveLength(1);
  return events[0]?.data.object as T;
}

async function cardError(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
  return error as Stripe.errors.StripeCardError;
}

describe('saving a card (SetupIntent confirmed by Stripe.js)', () => {
  it('saves a 4242 card to the customer and sends a signed setup_intent.succeeded', async () => {
    const customer = await newCustomer();
    expect(customer).toMatchObject({ object: 'customer', email: 'billing@acme.local' });
    expect(customer.metadata).toEqual({ businessId: 'biz_acme' });
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { businessId: 'biz_acme' },
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));

    // What Stripe.js sees: the intent's public fields, not the customer or the metadata.
    const seen = await browser('GET', `/v1/setup_intents/${intent.id}`, {
      client_secret: intent.client_secret ?? '',
    });
    expect(seen.body).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect(seen.body.customer).toBeUndefined();
    expect(seen.body.metadata).toBeUndefined();

    const confirmed = await confirmSetup(intent, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('succeeded');
    const paymentMethodId = confirmed.body.payment_method ?? '';
    const card = await stripe.paymentMethods.retrieve(paymentMethodId);
    expect(card.customer).toBe(customer.id);
    expect(card.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: Number(NEXT_YEAR),
    });
    expect(card.billing_details.name).toBe('Adaeze Okafor');
    const listed = await stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((method) => method.id)).toEqual([paymentMethodId]);

    const succeeded = await deliveredObject<Stripe.SetupIntent>('setup_intent.succeeded', intent.id);
    expect(succeeded).toMatchObject({
      status: 'succeeded',
      payment_method: paymentMethodId,
      customer: customer.id,
    });
    expect(succeeded.metadata).toEqual({ businessId: 'biz_acme' });

    const delivery = deliveries.find((sent) => sent.payload.includes(intent.id)) ?? {
      payload: '',
      signature: '',
    };
    const tampered = delivery.payload.replace('"succeeded"', '"requires_payment_method"');
    expect(tampered).not.toBe(delivery.payload);
    expect(() => stripe.webhooks.constructEvent(tampered, delivery.signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(delivery.payload, delivery.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('answers a declined card with a 402 card error and leaves the intent waiting for another card', async () => {
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const declined = await confirmSetup(intent, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      setup_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    const after = await stripe.setupIntents.retrieve(intent.id);
    expect(after.last_setup_error?.message).toBe('Your card was declined.');
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    expect(await deliveredEvents('setup_intent.setup_failed', intent.id)).toHaveLength(1);

    // The payer tries another card on the same intent.
    const retried = await confirmSetup(intent, '5555555555554444');
    expect(retried.body.status).toBe('succeeded');
  });

  it("checks the card as Stripe.js does, with Stripe's messages, before anything changes", async () => {
    const intent = await stripe.setupIntents.create({});
    const secret = intent.client_secret ?? '';
    const confirm = (overrides: Record<string, string>) =>
      browser('POST', `/v1/setup_intents/${intent.id}/confirm`, {
        client_secret: secret,
        ...cardData('4242424242424242'),
        ...overrides,
      });
    const messages = await Promise.all([
      confirm({ 'payment_method_data[card][number]': '4242424242424241' }),
      confirm({ 'payment_method_data[card][exp_year]': '2020' }),
      confirm({ 'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 60) }),
      confirm({ 'payment_method_data[card][cvc]': '12' }),
      confirm({ ...cardData('378282246310005'), 'payment_method_data[card][cvc]': '123' }),
    ]);
    expect(messages.map((answer) => [answer.status, answer.body.error?.message])).toEqual([
      [402, 'Your card number is invalid.'],
      [402, "Your card's expiration date is in the past."],
      [402, "Your card's expiration year is invalid."],
      [402, "Your card's security code is incomplete."],
      [402, "Your card's security code is incomplete."],
    ]);
    expect((await stripe.setupIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    const amex = await confirm({ ...cardData('3782 822463 10005', '1234') });
    expect(amex.body.status).toBe('succeeded');
  });

  it('refuses the wrong client secret and the wrong publishable key', async () => {
    const intent = await stripe.setupIntents.create({});
    const wrongSecret = await browser('GET', `/v1/setup_intents/${intent.id}`, {
      client_secret: `${intent.id}_secret_wrong`,
    });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error?.param).toBe('client_secret');
    const wrongKey = await fetch(
      `http://${listening.host}:${listening.port}/v1/setup_intents/${intent.id}?key=pk_other&client_secret=${intent.client_secret}`,
    );
    expect(wrongKey.status).toBe(401);
  });

  it('asks for 3-D Secure on 4000 0027 6000 3184 and saves the card once the payer completes it', async () => {
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const challenged = await confirmSetup(intent, '4000002760003184');
    expect(challenged.body.status).toBe('requires_action');
    expect(challenged.body.next_action?.type).toBe('use_stripe_sdk');
    expect(await deliveredEvents('setup_intent.requires_action', intent.id)).toHaveLength(1);

    const completed = await authenticate(intent, 'complete');
    expect(completed.body.status).toBe('succeeded');
    const saved = await stripe.setupIntents.retrieve(intent.id);
    expect(saved.status).toBe('succeeded');
    const card = await stripe.paymentMethods.retrieve(String(saved.payment_method));
    expect(card.customer).toBe(customer.id);
    expect(await deliveredEvents('setup_intent.succeeded', intent.id)).toHaveLength(1);
  });

  it('fails the setup when the payer fails 3-D Secure', async () => {
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    await confirmSetup(intent, '4000002760003184');
    const failed = await authenticate(intent, 'fail');
    expect(failed.body.status).toBe('requires_payment_method');
    expect(failed.body.last_setup_error).toMatchObject({
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
    });
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    expect(await deliveredEvents('setup_intent.setup_failed', intent.id)).toHaveLength(1);
  });
});

describe('charging a saved card (PaymentIntent)', () => {
  it('charges a saved 4242 card and sends payment_intent.succeeded', async () => {
    const customer = await newCustomer();
    const paymentMethod = await savedCard(customer, '4242424242424242');
    const payment = await stripe.paymentIntents.create({
      amount: 500_000,
      currency: 'NGN',
      customer: customer.id,
      payment_method: paymentMethod,
      confirm: true,
      off_session: true,
      metadata: { businessId: 'biz_acme', purpose: 'wallet_funding' },
      description: 'Wallet funding',
    });
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 500_000,
      amount_received: 500_000,
      currency: 'ngn',
    });
    const charge = await stripe.charges.retrieve(String(payment.latest_charge));
    expect(charge).toMatchObject({
      paid: true,
      status: 'succeeded',
      amount: 500_000,
      payment_intent: payment.id,
    });
    const succeeded = await deliveredObject<Stripe.PaymentIntent>('payment_intent.succeeded', payment.id);
    expect(succeeded.metadata).toEqual({
      businessId: 'biz_acme',
      purpose: 'wallet_funding',
    });
  });

  it('declines 4000 0000 0000 9995 with a StripeCardError for insufficient funds', async () => {
    const customer = await newCustomer();
    const paymentMethod = await savedCard(customer, '4000000000009995');
    const error = await cardError(
      stripe.paymentIntents.create({
        amount: 2_000,
        currency: 'usd',
        customer: customer.id,
        payment_method: paymentMethod,
        confirm: true,
      }),
    );
    expect(error.message).toBe('Your card has insufficient funds.');
    expect(error.decline_code).toBe('insufficient_funds');
    expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method' });
    const paymentId = error.payment_intent?.id ?? '';
    const failed = await deliveredObject<Stripe.PaymentIntent>('payment_intent.payment_failed', paymentId);
    expect(failed.last_payment_error?.message).toBe('Your card has insufficient funds.');
  });

  it('asks for 3-D Secure on 4000 0027 6000 3184 and charges once the payer completes it', async () => {
    const customer = await newCustomer();
    const setup = await stripe.setupIntents.create({ customer: customer.id });
    await confirmSetup(setup, '4000002760003184');
    await authenticate(setup, 'complete');
    const paymentMethod = String((await stripe.setupIntents.retrieve(setup.id)).payment_method);

    const payment = await stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'ngn',
      customer: customer.id,
      payment_method: paymentMethod,
      confirm: true,
    });
    expect(payment.status).toBe('requires_action');
    expect(payment.next_action?.type).toBe('use_stripe_sdk');
    expect(await deliveredEvents('payment_intent.requires_action', payment.id)).toHaveLength(1);

    // Stripe.js's confirmCardPayment: read the intent, then the bank's challenge.
    const seen = await browser('GET', `/v1/payment_intents/${payment.id}`, {
      client_secret: payment.client_secret ?? '',
    });
    expect(seen.body.status).toBe('requires_action');
    const completed = await authenticate(payment, 'complete');
    expect(completed.body.status).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(payment.id)).status).toBe('succeeded');
    expect(await deliveredEvents('payment_intent.succeeded', payment.id)).toHaveLength(1);
  });

  it('declines an off-session payment that would need 3-D Secure, and skips it for a card set up with 3155', async () => {
    const customer = await newCustomer();
    const always = await savedCardAfterChallenge(customer, '4000002760003184');
    const error = await cardError(
      stripe.paymentIntents.create({
        amount: 1_000,
        currency: 'ngn',
        customer: customer.id,
        payment_method: always,
        confirm: true,
        off_session: true,
      }),
    );
    expect(error.code).toBe('authentication_required');

    const setupOnly = await savedCardAfterChallenge(customer, '4000002500003155');
    const offSession = await stripe.paymentIntents.create({
      amount: 1_000,
      currency: 'ngn',
      customer: customer.id,
      payment_method: setupOnly,
      confirm: true,
      off_session: true,
    });
    expect(offSession.status).toBe('succeeded');
  });

  it('replays a request sent again with the same Idempotency-Key instead of charging twice', async () => {
    const customer = await newCustomer();
    const paymentMethod = await savedCard(customer, '4242424242424242');
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 7_500,
      currency: 'ngn',
      customer: customer.id,
      payment_method: paymentMethod,
      confirm: true,
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'fund-biz_acme-1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'fund-biz_acme-1' });
    expect(again.id).toBe(first.id);
    expect(again.latest_charge).toBe(first.latest_charge);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(await deliveredEvents('payment_intent.succeeded', first.id)).toHaveLength(1);

    const changed = stripe.paymentIntents.create(
      { ...params, amount: 9_000 },
      { idempotencyKey: 'fund-biz_acme-1' },
    );
    await expect(changed).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refuses a missing payment method, an unknown one, a fractional amount and an unknown parameter', async () => {
    const customer = await newCustomer();
    const base = { amount: 1_000, currency: 'ngn', customer: customer.id, confirm: true };
    await expect(stripe.paymentIntents.create(base)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'payment_method',
    });
    await expect(
      stripe.paymentIntents.create({ ...base, payment_method: 'pm_missing' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'payment_method',
      statusCode: 400,
    });
    await expect(stripe.paymentIntents.create({ ...base, amount: 10.5 })).rejects.toMatchObject({
      message: 'Invalid integer: 10.5',
      param: 'amount',
    });
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(
      stripe.setupIntents.create({
        customer: customer.id,
        metadta: { businessId: 'x' },
      } as Stripe.SetupIntentCreateParams),
    ).rejects.toMatchObject({ message: 'Received unknown parameter: metadta' });
  });
});

describe('authentication', () => {
  it('answers another secret key with a StripeAuthenticationError', async () => {
    const stranger = new Stripe('sk_sandbox_someone_else', {
      host: listening.host,
      port: listening.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(stranger.customers.create({ email: 'x@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('refuses server calls made with the publishable key', async () => {
    const answer = await browser('POST', '/v1/customers', { email: 'x@example.com' });
    expect(answer.status).toBe(401);
  });

  it('believes only the publishable key from a browser, never the secret key in a header or as the key', async () => {
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const fromBrowser = (headers: Record<string, string>, params: Record<string, string>) =>
      double.request({
        method: 'GET',
        path: `/v1/setup_intents/${intent.id}?${new URLSearchParams(params).toString()}`,
        headers,
        rawBody: '',
        fromBrowser: true,
      });
    const secret = { client_secret: intent.client_secret ?? '' };
    expect((await fromBrowser({}, { key: PUBLISHABLE_KEY, ...secret })).status).toBe(200);
    const asKey = await fromBrowser({}, { key: SECRET_KEY, ...secret });
    expect(asKey.status).toBe(401);
    expect(JSON.parse(asKey.body)).toMatchObject({
      error: {
        message: 'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
      },
    });
    expect((await fromBrowser({ authorization: `Bearer ${SECRET_KEY}` }, secret)).status).toBe(401);
    const created = await double.request({
      method: 'POST',
      path: '/v1/customers',
      headers: {},
      rawBody: new URLSearchParams({ key: PUBLISHABLE_KEY, email: 'x@example.com' }).toString(),
      fromBrowser: true,
    });
    expect(created.status).toBe(401);
  });
});

describe('webhook delivery', () => {
  it('redelivers the identical payload, freshly signed', async () => {
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    await confirmSetup(intent, '4242424242424242');
    await double.settled();
    const record = double.events.find(
      (event) => event.type === 'setup_intent.succeeded' && event.objectId === intent.id,
    );
    expect(record?.delivered).toBe(true);
    const first = deliveries.find((delivery) => delivery.payload === record?.payload);
    await double.redeliver(record?.id ?? '');
    const copies = deliveries.filter((delivery) => delivery.payload === record?.payload);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.payload).toBe(first?.payload);
    expect(
      stripe.webhooks.constructEvent(copies[1]?.payload ?? '', copies[1]?.signature ?? '', WEBHOOK_SECRET).id,
    ).toBe(record?.id);
  });

  it('retries a failed delivery until the webhook route accepts it', async () => {
    refusals = 2;
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    await confirmSetup(intent, '4242424242424242');
    expect(await deliveredEvents('setup_intent.succeeded', intent.id)).toHaveLength(1);
    const record = double.events.find(
      (event) => event.type === 'setup_intent.succeeded' && event.objectId === intent.id,
    );
    expect(record).toMatchObject({ delivered: true, attempts: 3 });
  });

  it('gives up after three retries and says so', async () => {
    refusals = 10;
    const intent = await stripe.setupIntents.create({});
    await confirmSetup(intent, '4242424242424242');
    await double.settled();
    const record = double.events.find((event) => event.objectId === intent.id);
    expect(record).toMatchObject({ delivered: false, attempts: 4 });
    await expect(double.redeliver(record?.id ?? '')).rejects.toThrow('webhook route answered 500');
  });

  it('sends the events of one object in the order they happened', async () => {
    const intent = await stripe.setupIntents.create({});
    await confirmSetup(intent, '4000002760003184');
    await authenticate(intent, 'complete');
    await double.settled();
    const types = deliveries
      .map((delivery) => JSON.parse(delivery.payload) as { type: string; data: { object: { id: string } } })
      .filter((event) => event.data.object.id === intent.id)
      .map((event) => event.type);
    expect(types).toEqual(['setup_intent.requires_action', 'setup_intent.succeeded']);
  });
});

describe('form bodies', () => {
  it("reads stripe-node's and Stripe.js's bracket notation into nested objects and lists", () => {
    const body = parseFormBody(
      'metadata[businessId]=biz_1&allowed_payment_method_types[0]=card&expand[]=customer&expand%5B%5D=payment_method' +
        '&payment_method_data[billing_details][address][city]=Lagos%20Island&description=Wallet+funding',
    );
    expect(body).toEqual({
      metadata: { businessId: 'biz_1' },
      allowed_payment_method_types: ['card'],
      expand: ['customer', 'payment_method'],
      payment_method_data: { billing_details: { address: { city: 'Lagos Island' } } },
      description: 'Wallet funding',
    });
  });

  it('drops keys that would reach Object.prototype', () => {
    const body = parseFormBody('__proto__[polluted]=yes&metadata[constructor][prototype][polluted]=yes&a=1');
    expect(body).toEqual({ a: '1', metadata: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** A card saved through a SetupIntent whose 3-D Secure challenge the payer completed. */
async function savedCardAfterChallenge(customer: Stripe.Customer, number: string): Promise<string> {
  const setup = await stripe.setupIntents.create({ customer: customer.id });
  await confirmSetup(setup, number);
  const completed = await authenticate(setup, 'complete');
  expect(completed.body.status).toBe('succeeded');
  return completed.body.payment_method ?? '';
}
