/**
 * The card provider: Stripe through the official `stripe` package (issue #18). With Stripe keys set
 * (config.stripe) it talks to Stripe; without them it starts the in-process Stripe double
 * (stripe-double/) on a loopback port and points the same package at it, so card set-up, payments and
 * signed webhooks behave the same offline, in tests and on a fresh `npm start`.
 *
 * Never the double in production: its test cards would fund wallets with money nobody paid. A production
 * server without Stripe keys has no card provider, and card calls answer 503.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { StripeDouble, type StripeDoubleState } from './stripe-double/stripe-double.js';

export const CARDS_NOT_CONFIGURED = 'Card payments are not set up on this server';

/** The sandbox's keys: the dashboard loads the Stripe.js stand-in when it sees the `pk_sandbox_` prefix. */
export const SANDBOX_STRIPE_KEYS = {
  secretKey: 'sk_sandbox_verity',
  publishableKey: 'pk_sandbox_verity',
  webhookSecret: 'whsec_sandbox_verity',
} as const;

export interface CardProvider {
  /** Undefined on a production server without Stripe keys: read it through `stripeOf`. */
  stripe: Stripe | undefined;
  publishableKey: string;
  webhookSecret: string;
  /** Set when no Stripe keys are configured: the double answering in Stripe's place. */
  sandbox: StripeDouble | undefined;
  close(): Promise<void>;
}

/** Where the double sends its webhook events: the server's own webhook route (set once the app exists). */
export type WebhookDelivery = (payload: string, signature: string) => Promise<void>;

/** Stripe, or a 503 when this server has no card provider. */
export function stripeOf(provider: CardProvider): Stripe {
  if (!provider.stripe) throw new AppError('ServiceUnavailableError', CARDS_NOT_CONFIGURED);
  return provider.stripe;
}

export async function createCardProvider(config: Config, deliver: WebhookDelivery): Promise<CardProvider> {
  if (!config.stripe && config.nodeEnv === 'production')
    return {
      stripe: undefined,
      publishableKey: '',
      webhookSecret: '',
      sandbox: undefined,
      close: async () => {},
    };
  const options = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false } as const;
  if (config.stripe) {
    return {
      stripe: new Stripe(config.stripe.secretKey, options),
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      sandbox: undefined,
      close: async () => {},
    };
  }
  const stateFile = config.dataDir ? join(config.dataDir, 'stripe-sandbox.json') : undefined;
  const double: StripeDouble = new StripeDouble({
    ...SANDBOX_STRIPE_KEYS,
    deliver,
    ...(stateFile ? { onChange: () => keepState(stateFile, double.snapshot()) } : {}),
  });
  // Kept beside the data, so the cards a newcomer saved can still be charged after `npm start` again.
  if (stateFile && existsSync(stateFile))
    double.restore(JSON.parse(readFileSync(stateFile, 'utf8')) as StripeDoubleState);
  const listening = await double.listen();
  return {
    stripe: new Stripe(SANDBOX_STRIPE_KEYS.secretKey, {
      ...options,
      host: listening.host,
      port: listening.port,
      protocol: 'http',
    }),
    publishableKey: SANDBOX_STRIPE_KEYS.publishableKey,
    webhookSecret: SANDBOX_STRIPE_KEYS.webhookSecret,
    sandbox: double,
    close: () => listening.close(),
  };
}

/** Written whole and renamed into place: a crash mid-write leaves the previous state, never half of one. */
function keepState(file: string, state: StripeDoubleState): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}
