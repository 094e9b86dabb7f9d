/**
 * Sanction and PEP screening's tables: its checks, the business's watchlist, and the screenings of the
 * people identity checks found (screen-check.ts). db/schema.ts re-exports every feature's tables.
 */
import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  chargeColumns,
  checkRecordColumns,
  checkRecordIndexes,
  createdAt,
  updatedAt,
} from '../../db/columns.js';
import { identityChecks } from '../identity/identity-tables.js';

/** Sanction and PEP screenings of the person an identity check found; a check may be screened again. */
export const amlScreenings = pgTable(
  'aml_screenings',
  {
    id: text('id').primaryKey(),
    checkId: text('check_id')
      .notNull()
      .references(() => identityChecks.id),
    businessId: text('business_id').notNull(),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    status: text('status', { enum: ['clear', 'potential_match'] }).notNull(),
    riskLevel: text('risk_level').notNull(),
    screenedName: text('screened_name').notNull(),
    matches: jsonb('matches').notNull(),
    lists: jsonb('lists').notNull(),
    ...chargeColumns(),
  },
  (t) => [index('aml_screenings_check_idx').on(t.checkId, t.id)],
);

/**
 * Sanction and PEP checks (features/aml): one row per screening of a name, a found person, a wallet or a
 * domestic PEP search. The hits (entity, score, reasons, an officer's decision) are kept with the check:
 * they are read and decided with it, never on their own, and the check's status follows from them.
 */
export const amlChecks = pgTable(
  'aml_checks',
  {
    ...checkRecordColumns(),
    status: text('status', { enum: ['clear', 'potential_match', 'confirmed_match', 'failed'] }).notNull(),
    /** The lower-cased name or wallet screened (`reference`): what the `query` filter searches. */
    searchText: text('search_text').notNull(),
    subject: jsonb('subject').notNull(),
    riskLevel: text('risk_level').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    lists: jsonb('lists').notNull(),
    hits: jsonb('hits').notNull(),
  },
  (t) => checkRecordIndexes('aml_checks', t),
);

/**
 * A business's own watchlist: people, businesses and wallets it screens every check against, beside the
 * lists. `revision` is a fresh UUIDv7 on every write, so (count, max revision) tells a cached index of the
 * watchlist whether it is still current.
 */
export const amlWatchlistEntries = pgTable(
  'aml_watchlist_entries',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    entityType: text('entity_type', { enum: ['individual', 'business', 'wallet'] }).notNull(),
    name: text('name'),
    aliases: jsonb('aliases').notNull(),
    birthDate: text('birth_date'),
    country: text('country'),
    identifiers: jsonb('identifiers').notNull(),
    chain: text('chain'),
    address: text('address'),
    reason: text('reason'),
    searchText: text('search_text').notNull(),
    revision: text('revision').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('aml_watchlist_scope_idx').on(t.businessId, t.environment, t.id)],
);

/** A business's thresholds (one row once it sets them; the default threshold until then). */
export const amlSettings = pgTable('aml_settings', {
  businessId: text('business_id').primaryKey(),
  defaultThreshold: doublePrecision('default_threshold').notNull(),
  /** By check type: the types whose threshold differs from the default. */
  thresholds: jsonb('thresholds').notNull(),
  updatedAt: updatedAt(),
});
