/**
 * Identity history, detail and CSV export, at the default path and the business-admin and organization
 * scopes (api-conventions.md). Another business's check answers 404, never 403.
 */

import {
  type TExportRequest,
  ZExportRequestsQuery,
  ZIdentityHistoryQuery,
  ZSupportUploadLinkRequest,
} from '@verity/client';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { exportRequests, users } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendTrackedCsv } from '../../lib/tracked-csv-export.js';
import { requireAuth } from '../auth/authenticate.js';
import { routeScopes, scopedParams } from '../auth/history-scope.js';
import { requireTenant } from '../auth/tenant.js';
import { latestScreening } from '../screening/screen-check.js';
import { identityCsv } from './export-identity-csv.js';
import { findCheck } from './find-check.js';
import { type HistoryFilters, listIdentityHistory } from './list-identity-history.js';
import { presentCheck } from './present-check.js';
import { retentionCutoff } from './run-identity-check.js';

const ZExportQuery = ZIdentityHistoryQuery.omit({
  start_after: true,
  ending_before: true,
  limit: true,
  page: true,
});
const ZIdParams = z.strictObject({ id: z.string().max(64) });

export function registerIdentityHistoryRoutes(app: AppInstance): void {
  const { ctx } = app;
  const scopes = routeScopes(ctx, { own: true });

  for (const scope of scopes) {
    const paths = scope.prefix
      ? [`${scope.prefix}/verifications/identity/history`]
      : [
          '/verifications/identity/history',
          '/verifications/identities/history',
          '/verifications/identity/filter',
          '/verifications/identities/filter',
        ];
    for (const url of paths)
      app.get(
        url,
        {
          schema: { querystring: ZIdentityHistoryQuery, ...(scope.params ? { params: scope.params } : {}) },
        },
        async (request) => {
          const resolved = await scope.resolve(request, requireAuth(request));
          return ok(await listIdentityHistory(ctx, resolved, request.query), 'History retrieved');
        },
      );

    app.get(
      `${scope.prefix}/verifications/identity/history/export/csv`,
      {
        schema: { querystring: ZExportQuery, ...(scope.params ? { params: scope.params } : {}) },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const resolved = await scope.resolve(request, auth);
        const filters: HistoryFilters = request.query;
        return sendTrackedCsv(ctx, auth, reply, {
          businessId: resolved.businessId,
          resource: 'identity',
          filters: request.query,
          fileName: 'identity-history',
          lines: (countRow) => identityCsv(ctx, resolved, filters, countRow),
        });
      },
    );
  }

  // Detail, at each scope: another business's (or another organization's) check is simply not found.
  for (const scope of scopes) {
    const params = scopedParams(scope, ZIdParams);
    app.get(`${scope.prefix}/verifications/identity/:id`, { schema: { params } }, async (request) => {
      const resolved = await scope.resolve(request, requireAuth(request));
      const { id } = request.params as { id: string };
      const check = presentCheck(await findCheck(ctx, resolved, id), retentionCutoff(ctx));
      // The screening names the person, so it is withheld with the record once retention passes.
      const aml = check.hasExpired ? null : await latestScreening(ctx, check.id);
      return ok({ ...check, aml }, 'Verification retrieved');
    });
  }

  registerExportRequestRoutes(app);
}

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
function registerExportRequestRoutes(app: AppInstance): void {
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
    return {
      items: rows.map(presentExport),
      pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
    };
  }

  app.get(
    '/verifications/identity/history/export/requests',
    {
      schema: { querystring: ZExportRequestsQuery.omit({ business_id: true }) },
      config: {},
    },
    async (request) =>
      ok(
        await page(requireTenant(request), { ...request.query, business_id: undefined }),
        'Export requests retrieved',
      ),
  );
  app.get(
    '/verifications/identity/history/export/requests/support',
    { schema: { querystring: ZExportRequestsQuery } },
    async (request) =>
      ok(await page({ businessId: request.query.business_id }, request.query), 'Export requests retrieved'),
  );
  app.post(
    '/verifications/identity/history/export/requests/:id/support/upload-link',
    {
      schema: { params: ZIdParams, body: ZSupportUploadLinkRequest },
      config: {
        audit: { event: 'update', resource: 'export-request' },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .update(exportRequests)
        .set({ reportLink: request.body.report_link, status: 'completed' })
        .where(eq(exportRequests.id, request.params.id))
        .returning();
      if (!row) throw notFound('Export request not found');
      return ok(presentExport(row), 'Report link saved');
    },
  );
}
