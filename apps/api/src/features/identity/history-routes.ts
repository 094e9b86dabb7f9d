/**
 * Identity history, detail and CSV export, at the default path and the business-admin and organization
 * scopes (api-conventions.md). Another business's check answers 404, never 403.
 */
import { Readable } from 'node:stream';
import {
  type Permission,
  type TExportRequest,
  ZExportRequestsQuery,
  ZIdentityHistoryQuery,
  ZSupportUploadLinkRequest,
} from '@verity/client';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { businesses, exportRequests, identityChecks, organizations } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { newId } from '../../lib/ids.js';
import { type AuthContext, requireAuth } from '../auth/authenticate.js';
import { identityCsv } from './export-identity-csv.js';
import { type HistoryFilters, type HistoryScope, listIdentityHistory } from './list-identity-history.js';
import { presentCheck } from './present-check.js';
import { retentionCutoff } from './run-identity-check.js';

const ZExportQuery = ZIdentityHistoryQuery.omit({
  start_after: true,
  ending_before: true,
  limit: true,
  page: true,
});
const ZBusinessParams = z.strictObject({ businessId: z.string().max(64) });
const ZOrganizationParams = z.strictObject({ organizationId: z.string().max(64) });
const ZIdParams = z.strictObject({ id: z.string().max(64) });

type ScopeResolver = (request: FastifyRequest, auth: AuthContext) => Promise<HistoryScope>;

export function registerIdentityHistoryRoutes(app: AppInstance): void {
  const { ctx } = app;

  /** The caller's business; organization staff see their organization only. */
  const ownScope: ScopeResolver = async (_request, auth) => ({
    businessId: auth.business.id,
    environment: auth.user.environment,
    organizationId: auth.user.organizationId,
  });
  const adminScope: ScopeResolver = async (request, auth) => {
    const { businessId } = request.params as { businessId: string };
    const [business] = await ctx.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!business) throw notFound('Business not found');
    return { businessId, environment: auth.user.environment };
  };
  const organizationScope: ScopeResolver = async (request, auth) => {
    const { organizationId } = request.params as { organizationId: string };
    const [organization] = await ctx.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.businessId, auth.business.id)))
      .limit(1);
    if (!organization || (auth.user.organizationId && auth.user.organizationId !== organizationId))
      throw notFound('Organization not found');
    return { businessId: auth.business.id, environment: auth.user.environment, organizationId };
  };

  const scopes: Array<{
    prefix: string;
    params?: z.ZodType;
    permission: Permission;
    resolve: ScopeResolver;
  }> = [
    { prefix: '', permission: 'identity:view', resolve: ownScope },
    {
      prefix: '/admin/businesses/:businessId',
      params: ZBusinessParams,
      permission: 'admin:business:identity:view',
      resolve: adminScope,
    },
    {
      prefix: '/organizations/:organizationId',
      params: ZOrganizationParams,
      permission: 'organization:identity:view',
      resolve: organizationScope,
    },
  ];

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
          config: { permissions: [scope.permission] },
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
        config: { permissions: [scope.permission] },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const resolved = await scope.resolve(request, auth);
        const filters: HistoryFilters = request.query;
        const exportId = newId();
        await ctx.db.insert(exportRequests).values({
          id: exportId,
          businessId: resolved.businessId,
          requestedBy: auth.user.id,
          requestedByName: `${auth.user.firstName} ${auth.user.lastName}`,
          resource: 'identity',
          filters: Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)])),
          status: 'pending',
        });
        let rows = 0;
        async function* body() {
          try {
            yield* identityCsv(ctx, resolved, filters, () => {
              rows += 1;
            });
            await ctx.db
              .update(exportRequests)
              .set({ status: 'completed', rowCount: rows })
              .where(eq(exportRequests.id, exportId));
          } catch (error) {
            await ctx.db
              .update(exportRequests)
              .set({ status: 'failed', rowCount: rows })
              .where(eq(exportRequests.id, exportId));
            throw error;
          }
        }
        const date = ctx.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="identity-history-${date}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(body()));
      },
    );
  }

  // Detail, at each scope: another business's (or another organization's) check is simply not found.
  for (const scope of scopes) {
    const params = scope.params ? (scope.params as z.ZodObject).extend(ZIdParams.shape) : ZIdParams;
    app.get(
      `${scope.prefix}/verifications/identity/:id`,
      { schema: { params }, config: { permissions: [scope.permission] } },
      async (request) => {
        const resolved = await scope.resolve(request, requireAuth(request));
        const { id } = request.params as { id: string };
        const [row] = await ctx.db
          .select()
          .from(identityChecks)
          .where(
            and(
              eq(identityChecks.id, id),
              eq(identityChecks.businessId, resolved.businessId),
              resolved.organizationId
                ? eq(identityChecks.organizationId, resolved.organizationId)
                : undefined,
            ),
          )
          .limit(1);
        if (!row) throw notFound('Verification not found');
        return ok(presentCheck(row, retentionCutoff(ctx)), 'Verification retrieved');
      },
    );
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

  async function page(businessId: string | undefined, query: z.output<typeof ZExportRequestsQuery>) {
    const t = exportRequests;
    const where = and(
      businessId ? eq(t.businessId, businessId) : undefined,
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
      config: { permissions: ['identity:view'] },
    },
    async (request) =>
      ok(
        await page(requireAuth(request).business.id, { ...request.query, business_id: undefined }),
        'Export requests retrieved',
      ),
  );
  app.get(
    '/verifications/identity/history/export/requests/support',
    { schema: { querystring: ZExportRequestsQuery }, config: { permissions: ['admin:business:view'] } },
    async (request) => ok(await page(request.query.business_id, request.query), 'Export requests retrieved'),
  );
  app.post(
    '/verifications/identity/history/export/requests/:id/support/upload-link',
    {
      schema: { params: ZIdParams, body: ZSupportUploadLinkRequest },
      config: {
        permissions: ['admin:business:view'],
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
