/**
 * The export-request log: every CSV export a business ran (tracked-csv-export.ts writes it), which platform
 * support can see across businesses and attach a report link to. Its paths sit beneath identity's, where
 * the dashboard calls them; the log holds every module's exports (`resource`).
 */
import { exportRequestRoutes, type TExportRequest, type ZExportRequestsQuery } from '@verity/client';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { exportRequests, users } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { pageList } from '../../lib/page-list.js';
import { requireTenant } from '../auth/tenant.js';

function presentExport(row: typeof exportRequests.$inferSelect): TExportRequest {
  return {
    id: row.id,
    status: row.status,
    filters: row.filters as Record<string, string>,
    rowCount: row.rowCount,
    reportLink: row.reportLink,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    businessId: row.businessId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The export-request log: a business sees its own; platform support sees all and can attach a link. */
export function registerExportRequestRoutes(app: AppInstance): void {
  const { ctx } = app;

  /** A business's log (narrowed to its organization's staff for organization staff), or every business's. */
  async function page(
    owner: { businessId: string | undefined; organizationId?: string | null },
    query: z.output<typeof ZExportRequestsQuery>,
  ) {
    const t = exportRequests;
    const where = and(
      owner.businessId ? eq(t.businessId, owner.businessId) : undefined,
      owner.organizationId
        ? inArray(
            t.requestedBy,
            ctx.db.select({ id: users.id }).from(users).where(eq(users.organizationId, owner.organizationId)),
          )
        : undefined,
      query.status ? eq(t.status, query.status) : undefined,
      query.start_date ? gte(t.createdAt, new Date(`${query.start_date}T00:00:00Z`)) : undefined,
      query.end_date
        ? lt(t.createdAt, new Date(Date.parse(`${query.end_date}T00:00:00Z`) + 86_400_000))
        : undefined,
    );
    const [total] = await ctx.db.select({ n: count() }).from(t).where(where);
    const rows = await ctx.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const n = total?.n ?? 0;
    return pageList(rows.map(presentExport), query, n);
  }

  registerRoutes(app, exportRequestRoutes, {
    list: async (request) =>
      ok(
        await page(requireTenant(request), { ...request.query, business_id: undefined }),
        'Export requests retrieved',
      ),
    support: async (request) =>
      ok(await page({ businessId: request.query.business_id }, request.query), 'Export requests retrieved'),
    uploadLink: async (request) => {
      const [row] = await ctx.db
        .update(exportRequests)
        .set({ reportLink: request.body.report_link, status: 'completed' })
        .where(eq(exportRequests.id, request.params.id))
        .returning();
      if (!row) throw notFound('Export request not found');
      return ok(presentExport(row), 'Report link saved');
    },
  });
}
