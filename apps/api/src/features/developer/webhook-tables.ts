/**
 * Webhooks: each business's endpoint and signing secrets, the outbox of messages, their deliveries and
 * attempts. They live with the developer feature, which writes them (webhook-*.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';

/** A business's webhook endpoint: one per business, with the events it wants. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  /** The first failed attempt since the last success: five days of failures disable the endpoint. */
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  /** Set when deliveries stopped; saving the endpoint again re-enables it. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  /** When the owner was told of the disabling: the next success sends the recovered notice and clears it. */
  disabledNoticeAt: timestamp('disabled_notice_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Webhook signing secrets, encrypted (secrets.encrypt). The current one has no `expires_at`; a replaced one
 * keeps signing until its `expires_at`, 24 hours after the replacement.
 */
export const webhookSecrets = pgTable(
  'webhook_secrets',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    secretEncrypted: text('secret_encrypted').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_secrets_business_idx').on(t.businessId, t.id)],
);

/**
 * The webhook outbox: each event a business's endpoint wants, written in the transaction of the
 * change that causes it, with the exact body that is signed and sent.
 */
export const webhookMessages = pgTable('webhook_messages', {
  id: text('id').primaryKey(),
  businessId: text('business_id').notNull(),
  type: text('type').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** One message on its way to one URL: retried on the schedule until it succeeds or runs out of attempts. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id),
    businessId: text('business_id').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_business_idx').on(t.businessId, t.id),
    // The dispatcher's claim: each endpoint's oldest due deliveries, one probe per endpoint.
    index('webhook_deliveries_endpoint_due_idx')
      .on(t.businessId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Each attempt of a delivery: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    statusCode: integer('status_code'),
    /** The start of the response body, or why there was none (timeout, refused). */
    excerpt: text('excerpt').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
