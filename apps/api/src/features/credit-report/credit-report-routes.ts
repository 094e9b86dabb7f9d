/**
 * Credit report on the identity service: its route table, its checks, history, detail, export and PDF
 * handled by the kit (moduleHandlers), and the overview: an analysis over all reports and counts per
 * day, week or month, for the caller's business (narrowed to their organization for its staff).
 */
import {
  creditReportModule,
  creditReportRoutes,
  creditReportTypeLabel,
  type TCreditReportAnalysis,
  type TCreditReportMetrics,
} from '@verity/client';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { verificationChecks } from '../../db/schema.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireTenant, type Tenant } from '../auth/tenant.js';
import { type UpstreamConfig, upstreamProviders } from '../verification-kit/providers.js';
import { moduleHandlers } from '../verification-kit/register-module.js';
import type { CreditBureauProvider, CreditBureauProviders } from './credit-bureau-provider.js';
import { creditReportModuleServer } from './credit-report-module-server.js';
import { HttpCreditBureau } from './http-credit-bureau.js';
import { SandboxCreditBureau } from './sandbox-credit-bureau.js';

export function createCreditBureaus(config: UpstreamConfig): CreditBureauProviders {
  return upstreamProviders<CreditBureauProvider>(
    config,
    new SandboxCreditBureau(),
    (url, key) => new HttpCreditBureau(url, key),
  );
}

const t = verificationChecks;
const score = sql<number>`(${t.result}->'report'->>'score')::int`;
const riskLevel = sql<string>`${t.result}->'report'->>'riskLevel'`;
const periods = { day: 30, week: 12, month: 12 } as const;

function tenantReports(tenant: Tenant, ...more: Array<SQL | undefined>) {
  return and(
    eq(t.businessId, tenant.businessId),
    eq(t.environment, tenant.environment),
    eq(t.module, creditReportModule.key),
    tenant.organizationId ? eq(t.organizationId, tenant.organizationId) : undefined,
    ...more,
  );
}

async function analysis(ctx: AppContext, tenant: Tenant): Promise<TCreditReportAnalysis> {
  const [totals] = await ctx.db
    .select({
      total: count(),
      found: sql<number>`count(*) filter (where ${t.status} = 'found')::int`,
      averageScore: sql<number | null>`round(avg(${score}))::int`,
    })
    .from(t)
    .where(tenantReports(tenant));
  const byType = await ctx.db
    .select({ type: t.type, count: count() })
    .from(t)
    .where(tenantReports(tenant))
    .groupBy(t.type)
    .orderBy(t.type);
  const byRiskLevel = await ctx.db
    .select({ riskLevel, count: count() })
    .from(t)
    .where(tenantReports(tenant, eq(t.status, 'found')))
    .groupBy(riskLevel)
    .orderBy(riskLevel);
  return {
    total: totals?.total ?? 0,
    found: totals?.found ?? 0,
    averageScore: totals?.averageScore ?? null,
    byType: byType.map((row) => ({ ...row, label: creditReportTypeLabel(row.type) })),
    byRiskLevel,
  };
}

/** Every period of the window, oldest first, with zero where nothing ran (a chart needs the gaps). */
async function metrics(
  ctx: AppContext,
  tenant: Tenant,
  interval: keyof typeof periods,
): Promise<TCreditReportMetrics> {
  const now = ctx.now();
  const starts: Date[] = [];
  for (let back = periods[interval] - 1; back >= 0; back -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    if (interval === 'day') start.setUTCDate(start.getUTCDate() - back);
    if (interval === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7) - 7 * back);
    if (interval === 'month') start.setUTCMonth(start.getUTCMonth() - back, 1);
    starts.push(start);
  }
  // Inlined, not a parameter: GROUP BY must see the same expression as the select list, and a bound
  // parameter makes them two. `interval` is one of three words the query schema allows.
  const period = sql<string>`to_char(date_trunc(${sql.raw(`'${interval}'`)}, ${t.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ period, count: count(), averageScore: sql<number | null>`round(avg(${score}))::int` })
    .from(t)
    .where(tenantReports(tenant, gte(t.createdAt, starts[0] ?? now)))
    .groupBy(period);
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return {
    interval,
    points: starts.map((start) => {
      const key = start.toISOString().slice(0, 10);
      const row = byPeriod.get(key);
      return { period: key, count: row?.count ?? 0, averageScore: row?.averageScore ?? null };
    }),
  };
}

export function registerCreditReportRoutes(app: AppInstance, bureaus: CreditBureauProviders): void {
  const { ctx } = app;
  registerRoutes(app, creditReportRoutes, {
    ...moduleHandlers(app, creditReportModuleServer(bureaus)),
    'read.analysis': async (request) => ok(await analysis(ctx, requireTenant(request)), 'Analysis retrieved'),
    'read.metrics': async (request) =>
      ok(await metrics(ctx, requireTenant(request), request.query.interval), 'Metrics retrieved'),
  });
}
