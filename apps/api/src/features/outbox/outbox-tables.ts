/**
 * Every email and SMS the platform sends. It lives with the outbox feature, which writes it (outbox.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';

/** Every email and SMS the platform sends, whether or not a relay is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] })
      .notNull()
      .default('recorded'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
