/**
 * The business's captures (spec/modules.md §7 "Document capture and liveness"; issue #17): document
 * captures and liveness checks as page lists, newest first, with the §7 filters, and one capture's detail.
 * Like customer verification's history they repeat beneath the business-admin and organization scopes
 * (auth/history-scope.ts): the caller's business at the default path (organization staff see their
 * organization's), a business seen by a platform admin, one organization. A session that captures both
 * shows in both lists.
 */
import {
  type PageList,
  type TCaptureDetail,
  type TCaptureRecord,
  ZCapturePageQuery,
  ZDocumentCaptureFilterQuery,
  ZLivenessFilterQuery,
} from '@verity/client';
import { and, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { captureSessions } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { idFloor } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import { requireAuth } from '../auth/authenticate.js';
import { type HistoryScope, type RouteScope, routeScopes, scopedParams } from '../auth/history-scope.js';
import { captureImagesFor } from './capture-image-routes.js';
import { presentSession } from './capture-routes.js';
import type { SessionRow } from './create-capture-session.js';

const t = captureSessions;
const ZIdParams = z.strictObject({ id: z.string().max(64) });

type Kind = 'document' | 'liveness';
const kindsOf: Record<Kind, Array<SessionRow['kind']>> = {
  document: ['document', 'document_and_liveness'],
  liveness: ['liveness', 'document_and_liveness'],
};

interface Filters {
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: SessionRow['status'] | undefined;
  document_type?: NonNullable<SessionRow['documentType']> | undefined;
  name?: string | undefined;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function scopeOf(scope: HistoryScope): SQL[] {
  return [
    eq(t.businessId, scope.businessId),
    eq(t.environment, scope.environment),
    ...(scope.organizationId ? [eq(t.organizationId, scope.organizationId)] : []),
  ];
}

export function presentRecord(row: SessionRow, now: Date): TCaptureRecord {
  const supplied = row.supplied ?? {};
  const name = [supplied.firstName, supplied.lastName].filter(Boolean).join(' ');
  return {
    ...presentSession(row, now),
    name: name || null,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    result: row.result ?? null,
  };
}

type CapturePageQuery = Filters & { page: number; limit: number };

async function capturePage(
  ctx: AppContext,
  scope: HistoryScope,
  kind: Kind,
  query: CapturePageQuery,
): Promise<PageList<TCaptureRecord>> {
  const now = ctx.now();
  const where: SQL[] = [...scopeOf(scope), inArray(t.kind, kindsOf[kind])];
  // Ids are UUIDv7: dates are id bounds.
  if (query.start_date) where.push(gte(t.id, idFloor(new Date(`${query.start_date}T00:00:00Z`))));
  if (query.end_date) where.push(lt(t.id, idFloor(dayAfter(query.end_date))));
  if (query.document_type) where.push(eq(t.documentType, query.document_type));
  if (query.name) where.push(like(t.searchName, containsPattern(query.name.toLowerCase())));
  if (query.status === 'expired')
    where.push(inArray(t.status, ['created', 'in_progress']), lt(t.expiresAt, now));
  else if (query.status === 'created' || query.status === 'in_progress')
    where.push(eq(t.status, query.status), gte(t.expiresAt, now));
  else if (query.status) where.push(eq(t.status, query.status));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(t)
      .where(condition)
      .orderBy(desc(t.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ n: count() }).from(t).where(condition),
  ]);
  return pageList(
    rows.map((row) => presentRecord(row, now)),
    query,
    total?.n ?? 0,
  );
}

/** The six reads beneath one scope's prefix ('' for the caller's own). */
function registerScopedCaptureRoutes(app: AppInstance, scope: RouteScope): void {
  const { ctx } = app;
  const base = `${scope.prefix}/sdk/identity`;
  const params = scope.params ? { params: scope.params } : {};
  const resolve = (request: FastifyRequest) => scope.resolve(request, requireAuth(request));
  const list = (path: string, kind: Kind, query: z.ZodType, message: string) =>
    app.get(`${base}${path}`, { schema: { querystring: query, ...params } }, async (request) =>
      ok(await capturePage(ctx, await resolve(request), kind, request.query as CapturePageQuery), message),
    );
  list('/document-capture', 'document', ZCapturePageQuery, 'Document captures retrieved');
  list('/document-capture/filter', 'document', ZDocumentCaptureFilterQuery, 'Document captures retrieved');
  list('/liveness', 'liveness', ZCapturePageQuery, 'Liveness checks retrieved');
  list('/liveness/filter', 'liveness', ZLivenessFilterQuery, 'Liveness checks retrieved');
  const detail = (kind: Kind, missing: string, found: string) =>
    app.get(
      `${base}/${kind === 'document' ? 'document-capture' : 'liveness'}/:id`,
      { schema: { params: scopedParams(scope, ZIdParams) } },
      async (request) => {
        const resolved = await resolve(request);
        const { id } = request.params as { id: string };
        const [row] = await ctx.db
          .select()
          .from(t)
          .where(and(eq(t.id, id), inArray(t.kind, kindsOf[kind]), ...scopeOf(resolved)));
        if (!row) throw notFound(missing);
        return ok<TCaptureDetail>(
          { ...presentRecord(row, ctx.now()), images: await captureImagesFor(ctx, row) },
          found,
        );
      },
    );
  detail('document', 'Document capture not found', 'Document capture retrieved');
  detail('liveness', 'Liveness check not found', 'Liveness check retrieved');
}

export function registerCaptureListRoutes(app: AppInstance): void {
  for (const scope of routeScopes(app.ctx, { own: true })) registerScopedCaptureRoutes(app, scope);
}
