/**
 * Sanction and PEP checks as records: how a row is shown, the history's filters (status, type, a text in
 * the name or wallet screened, who asked, dates) on the keyset scan of an index ending in `id`, one check
 * within the caller's scope (else 404), and the CSV export batch by batch.
 */
import {
  type AmlCheckType,
  amlCheckTypeLabels,
  type CursorList,
  type TAmlCheck,
  type TAmlHit,
  type TAmlSubject,
  type ZAmlHistoryQuery,
} from '@verity/client';
import { and, eq, like, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { csvRow } from '../../lib/csv.js';
import { idDateRange } from '../../lib/id-date-range.js';
import { keysetBatches } from '../../lib/keyset-batches.js';
import { type KeysetRead, keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { amlChecks } from './aml-tables.js';

export type AmlCheckRow = typeof amlChecks.$inferSelect;
export type AmlHistoryQuery = z.output<typeof ZAmlHistoryQuery>;
export type AmlHistoryFilters = Omit<AmlHistoryQuery, 'start_after' | 'ending_before' | 'limit' | 'page'>;

const t = amlChecks;

export function presentAmlCheck(row: AmlCheckRow): TAmlCheck {
  return {
    id: row.id,
    type: row.type as AmlCheckType,
    status: row.status,
    reference: row.reference,
    subject: row.subject as TAmlSubject,
    riskLevel: row.riskLevel,
    threshold: row.threshold,
    lists: row.lists as string[],
    hits: row.hits as TAmlHit[],
    failureReason: row.failureReason,
    environment: row.environment,
    businessId: row.businessId,
    organizationId: row.organizationId,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    cost: { amount: row.costAmount, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
  };
}

function conditions(scope: HistoryScope, filters: AmlHistoryFilters): SQL[] {
  const where: SQL[] = [eq(t.businessId, scope.businessId), eq(t.environment, scope.environment)];
  if (scope.organizationId) where.push(eq(t.organizationId, scope.organizationId));
  if (filters.status) where.push(eq(t.status, filters.status));
  if (filters.type) where.push(eq(t.type, filters.type));
  if (filters.requested_by) where.push(eq(t.requestedBy, filters.requested_by));
  if (filters.query) where.push(like(t.searchText, containsPattern(filters.query.toLowerCase())));
  where.push(...idDateRange(t.id, { startDate: filters.start_date, endDate: filters.end_date }));
  return where;
}

function reader(ctx: AppContext, scope: HistoryScope, filters: AmlHistoryFilters): KeysetRead<AmlCheckRow> {
  const base = conditions(scope, filters);
  return (extra, order, limit) =>
    ctx.db
      .select()
      .from(t)
      .where(and(...base, extra))
      .orderBy(order)
      .limit(limit);
}

export async function listAmlHistory(
  ctx: AppContext,
  scope: HistoryScope,
  query: AmlHistoryQuery,
): Promise<CursorList<TAmlCheck>> {
  const { rows, pagination } = await keysetPage(query, t.id, reader(ctx, scope, query));
  return { items: rows.map(presentAmlCheck), pagination };
}

export async function findAmlCheck(
  ctx: AppContext,
  scope: Pick<HistoryScope, 'businessId' | 'organizationId'>,
  id: string,
): Promise<TAmlCheck> {
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.id, id),
        eq(t.businessId, scope.businessId),
        scope.organizationId ? eq(t.organizationId, scope.organizationId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound('Verification not found');
  return presentAmlCheck(row);
}

const csvHeader = [
  'id',
  'createdAt',
  'type',
  'typeLabel',
  'status',
  'riskLevel',
  'reference',
  'hits',
  'topHit',
  'topScore',
  'requestedBy',
  'environment',
  'cost',
  'currency',
];

export async function* amlCsv(
  ctx: AppContext,
  scope: HistoryScope,
  filters: AmlHistoryFilters,
  onRow: () => void,
): AsyncGenerator<string> {
  yield csvRow(csvHeader);
  for await (const rows of keysetBatches(t.id, reader(ctx, scope, filters))) {
    let chunk = '';
    for (const row of rows) {
      const [top] = row.hits as TAmlHit[];
      chunk += csvRow([
        row.id,
        row.createdAt.toISOString(),
        row.type,
        amlCheckTypeLabels[row.type as AmlCheckType] ?? row.type,
        row.status,
        row.riskLevel,
        row.reference,
        (row.hits as TAmlHit[]).length,
        top?.entity.names[0] ?? null,
        top?.score ?? null,
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
