/**
 * The records of the verification modules built on the kit, and CSV export requests. They live with the
 * verification kit, which writes them (register-module.ts, export-request-routes.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { checkRecordColumns, checkRecordIndexes, createdAt } from '../../db/columns.js';

/**
 * The records of the verification modules built on the kit (features/verification-kit): one row per check,
 * whatever the module (`module` is the declaration's key, `type` its check's type code). The columns are
 * what every module's history, filters and CSV need; what the registry answered is `result`, shaped by the
 * module's record schema.
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    ...checkRecordColumns(),
    module: text('module').notNull(),
    country: text('country').notNull(),
    status: text('status', { enum: ['found', 'not_found', 'failed'] }).notNull(),
    /** Lower-cased name of what was found (company, person), for the `name` filter. */
    searchName: text('search_name'),
    result: jsonb('result'),
  },
  (t) => checkRecordIndexes('verification_checks', t, t.module),
);

export type VerificationCheckRow = typeof verificationChecks.$inferSelect;

export const exportRequests = pgTable(
  'export_requests',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    resource: text('resource').notNull(),
    filters: jsonb('filters').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    rowCount: integer('row_count'),
    reportLink: text('report_link'),
    createdAt: createdAt(),
  },
  (t) => [index('export_requests_business_idx').on(t.businessId, t.createdAt)],
);
