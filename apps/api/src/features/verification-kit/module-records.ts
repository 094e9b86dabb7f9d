/**
 * Reading a kit module's records (the `verification_checks` table): history pages as a keyset scan of an
 * index that ends in `id` (UUIDv7, so id order is time order and dates are id bounds), one record within
 * the caller's scope (else 404), and the CSV export batch by batch on the same scan. One implementation
 * for every module; a module says only how a record is presented and which CSV columns it adds.
 */
import type { CursorList } from '@verity/client';
import { and, eq, like, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { csvRow } from '../../lib/csv.js';
import { idDateRange } from '../../lib/id-date-range.js';
import { keysetBatches } from '../../lib/keyset-batches.js';
import { type CursorQuery, keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { verificationChecks } from './verification-kit-tables.js';

export type VerificationCheckRow = typeof verificationChecks.$inferSelect;

/** The filters every module's history takes (its zod query may narrow them: status, type as enums). */
export interface ModuleHistoryFilters {
  status?: string | undefined;
  type?: string | undefined;
  name?: string | undefined;
  requested_by?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export interface ModuleHistoryQuery extends ModuleHistoryFilters, CursorQuery {}

const t = verificationChecks;

function conditions(module: string, scope: HistoryScope, filters: ModuleHistoryFilters): SQL[] {
  const where: SQL[] = [
    eq(t.businessId, scope.businessId),
    eq(t.environment, scope.environment),
    eq(t.module, module),
  ];
  if (scope.organizationId) where.push(eq(t.organizationId, scope.organizationId));
  if (filters.status) where.push(eq(t.status, filters.status as VerificationCheckRow['status']));
  if (filters.type) where.push(eq(t.type, filters.type));
  if (filters.requested_by) where.push(eq(t.requestedBy, filters.requested_by));
  if (filters.name) where.push(like(t.searchName, containsPattern(filters.name.toLowerCase())));
  where.push(...idDateRange(t.id, { startDate: filters.start_date, endDate: filters.end_date }));
  return where;
}

export async function listModuleHistory<Presented>(
  ctx: AppContext,
  module: string,
  scope: HistoryScope,
  query: ModuleHistoryQuery,
  present: (row: VerificationCheckRow) => Presented,
): Promise<CursorList<Presented>> {
  const base = conditions(module, scope, query);
  const { rows, pagination } = await keysetPage<VerificationCheckRow>(query, t.id, (extra, order, limit) =>
    ctx.db
      .select()
      .from(t)
      .where(and(...base, extra))
      .orderBy(order)
      .limit(limit),
  );
  return { items: rows.map(present), pagination };
}

/** What every module's record shows besides its typed `type` and `result`. */
export function presentRecordBase(row: VerificationCheckRow) {
  return {
    id: row.id,
    country: row.country,
    status: row.status,
    reference: row.reference,
    failureReason: row.failureReason,
    environment: row.environment,
    businessId: row.businessId,
    organizationId: row.organizationId,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    cost: { amount: row.costAmount, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
  };
}

/** One record of the module within the caller's scope; another business's (or organization's) is 404. */
export async function findModuleRecord(
  ctx: AppContext,
  module: string,
  scope: Pick<HistoryScope, 'businessId' | 'organizationId'>,
  id: string,
): Promise<VerificationCheckRow> {
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.id, id),
        eq(t.module, module),
        eq(t.businessId, scope.businessId),
        scope.organizationId ? eq(t.organizationId, scope.organizationId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound('Verification not found');
  return row;
}

/** A module's CSV columns beyond the common ones, read from its stored result. */
export interface ModuleCsvColumns {
  header: readonly string[];
  cells(row: VerificationCheckRow): ReadonlyArray<string | number | boolean | null>;
}

/** The history as CSV: the common columns, the module's own, newest first, batch by batch. */
export async function* moduleCsv(
  ctx: AppContext,
  module: { key: string; typeLabel(type: string): string; columns: ModuleCsvColumns },
  scope: HistoryScope,
  filters: ModuleHistoryFilters,
  onRow: () => void,
): AsyncGenerator<string> {
  yield csvRow([
    'id',
    'createdAt',
    'type',
    'typeLabel',
    'country',
    'status',
    'reference',
    ...module.columns.header,
    'requestedBy',
    'environment',
    'cost',
    'currency',
  ]);
  const base = conditions(module.key, scope, filters);
  const batches = keysetBatches<VerificationCheckRow>(t.id, (after, order, limit) =>
    ctx.db
      .select()
      .from(t)
      .where(and(...base, after))
      .orderBy(order)
      .limit(limit),
  );
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      chunk += csvRow([
        row.id,
        row.createdAt.toISOString(),
        row.type,
        module.typeLabel(row.type),
        row.country,
        row.status,
        row.reference,
        ...module.columns.cells(row),
        row.requestedByName,
        row.environment,
        (row.costAmount / 100).toFixed(2),
        row.currency,
      ]);
      onRow();
    }
    yield chunk;
  }
}
