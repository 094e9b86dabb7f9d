/**
 * The business's captures (spec/modules.md §7 "Document capture and liveness"; issue #17): document
 * captures and liveness checks as page lists, newest first, within the caller's tenant (organization staff
 * see their organization's), with the §7 filters, and one document capture. A session that captures both
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
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { captureSessions } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { idFloor } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import type { Tenant } from '../auth/tenant.js';
import { requireTenant } from '../auth/tenant.js';
import { captureImagesFor } from './capture-image-routes.js';
import { presentSession, type SessionRow } from './capture-routes.js';

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

function scopeOf(tenant: Tenant): SQL[] {
  return [
    eq(t.businessId, tenant.businessId),
    eq(t.environment, tenant.environment),
    ...(tenant.organizationId ? [eq(t.organizationId, tenant.organizationId)] : []),
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

async function capturePage(
  ctx: AppContext,
  tenant: Tenant,
  kind: Kind,
  query: Filters & { page: number; limit: number },
): Promise<PageList<TCaptureRecord>> {
  const now = ctx.now();
  const where: SQL[] = [...scopeOf(tenant), inArray(t.kind, kindsOf[kind])];
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

export function registerCaptureListRoutes(app: AppInstance): void {
  const { ctx } = app;
  const base = '/sdk/identity';

  app.get(`${base}/document-capture`, { schema: { querystring: ZCapturePageQuery } }, async (request) =>
    ok(
      await capturePage(ctx, requireTenant(request), 'document', request.query),
      'Document captures retrieved',
    ),
  );
  app.get(
    `${base}/document-capture/filter`,
    { schema: { querystring: ZDocumentCaptureFilterQuery } },
    async (request) =>
      ok(
        await capturePage(ctx, requireTenant(request), 'document', request.query),
        'Document captures retrieved',
      ),
  );
  const detail = (kind: Kind, missing: string, found: string) =>
    app.get(
      `${base}/${kind === 'document' ? 'document-capture' : 'liveness'}/:id`,
      { schema: { params: ZIdParams } },
      async (request) => {
        const tenant = requireTenant(request);
        const [row] = await ctx.db
          .select()
          .from(t)
          .where(and(eq(t.id, request.params.id), inArray(t.kind, kindsOf[kind]), ...scopeOf(tenant)));
        if (!row) throw notFound(missing);
        return ok<TCaptureDetail>(
          { ...presentRecord(row, ctx.now()), images: await captureImagesFor(ctx, row) },
          found,
        );
      },
    );
  detail('document', 'Document capture not found', 'Document capture retrieved');
  detail('liveness', 'Liveness check not found', 'Liveness check retrieved');
  app.get(`${base}/liveness`, { schema: { querystring: ZCapturePageQuery } }, async (request) =>
    ok(
      await capturePage(ctx, requireTenant(request), 'liveness', request.query),
      'Liveness checks retrieved',
    ),
  );
  app.get(`${base}/liveness/filter`, { schema: { querystring: ZLivenessFilterQuery } }, async (request) =>
    ok(
      await capturePage(ctx, requireTenant(request), 'liveness', request.query),
      'Liveness checks retrieved',
    ),
  );
}
