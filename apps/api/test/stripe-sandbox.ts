/**
 * The browser's side of a card, as the Stripe.js stand-in sends it to the sandbox's Stripe double on the
 * server's origin (features/billing/stripe-sandbox-routes.ts), and a card added end to end: set-up
 * started on the server, confirmed as Stripe.js confirms it, saved once Stripe's webhook landed.
 */
import type { TCardAddInitiation } from '@verity/client';
import type { AppInstance } from '../src/http/app-instance.js';
import { call } from './harness.js';

export const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

export function cardFields(number: string): Record<string, string> {
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 3),
    'payment_method_data[card][cvc]': '123',
  };
}

/** A Stripe.js call: the publishable key and the intent's client secret, form-encoded. */
export async function stripeJs<T = Record<string, unknown>>(
  app: AppInstance,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method: 'POST',
    url: `/stripe-sandbox/v1${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ key: app.ctx.cardProvider.publishableKey, ...fields }).toString(),
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** Starts a set-up, confirms it with the card, and waits for Stripe's webhook to reach the server. */
export async function addCard(
  app: AppInstance,
  token: string,
  number: string,
  body: { cardLabel?: string; setAsDefault?: boolean },
) {
  const started = await call<TCardAddInitiation>(
    app,
    'POST',
    '/api/billing/v1/payment-methods/cards/initiate-card-add',
    {
      token,
      body,
    },
  );
  if (started.status !== 200) throw new Error(`initiate-card-add answered ${started.status}`);
  const secret = started.body.data.clientSecretKey;
  const confirmed = await stripeJs(app, `/setup_intents/${intentId(secret)}/confirm`, {
    client_secret: secret,
    ...cardFields(number),
  });
  await app.ctx.cardProvider.sandbox?.settled();
  return { secret, confirmed };
}
