/**
 * The card provider: Stripe through the official `stripe` package. With Stripe keys set
 * (config.stripe) it talks to Stripe; without them it starts the in-process Stripe double
 * (stripe-double/) on a loopback port and points the same package at it, so card set-up, payments and
 * signed webhooks behave the same offline, in tests and on a fresh `npm start`.
 *
 * Never the double in production: its test cards would fund wallets with money nobody paid. A production
 * server without Stripe keys has no card provider, and card calls answer 503.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { type Config, keptSecret } from '../../config.js';
import { assertNoOpenTransaction } from '../../db/transaction-guard.js';
import { AppError } from '../../http/app-error.js';
import { StripeDouble, type StripeDoubleState } from './stripe-double/stripe-double.js';

export const CARDS_NOT_CONFIGURED = 'Card payments are not set up on this server';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * The sandbox's keys, this install's own: with the webhook secret anyone could sign a payment nobody made,
 * and with the secret key reach the double's server calls, so they are never constants in the source.
 * They derive from one secret kept in the data folder (`stripe-sandbox-key`, made on first start), or
 * from a fresh one for a server that keeps no data folder (tests). The publishable key keeps the
 * `pk_sandbox_` prefix by which the dashboard knows to load the Stripe.js stand-in.
 */
export function sandboxStripeKeys(dataDir: string | null): StripeKeys {
  const seed = dataDir ? keptSecret(dataDir, 'stripe-sandbox-key') : randomBytes(32).toString('base64url');
  const derive = (use: string) => createHmac('sha256', seed).update(use).digest('hex').slice(0, 40);
  return {
    secretKey: `sk_sandbox_${derive('secret key')}`,
    publishableKey: `pk_sandbox_${derive('publishable key')}`,
    webhookSecret: `whsec_${derive('webhook secret')}`,
  };
}

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

/**
 * Stripe, or a 503 when this server has no card provider. Stripe is asked outside every transaction: taken
 * inside one, it throws OpenTransactionError (db/transaction-guard.ts) where the call is written.
 */
export function stripeOf(provider: CardProvider): Stripe {
  assertNoOpenTransaction('A call to the card provider');
  if (!provider.stripe) throw new AppError('ServiceUnavailableError', CARDS_NOT_CONFIGURED);
  return provider.stripe;
}

/**
 * Stripe's own Node HTTP client, refusing to connect from inside a transaction: the same rule for a Stripe
 * client kept from before a transaction opened (Stripe reports the refusal as a connection error).
 */
function guardedHttpClient(): Stripe.HttpClient {
  const client = Stripe.createNodeHttpClient();
  return {
    getClientName: () => client.getClientName(),
    makeRequest: (...request: Parameters<Stripe.HttpClient['makeRequest']>) => {
      try {
        assertNoOpenTransaction('A call to the card provider');
      } catch (error) {
        return Promise.reject(error);
      }
      return client.makeRequest(...request);
    },
  };
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
  const options = {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    httpClient: guardedHttpClient(),
  } as const;
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
  const keys = sandboxStripeKeys(config.dataDir);
  const double: StripeDouble = new StripeDouble({
    ...keys,
    deliver,
    ...(stateFile ? { onChange: () => keepState(stateFile, double.snapshot()) } : {}),
  });
  // Kept beside the data, so the cards a newcomer saved can still be charged after `npm start` again.
  if (stateFile && existsSync(stateFile))
    double.restore(JSON.parse(readFileSync(stateFile, 'utf8')) as StripeDoubleState);
  const listening = await double.listen();
  return {
    stripe: new Stripe(keys.secretKey, {
      ...options,
      host: listening.host,
      port: listening.port,
      protocol: 'http',
    }),
    publishableKey: keys.publishableKey,
    webhookSecret: keys.webhookSecret,
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
