/**
 * API keys and the addresses they may call from. They live with the developer feature, which writes them
 * (api-key-routes.ts, ip-allowlist-routes.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';
import { users } from '../users/users-tables.js';

/**
 * API keys: a business's, in one environment, with scopes. Only a keyed hash of the key is kept
 * (secrets.hashToken('api-key', key)); `prefix` and `last4` are what a person recognises it by.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    /** The person who created it: records its checks are filed under. */
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_business_idx').on(t.businessId, t.id),
  ],
);

/** The addresses a business's API keys may call from; an empty list lets keys call from anywhere. */
export const ipAllowlist = pgTable(
  'ip_allowlist',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    /** One address or a CIDR range, as entered (validated by ZIpAllowlistRequest). */
    ipAddress: text('ip_address').notNull(),
    comment: text('comment'),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ip_allowlist_business_idx').on(t.businessId, t.id)],
);
