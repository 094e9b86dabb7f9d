/**
 * Column helpers shared by every feature's tables (features/<feature>/*-tables.ts): the timestamps, all
 * with time zone and read as dates, and what every table of check records has. Here in db/ so no feature's
 * tables import another's for them.
 */
import { type AnyPgColumn, index, integer, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who asked for a charged check (their name as it was then), what it cost and when it was stored. */
export const chargeColumns = () => ({
  requestedBy: text('requested_by').notNull(),
  requestedByName: text('requested_by_name').notNull(),
  costAmount: integer('cost_amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/**
 * The columns every check record has, whichever table keeps it (the kit modules' `verification_checks`,
 * Sanction & PEP's `aml_checks`): whose it is, in which environment, what was checked (`type`, the code the
 * history's `type` filter matches; `reference`, the number, name or wallet as the record shows it), why it
 * failed, who asked and what it cost. Ids are UUIDv7, so id order is time order. The table adds its status.
 */
export const checkRecordColumns = () => ({
  id: text('id').primaryKey(),
  businessId: text('business_id').notNull(),
  organizationId: text('organization_id'),
  environment: text('environment', { enum: ['sandbox', 'live'] }).notNull(),
  type: text('type').notNull(),
  reference: text('reference').notNull(),
  failureReason: text('failure_reason'),
  ...chargeColumns(),
});

type CheckRecordIndexed = Record<
  'id' | 'businessId' | 'organizationId' | 'environment' | 'status' | 'type',
  AnyPgColumn
>;

/**
 * A check record table's indexes, each ending in `id` for the history's keyset scans: by scope, by status,
 * by type, and an organization's; `within` narrows all four (the kit's `module`).
 */
export function checkRecordIndexes(table: string, t: CheckRecordIndexed, ...within: AnyPgColumn[]) {
  return [
    index(`${table}_scope_idx`).on(t.businessId, t.environment, ...within, t.id),
    index(`${table}_status_idx`).on(t.businessId, t.environment, ...within, t.status, t.id),
    index(`${table}_type_idx`).on(t.businessId, t.environment, ...within, t.type, t.id),
    index(`${table}_org_idx`).on(t.organizationId, t.environment, ...within, t.id),
  ];
}
