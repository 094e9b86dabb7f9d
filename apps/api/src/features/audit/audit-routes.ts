/** The audit log of the caller's business, newest first. */
import { auditEvents, auditRoutes, type PageList, type TAuditLog, type ZAuditLogQuery } from '@verity/client';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { idFloor } from '../../lib/ids.js';
import { pageList } from '../../lib/page-list.js';
import { requireAuth } from '../auth/authenticate.js';
import { auditLogs } from './audit-tables.js';

function present(row: typeof auditLogs.$inferSelect): TAuditLog {
  return {
    id: row.id,
    businessId: row.businessId,
    event: row.event,
    resource: row.resource,
    resourceId: row.resourceId,
    description: row.description,
    user: row.userId ? { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    ip: row.ip,
    userAgent: row.userAgent,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Counting a million matching rows costs far more than showing twenty of them. The total is counted exactly
 * up to five pages past the one asked for (walking the same index as the page, newest first, and stopping
 * there); beyond that it is the planner's estimate, which only says how many more pages there are.
 */
const EXACT_PAGES_AHEAD = 5;

const ZCountRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
const ZPlanRows = z.object({
  rows: z.array(
    z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })) }),
  ),
});

async function totalOf(
  db: Db,
  where: SQL | undefined,
  query: { page: number; limit: number },
): Promise<number> {
  const countUpTo = (query.page + EXACT_PAGES_AHEAD) * query.limit;
  const counted =
    ZCountRows.parse(
      await db.execute(
        sql`select count(*) as n from (select ${auditLogs.id} from ${auditLogs} where ${where} order by ${auditLogs.id} desc limit ${countUpTo + 1}) capped`,
      ),
    ).rows[0]?.n ?? 0;
  if (counted <= countUpTo) return counted;
  const plan = ZPlanRows.parse(
    await db.execute(sql`explain (format json) select 1 from ${auditLogs} where ${where}`),
  ).rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'];
  return Math.max(countUpTo + 1, Math.round(plan ?? 0));
}

/** One page of a business's audit log, newest first: the audit-log page's, and a person's activities. */
export async function auditPage(
  ctx: AppContext,
  businessId: string,
  query: Omit<z.output<typeof ZAuditLogQuery>, 'page' | 'limit'> & { page: number; limit: number },
): Promise<PageList<TAuditLog>> {
  const t = auditLogs;
  const conditions: SQL[] = [eq(t.businessId, businessId)];
  if (query.event) conditions.push(eq(t.event, query.event));
  if (query.resource) conditions.push(eq(t.resource, query.resource));
  if (query.resource_id) conditions.push(eq(t.resourceId, query.resource_id));
  if (query.user_id) conditions.push(eq(t.userId, query.user_id));
  // Ids are UUIDv7: dates are id bounds on the (business_id, id) index.
  if (query.start_date) conditions.push(gte(t.id, idFloor(new Date(`${query.start_date}T00:00:00Z`))));
  if (query.end_date)
    conditions.push(lt(t.id, idFloor(new Date(Date.parse(`${query.end_date}T00:00:00Z`) + 86_400_000))));
  const where = and(...conditions);
  const offset = (query.page - 1) * query.limit;
  // Every filter is a range of one index ending in id (audit-tables.ts), so the page is an index walk; the
  // total is exact near the page and estimated beyond (totalOf).
  const [rows, n] = await Promise.all([
    // The page's ids first, skipped over in the index alone; then only those rows are read.
    ctx.db
      .select()
      .from(t)
      .where(
        inArray(
          t.id,
          ctx.db
            .select({ id: t.id })
            .from(t)
            .where(where)
            .orderBy(desc(t.id))
            .limit(query.limit)
            .offset(offset),
        ),
      )
      .orderBy(desc(t.id)),
    totalOf(ctx.db, where, query),
  ]);
  return pageList(rows.map(present), query, n);
}

export function registerAuditRoutes(app: AppInstance): void {
  const { ctx } = app;
  const page = (businessId: string, query: z.output<typeof ZAuditLogQuery>) =>
    auditPage(ctx, businessId, query);

  registerRoutes(app, auditRoutes, {
    list: async (request) =>
      ok(await page(requireAuth(request).business.id, { ...request.query }), 'Audit logs retrieved'),
    filter: async (request) =>
      ok(await page(requireAuth(request).business.id, request.query), 'Audit logs retrieved'),
    eventsAndResources: async (request) => {
      const rows = await ctx.db
        .selectDistinct({ resource: auditLogs.resource })
        .from(auditLogs)
        .where(eq(auditLogs.businessId, requireAuth(request).business.id));
      return ok(
        { events: [...auditEvents], resources: rows.map((row) => row.resource).sort() },
        'Events and resources retrieved',
      );
    },
  });
}
