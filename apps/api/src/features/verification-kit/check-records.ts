/**
 * Reading a table of check records, the kit's `verification_checks` (module-records.ts) or a module's own
 * (Sanction & PEP's checks and watchlist): the history's filters as conditions, a page of the keyset scan
 * of an index that ends in `id` (UUIDv7, so id order is time order and dates are id bounds), one record
 * within the caller's scope, the CSV export batch by batch on the same scan, and what every record shows.
 */
import type { CursorList } from '@verity/client';
import { and, eq, like, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { csvRow } from '../../lib/csv.js';
import { idDateRange } from '../../lib/id-date-range.js';
import { keysetBatches } from '../../lib/keyset-batches.js';
import { type CursorQuery, type KeysetRead, keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { HistoryScope } from '../auth/history-scope.js';
import type { VerificationCheckRow } from './verification-kit-tables.js';

/** A table whose rows a history scans by `id`. */
export type RecordTable = PgTable & { id: PgColumn };

/** The columns a history is scoped and filtered on. */
export interface HistoryColumns {
  id: PgColumn;
  businessId: PgColumn;
  environment: PgColumn;
  /** Left out where the rows are the whole business's (a watchlist its organizations share). */
  organizationId?: PgColumn;
  status?: PgColumn;
  type?: PgColumn;
  requestedBy: PgColumn;
  /** The lower-cased text the `search` filter looks in. */
  search: PgColumn;
}

export interface HistoryFilters {
  status?: string | undefined;
  type?: string | undefined;
  requested_by?: string | undefined;
  /** A text the row's search column contains, in any case. */
  search?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export function historyConditions(c: HistoryColumns, scope: HistoryScope, filters: HistoryFilters): SQL[] {
  const where: SQL[] = [eq(c.businessId, scope.businessId), eq(c.environment, scope.environment)];
  if (scope.organizationId && c.organizationId) where.push(eq(c.organizationId, scope.organizationId));
  if (filters.status && c.status) where.push(eq(c.status, filters.status));
  if (filters.type && c.type) where.push(eq(c.type, filters.type));
  if (filters.requested_by) where.push(eq(c.requestedBy, filters.requested_by));
  if (filters.search) where.push(like(c.search, containsPattern(filters.search.toLowerCase())));
  where.push(...idDateRange(c.id, { startDate: filters.start_date, endDate: filters.end_date }));
  return where;
}

/** A table of records each of one business and, optionally, one of its organizations. */
export type ScopedTable = RecordTable & { businessId: PgColumn; organizationId: PgColumn };

/** One record by id within the caller's scope: another business's (or organization's) is not found. */
export function inRecordScope(
  c: ScopedTable,
  scope: Pick<HistoryScope, 'businessId' | 'organizationId'>,
  id: string,
): SQL | undefined {
  return and(
    eq(c.id, id),
    eq(c.businessId, scope.businessId),
    scope.organizationId ? eq(c.organizationId, scope.organizationId) : undefined,
  );
}

/** One record within the caller's scope (and matching `also`), or 404. */
export async function findRecord<T extends ScopedTable>(
  ctx: AppContext,
  table: T,
  scope: Pick<HistoryScope, 'businessId' | 'organizationId'>,
  id: string,
  also?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = await ctx.db
    .select()
    .from(table as PgTable)
    .where(and(inRecordScope(table, scope, id), also))
    .limit(1);
  if (!row) throw notFound('Verification not found');
  return row as T['$inferSelect'];
}

/** The rows of `table` that match `where` and the scan's own condition, in its order, at most `limit`. */
export function keysetRead<T extends RecordTable>(
  ctx: AppContext,
  table: T,
  where: readonly SQL[],
): KeysetRead<T['$inferSelect'] & { id: string }> {
  return async (extra, order, limit) =>
    (await ctx.db
      .select()
      .from(table as PgTable)
      .where(and(...where, extra))
      .orderBy(order)
      .limit(limit)) as Array<T['$inferSelect'] & { id: string }>;
}

/** One page of the history, newest first, each row as `present` shows it. */
export async function listRecords<T extends RecordTable, Presented>(
  ctx: AppContext,
  table: T,
  where: readonly SQL[],
  query: CursorQuery,
  present: (row: T['$inferSelect']) => Presented,
): Promise<CursorList<Presented>> {
  const { rows, pagination } = await keysetPage(query, table.id, keysetRead(ctx, table, where));
  return { items: rows.map(present), pagination };
}

export type CsvCells = ReadonlyArray<string | number | boolean | null>;

/** CSV columns: the header, and a row's cells in the same order. */
export interface CsvColumns<Row> {
  header: readonly string[];
  cells(row: Row): CsvCells;
}

/** The CSV of every row `where` matches, newest first, a batch at a time; `onRow` once per data row. */
export async function* recordsCsv<T extends RecordTable>(
  ctx: AppContext,
  table: T,
  where: readonly SQL[],
  columns: CsvColumns<T['$inferSelect']>,
  onRow: () => void,
): AsyncGenerator<string> {
  yield csvRow(columns.header);
  for await (const rows of keysetBatches(table.id, keysetRead(ctx, table, where))) {
    let chunk = '';
    for (const row of rows) {
      chunk += csvRow(columns.cells(row));
      onRow();
    }
    yield chunk;
  }
}

/** The columns every check record has (db/columns.ts `checkRecordColumns`), with its own status. */
type CheckRecordRow = Pick<
  VerificationCheckRow,
  | 'id'
  | 'reference'
  | 'failureReason'
  | 'environment'
  | 'businessId'
  | 'organizationId'
  | 'requestedBy'
  | 'requestedByName'
  | 'costAmount'
  | 'currency'
  | 'createdAt'
> & { status: string };

/** What every check record shows, whichever table keeps it, besides its typed `type` and findings. */
export function presentCheckRecord<Row extends CheckRecordRow>(row: Row) {
  return {
    id: row.id,
    status: row.status as Row['status'],
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
