/**
 * The business's captures: document captures and liveness checks as page lists, newest first, with their
 * filters, and one capture's detail. Like customer verification's history they repeat beneath the
 * business-admin and organization scopes (auth/history-scope.ts): the caller's business at the default
 * path (organization staff see their organization's), a business seen by a platform admin, one
 * organization. A session that captures both shows in both lists.
 */
import { captureListRoutes, type PageList, type TCaptureDetail, type TCaptureRecord } from '@verity/client';
import { and, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { idFloor } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import { requireAuth } from '../auth/authenticate.js';
import {
  adminScope,
  type HistoryScope,
  organizationScope,
  ownScope,
  type ScopeResolver,
} from '../auth/history-scope.js';
import { captureImagesFor } from './capture-image-routes.js';
import { presentSession } from './capture-routes.js';
import { captureSessions } from './capture-tables.js';
import type { SessionRow } from './create-capture-session.js';

const t = captureSessions;

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

/** What each scope answers, given how it resolves whose captures the path names. */
function scopedReads(ctx: AppContext, resolve: ScopeResolver) {
  const scopeOfRequest = (request: FastifyRequest) => resolve(request, requireAuth(request));
  const page = async (request: FastifyRequest, kind: Kind, query: CapturePageQuery) =>
    capturePage(ctx, await scopeOfRequest(request), kind, query);
  const detail = async (request: FastifyRequest, kind: Kind, id: string): Promise<TCaptureDetail> => {
    const resolved = await scopeOfRequest(request);
    const [row] = await ctx.db
      .select()
      .from(t)
      .where(and(eq(t.id, id), inArray(t.kind, kindsOf[kind]), ...scopeOf(resolved)));
    if (!row) throw notFound(kind === 'document' ? 'Document capture not found' : 'Liveness check not found');
    return { ...presentRecord(row, ctx.now()), images: await captureImagesFor(ctx, row) };
  };
  return {
    documentCaptures: async (request: FastifyRequest, query: CapturePageQuery) =>
      ok(await page(request, 'document', query), 'Document captures retrieved'),
    documentCapture: async (request: FastifyRequest, id: string) =>
      ok(await detail(request, 'document', id), 'Document capture retrieved'),
    livenessChecks: async (request: FastifyRequest, query: CapturePageQuery) =>
      ok(await page(request, 'liveness', query), 'Liveness checks retrieved'),
    livenessCheck: async (request: FastifyRequest, id: string) =>
      ok(await detail(request, 'liveness', id), 'Liveness check retrieved'),
  };
}

/**
 * The six reads at the default path (the caller's business; organization staff see their organization's)
 * and beneath both scopes, each declared once per scope in the client's captureListRoutes.
 */
export function registerCaptureListRoutes(app: AppInstance): void {
  const { ctx } = app;
  const own = scopedReads(ctx, ownScope);
  const admin = scopedReads(ctx, adminScope(ctx));
  const organization = scopedReads(ctx, organizationScope(ctx));

  registerRoutes(app, captureListRoutes, {
    documentCaptures: (request) => own.documentCaptures(request, request.query),
    filterDocumentCaptures: (request) => own.documentCaptures(request, request.query),
    documentCapture: (request) => own.documentCapture(request, request.params.id),
    livenessChecks: (request) => own.livenessChecks(request, request.query),
    filterLivenessChecks: (request) => own.livenessChecks(request, request.query),
    livenessCheck: (request) => own.livenessCheck(request, request.params.id),
    adminDocumentCaptures: (request) => admin.documentCaptures(request, request.query),
    adminFilterDocumentCaptures: (request) => admin.documentCaptures(request, request.query),
    adminDocumentCapture: (request) => admin.documentCapture(request, request.params.id),
    adminLivenessChecks: (request) => admin.livenessChecks(request, request.query),
    adminFilterLivenessChecks: (request) => admin.livenessChecks(request, request.query),
    adminLivenessCheck: (request) => admin.livenessCheck(request, request.params.id),
    organizationDocumentCaptures: (request) => organization.documentCaptures(request, request.query),
    organizationFilterDocumentCaptures: (request) => organization.documentCaptures(request, request.query),
    organizationDocumentCapture: (request) => organization.documentCapture(request, request.params.id),
    organizationLivenessChecks: (request) => organization.livenessChecks(request, request.query),
    organizationFilterLivenessChecks: (request) => organization.livenessChecks(request, request.query),
    organizationLivenessCheck: (request) => organization.livenessCheck(request, request.params.id),
  });
}
