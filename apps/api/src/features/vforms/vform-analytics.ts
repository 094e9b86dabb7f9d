/**
 * vForm analytics, aggregated in SQL: the business overview, responses per day and per status, and one
 * template's views (access points), responses, completion rate and average time to answer.
 */

import {
  type TVFormOverviewAnalysis,
  type TVFormOverviewMetrics,
  type TVFormTemplateAnalysis,
  vformResponseStatuses,
} from '@verity/client';
import { and, avg, count, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { ownedBy, type TemplateOwner } from './vform-store.js';
import { vformAccessPoints, vformResponses, vformTemplates } from './vforms-tables.js';

export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function inRange(
  column: typeof vformResponses.createdAt | typeof vformAccessPoints.createdAt,
  range: DateRange,
) {
  return [
    range.startDate ? gte(column, dayStart(range.startDate)) : undefined,
    range.endDate ? lt(column, dayAfter(range.endDate)) : undefined,
  ];
}

/** Days with responses (UTC dates, ascending) and a count for every status, zeros included. */
async function breakdown(ctx: AppContext, where: SQL | undefined): Promise<TVFormOverviewMetrics> {
  const r = vformResponses;
  const day = sql<string>`to_char(${r.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await ctx.db
    .select({ date: day, count: count() })
    .from(r)
    .where(where)
    .groupBy(day)
    .orderBy(day);
  const byStatus = await ctx.db
    .select({ status: r.status, count: count() })
    .from(r)
    .where(where)
    .groupBy(r.status);
  const counts = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
  return {
    perDay: perDay.map((row) => ({ date: row.date, count: Number(row.count) })),
    perStatus: vformResponseStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
  };
}

export async function overviewAnalysis(
  ctx: AppContext,
  owner: TemplateOwner,
  currency: string,
): Promise<TVFormOverviewAnalysis> {
  const t = vformTemplates;
  const r = vformResponses;
  const forms = await ctx.db
    .select({ status: t.status, count: count() })
    .from(t)
    .where(and(ownedBy(t, owner), eq(t.kind, 'VFormTemplate')))
    .groupBy(t.status);
  const byStatus = new Map(forms.map((row) => [row.status, Number(row.count)]));
  const [totals] = await ctx.db
    .select({
      responses: count(),
      verified: sql<number>`count(*) filter (where ${r.status} = 'verified')`.mapWith(Number),
      charged: sum(r.costAmount).mapWith(Number),
    })
    .from(r)
    .where(ownedBy(r, owner));
  const published = byStatus.get('published') ?? 0;
  const unpublished = byStatus.get('unpublished') ?? 0;
  const archived = byStatus.get('archived') ?? 0;
  return {
    forms: { total: published + unpublished + archived, published, unpublished, archived },
    responses: Number(totals?.responses ?? 0),
    verifiedResponses: totals?.verified ?? 0,
    charged: { amount: totals?.charged ?? 0, currency },
  };
}

export function overviewMetrics(
  ctx: AppContext,
  owner: TemplateOwner,
  range: DateRange,
): Promise<TVFormOverviewMetrics> {
  const r = vformResponses;
  return breakdown(ctx, and(ownedBy(r, owner), ...inRange(r.createdAt, range)));
}

export async function templateAnalysis(
  ctx: AppContext,
  templateId: string,
  range: DateRange,
): Promise<TVFormTemplateAnalysis> {
  const r = vformResponses;
  const a = vformAccessPoints;
  const responsesWhere = and(eq(r.templateId, templateId), ...inRange(r.createdAt, range));
  const [views] = await ctx.db
    .select({ n: count() })
    .from(a)
    .where(and(eq(a.templateId, templateId), ...inRange(a.createdAt, range)));
  const [totals] = await ctx.db
    .select({ n: count(), averageDurationMs: avg(r.durationMs).mapWith(Number) })
    .from(r)
    .where(responsesWhere);
  const viewCount = Number(views?.n ?? 0);
  const responses = Number(totals?.n ?? 0);
  const average = totals?.averageDurationMs;
  return {
    templateId,
    views: viewCount,
    responses,
    // A response sent without an access point (an API client) can push this past 1; it is a rate.
    completionRate: viewCount === 0 ? 0 : Math.min(1, responses / viewCount),
    averageDurationMs:
      average === undefined || average === null || Number.isNaN(average) ? null : Math.round(average),
    ...(await breakdown(ctx, responsesWhere)),
  };
}
