/**
 * Template lists (GET /v-forms/templates and its published, search, shared and preset variants): one query
 * builder, newest first (ids are UUIDv7, so id order is creation order), as page lists (page, limit).
 */
import type { PageList, TVFormTemplateSummary, VFormStatus } from '@verity/client';
import { and, count, desc, eq, isNull, like, ne, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import { type Db, fieldCounts, presentSummary } from './vform-store.js';
import { vformTemplates } from './vforms-tables.js';

export interface TemplateFilter {
  /**
   * A business's own forms (or one organization's of them: the forms its staff made), or the presets
   * everyone shares.
   */
  owner: { businessId: string; organizationId?: string | null | undefined } | 'presets';
  /** `active` is every status but archived. */
  status?: VFormStatus | 'active';
  /** Contained in the title, ignoring case. */
  title?: string;
  sharedOnly?: boolean;
}

export interface PageQuery {
  page: number;
  limit: number;
}

function conditions(filter: TemplateFilter): SQL[] {
  const where: SQL[] =
    filter.owner === 'presets'
      ? [eq(vformTemplates.kind, 'PresetVFormTemplate'), isNull(vformTemplates.businessId)]
      : [eq(vformTemplates.businessId, filter.owner.businessId), eq(vformTemplates.kind, 'VFormTemplate')];
  if (filter.owner !== 'presets' && filter.owner.organizationId)
    where.push(eq(vformTemplates.organizationId, filter.owner.organizationId));
  if (filter.status === 'active') where.push(ne(vformTemplates.status, 'archived'));
  else if (filter.status) where.push(eq(vformTemplates.status, filter.status));
  if (filter.title) where.push(like(vformTemplates.searchTitle, containsPattern(filter.title.toLowerCase())));
  if (filter.sharedOnly) where.push(eq(vformTemplates.shared, true));
  return where;
}

export async function listTemplates(
  { db, formsUrl }: { db: Db; formsUrl: string },
  filter: TemplateFilter,
  query: PageQuery,
): Promise<PageList<TVFormTemplateSummary>> {
  const where = and(...conditions(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vformTemplates)
      .where(where)
      .orderBy(desc(vformTemplates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(vformTemplates).where(where),
  ]);
  const counts = await fieldCounts(
    db,
    rows.map((row) => row.id),
  );
  const n = Number(total?.n ?? 0);
  return pageList(
    rows.map((row) => presentSummary(row, counts.get(row.id) ?? 0, formsUrl)),
    query,
    n,
  );
}
