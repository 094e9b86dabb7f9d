/**
 * AML screenings of the people identity checks found. They live with the screening feature, which writes
 * them (screen-check.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
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
