/**
 * The identity checks. They live with the identity feature, which writes them (run-identity-check.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * Every identity check. Ids are UUIDv7, so ordering by id is ordering by time: history pages are keyset
 * scans of `(business_id, environment, id)`, and date filters become id bounds on the same index.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    organizationId: text('organization_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    country: text('country').notNull(),
    /** The type's filter code (nin, ghVoter, keNationalId...), what the history's `type` filter matches. */
    type: text('type').notNull(),
    /** The path value it was run under (nin, new_voter_card, national-id...). */
    typeValue: text('type_value').notNull(),
    status: text('status', { enum: ['found', 'not_found', 'failed'] }).notNull(),
    reference: text('reference').notNull(),
    /** Lower-cased full name from the record, for the name filter. */
    searchName: text('search_name'),
    result: jsonb('result'),
    match: jsonb('match').notNull(),
    failureReason: text('failure_reason'),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    /** The risk label: the latest AML screening's, else the credit report's; null when neither ran. */
    riskLevel: text('risk_level'),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_checks_scope_idx').on(t.businessId, t.environment, t.id),
    index('identity_checks_status_idx').on(t.businessId, t.environment, t.status, t.id),
    index('identity_checks_type_idx').on(t.businessId, t.environment, t.type, t.id),
    index('identity_checks_org_idx').on(t.organizationId, t.environment, t.id),
  ],
);
