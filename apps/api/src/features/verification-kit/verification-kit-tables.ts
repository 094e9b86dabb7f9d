/**
 * The records of the verification modules built on the kit, and CSV export requests. They live with the
 * verification kit, which writes them (register-module.ts, export-request-routes.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * The records of the verification modules built on the kit (features/verification-kit): one row per check,
 * whatever the module (`module` is the declaration's key). The columns are what every module's history,
 * filters and CSV need; what the registry answered is `result`, shaped by the module's record schema.
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    id: text('id').primaryKey(),
    module: text('module').notNull(),
    businessId: text('business_id').notNull(),
    organizationId: text('organization_id'),
    environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
    country: text('country').notNull(),
    /** The check's type code (companyModule.checks[*].type...): what the `type` filter matches. */
    type: text('type').notNull(),
    status: text('status', { enum: ['found', 'not_found', 'failed'] }).notNull(),
    /** The number or name checked, as the module presents it. */
    reference: text('reference').notNull(),
    /** Lower-cased name of what was found (company, person), for the `name` filter. */
    searchName: text('search_name'),
    result: jsonb('result'),
    failureReason: text('failure_reason'),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    costAmount: integer('cost_amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_checks_scope_idx').on(t.businessId, t.environment, t.module, t.id),
    index('verification_checks_status_idx').on(t.businessId, t.environment, t.module, t.status, t.id),
    index('verification_checks_type_idx').on(t.businessId, t.environment, t.module, t.type, t.id),
    index('verification_checks_org_idx').on(t.organizationId, t.environment, t.module, t.id),
  ],
);

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
