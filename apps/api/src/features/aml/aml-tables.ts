/**
 * Sanction and PEP screening's tables: its checks, the business's watchlist, and the screenings of the
 * people identity checks found (screen-check.ts). db/schema.ts re-exports every feature's tables.
 */
import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
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
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
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
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    organizationId: text('organization_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: ['clear', 'potential_match', 'confirmed_match', 'failed'] }).notNull(),
    /** The name or wallet screened, as shown; its lower-cased form is what the `query` filter searches. */
    reference: text('reference').notNull(),
    searchText: text('search_text').notNull(),
    subject: jsonb('subject').notNull(),
    riskLevel: text('risk_level').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    lists: jsonb('lists').notNull(),
    hits: jsonb('hits').notNull(),
    failureReason: text('failure_reason'),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('aml_checks_scope_idx').on(t.businessId, t.environment, t.id),
    index('aml_checks_status_idx').on(t.businessId, t.environment, t.status, t.id),
    index('aml_checks_type_idx').on(t.businessId, t.environment, t.type, t.id),
    index('aml_checks_org_idx').on(t.organizationId, t.environment, t.id),
  ],
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
