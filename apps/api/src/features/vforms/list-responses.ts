/**
 * Page lists of responses: one template's, a preset's (the caller's templates made from it) and the vForm
 * history (every response of the business, or of one organization of it). Always within one business;
 * newest first.
 */
import type { PageList, TVFormResponse, ZVFormHistoryQuery } from '@verity/client';
import { and, arrayContains, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import { presentResponse } from './present-response.js';
import type { TemplateOwner } from './vform-store.js';
import { vformResponses, vformTemplates } from './vforms-tables.js';

/** Every filter the history takes (a template's list uses the first few). */
export type ResponseFilters = Partial<Omit<z.output<typeof ZVFormHistoryQuery>, 'page' | 'limit'>> & {
  templateId?: string;
  presetId?: string;
};

/**
 * Whose responses: a business, narrowed to one organization for its staff or an organization's scope
 * (a response carries its form's organization, set at submit).
 */
export type ResponseOwner = TemplateOwner;

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The form's default personal information field, read out of its settings without the rest of them. */
export const personFieldIdColumn = sql<
  string | null
>`${vformTemplates.settings}->>'defaultPersonalInformationFieldId'`;

export function responseConditions(owner: ResponseOwner, filters: ResponseFilters): SQL[] {
  const r = vformResponses;
  const conditions: SQL[] = [eq(r.businessId, owner.businessId)];
  if (owner.organizationId) conditions.push(eq(r.organizationId, owner.organizationId));
  if (filters.templateId) conditions.push(eq(r.templateId, filters.templateId));
  if (filters.presetId) conditions.push(eq(r.presetId, filters.presetId));
  if (filters.status) conditions.push(eq(r.status, filters.status));
  if (filters.startDate) conditions.push(gte(r.createdAt, dayStart(filters.startDate)));
  if (filters.endDate) conditions.push(lt(r.createdAt, dayAfter(filters.endDate)));
  if (filters.verificationId)
    conditions.push(
      or(eq(r.id, filters.verificationId), arrayContains(r.checkIds, [filters.verificationId])) as SQL,
    );
  if (filters.title)
    conditions.push(like(vformTemplates.searchTitle, containsPattern(filters.title.toLowerCase())));
  return conditions;
}

export async function listResponses(
  ctx: AppContext,
  owner: ResponseOwner,
  filters: ResponseFilters,
  page: { page: number; limit: number },
): Promise<PageList<TVFormResponse>> {
  const where = and(...responseConditions(owner, filters));
  const [total] = await ctx.db
    .select({ n: count() })
    .from(vformResponses)
    .innerJoin(vformTemplates, eq(vformTemplates.id, vformResponses.templateId))
    .where(where);
  const rows = await ctx.db
    .select({ response: vformResponses, title: vformTemplates.title, personFieldId: personFieldIdColumn })
    .from(vformResponses)
    .innerJoin(vformTemplates, eq(vformTemplates.id, vformResponses.templateId))
    .where(where)
    .orderBy(desc(vformResponses.createdAt), desc(vformResponses.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const n = Number(total?.n ?? 0);
  return pageList(
    rows.map((row) => presentResponse(row.response, { title: row.title, personFieldId: row.personFieldId })),
    page,
    n,
  );
}

/** One response of the business (or of its organization) with its template, or undefined. */
export async function findResponse(ctx: AppContext, owner: ResponseOwner, id: string, templateId?: string) {
  const [row] = await ctx.db
    .select({ response: vformResponses, template: vformTemplates })
    .from(vformResponses)
    .innerJoin(vformTemplates, eq(vformTemplates.id, vformResponses.templateId))
    .where(
      and(
        eq(vformResponses.id, id),
        eq(vformResponses.businessId, owner.businessId),
        owner.organizationId ? eq(vformResponses.organizationId, owner.organizationId) : undefined,
        templateId ? eq(vformResponses.templateId, templateId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
