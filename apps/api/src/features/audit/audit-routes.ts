/** The audit log of the caller's business (spec/platform.md §7 Audit log), newest first. */
import {
  auditEvents,
  type PageList,
  type TAuditEventsAndResources,
  type TAuditLog,
  ZAuditLogQuery,
} from '@verity/client';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLogs } from '../../db/schema.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { idFloor } from '../../lib/ids.js';
import { pageList } from '../../lib/page-list.js';
import { requireAuth } from '../auth/authenticate.js';

const ZPageQuery = ZAuditLogQuery.pick({ page: true, limit: true });

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
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerAuditRoutes(app: AppInstance): void {
  const { ctx } = app;

  async function page(
    businessId: string,
    query: z.output<typeof ZAuditLogQuery>,
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
    const [total] = await ctx.db.select({ n: count() }).from(t).where(where);
    const rows = await ctx.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const n = total?.n ?? 0;
    return pageList(rows.map(present), query, n);
  }

  app.get('/auditlogs', { schema: { querystring: ZPageQuery } }, async (request) =>
    ok(await page(requireAuth(request).business.id, { ...request.query }), 'Audit logs retrieved'),
  );
  app.get('/auditlogs/filter', { schema: { querystring: ZAuditLogQuery } }, async (request) =>
    ok(await page(requireAuth(request).business.id, request.query), 'Audit logs retrieved'),
  );
  app.get('/auditlogs/events-and-resources', {}, async (request) => {
    const rows = await ctx.db
      .selectDistinct({ resource: auditLogs.resource })
      .from(auditLogs)
      .where(eq(auditLogs.businessId, requireAuth(request).business.id));
    return ok<TAuditEventsAndResources>(
      { events: [...auditEvents], resources: rows.map((row) => row.resource).sort() },
      'Events and resources retrieved',
    );
  });
}
