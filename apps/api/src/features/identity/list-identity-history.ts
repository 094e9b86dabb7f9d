/**
 * Identity history with cursor pages. Every filter narrows a keyset scan of an index that ends in `id`
 * (UUIDv7, so id order is time order and dates are id bounds): a page costs the same at any depth.
 */
import type { CursorList, TIdentityCheck, ZIdentityHistoryQuery } from '@verity/client';
import { and, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { idFloor } from '../../lib/ids.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { identityChecks } from './identity-tables.js';
import { type IdentityCheckRow, presentCheck } from './present-check.js';
import { retentionCutoff } from './run-identity-check.js';

export type HistoryFilters = Omit<
  z.output<typeof ZIdentityHistoryQuery>,
  'start_after' | 'ending_before' | 'limit' | 'page'
>;

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

export function historyConditions(ctx: AppContext, scope: HistoryScope, filters: HistoryFilters): SQL[] {
  const t = identityChecks;
  const conditions: SQL[] = [eq(t.businessId, scope.businessId), eq(t.environment, scope.environment)];
  if (scope.organizationId) conditions.push(eq(t.organizationId, scope.organizationId));
  if (filters.status) conditions.push(eq(t.status, filters.status));
  if (filters.type) conditions.push(eq(t.type, filters.type));
  if (filters.country) conditions.push(eq(t.country, filters.country));
  if (filters.requested_by) conditions.push(eq(t.requestedBy, filters.requested_by));
  if (filters.name) conditions.push(like(t.searchName, containsPattern(filters.name.toLowerCase())));
  if (filters.start_date) conditions.push(gte(t.id, idFloor(new Date(`${filters.start_date}T00:00:00Z`))));
  if (filters.end_date) conditions.push(lt(t.id, idFloor(dayAfter(filters.end_date))));
  if (filters.has_expired !== undefined) {
    const cutoff = idFloor(retentionCutoff(ctx));
    conditions.push(filters.has_expired ? lt(t.id, cutoff) : gte(t.id, cutoff));
  }
  return conditions;
}

export async function listIdentityHistory(
  ctx: AppContext,
  scope: HistoryScope,
  query: z.output<typeof ZIdentityHistoryQuery>,
): Promise<CursorList<TIdentityCheck>> {
  const t = identityChecks;
  const db: Db = ctx.db;
  const base = historyConditions(ctx, scope, query);
  const { rows, pagination } = await keysetPage<IdentityCheckRow>(query, t.id, (extra, order, limit) =>
    db
      .select()
      .from(t)
      .where(and(...base, extra))
      .orderBy(order)
      .limit(limit),
  );
  const cutoff = retentionCutoff(ctx);
  return { items: rows.map((row) => presentCheck(row, cutoff)), pagination };
}
