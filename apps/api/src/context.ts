/** What every route and service can reach: built once per app by `buildApp`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { AuthCache } from './features/auth/auth-cache.js';
import type { RateLimiter } from './features/auth/rate-limiter.js';
import type { CardProvider } from './features/billing/card-provider.js';
import type { WebhookDispatcher } from './features/developer/webhook-dispatcher.js';
import type { Outbox } from './features/outbox/outbox.js';
import type { HistoryCache } from './features/verification-kit/history-cache.js';
import type { Secrets } from './lib/secrets.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  /** Signed-in callers by token, for a few seconds; every change to what it holds calls its `forget…`. */
  authCache: AuthCache;
  /** Modules' history pages for a moment; every write of a business's records calls `changed` on commit. */
  historyCache: HistoryCache;
  /** Delivers the webhook outbox; `kick()` after a commit that wrote to it. */
  webhooks: WebhookDispatcher;
  /** Stripe, or its in-process double when no Stripe keys are set (features/billing/card-provider.ts). */
  cardProvider: CardProvider;
  log: FastifyBaseLogger;
  now(): Date;
}
