/**
 * Sign-in state: sessions, single-use tokens and the rate limiter's failures. They live with the auth
 * feature, which writes them (sessions.ts, one-time-tokens.ts, rate-limiter.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { users } from '../users/users-tables.js';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets sent to people or handed to the browser: login challenges, 2FA login tokens,
 * emailed/SMS codes, password-reset tokens. Only a keyed hash is stored.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', {
      enum: [
        'login_challenge',
        'two_factor_login',
        'two_factor_code',
        'password_reset',
        'phone_verification',
      ],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    userId: text('user_id').references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('one_time_tokens_hash_idx').on(t.purpose, t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);

/** Failed attempts counted by the rate limiter: one row per failure, read within the window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: text('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.scope, t.key, t.createdAt)],
);
