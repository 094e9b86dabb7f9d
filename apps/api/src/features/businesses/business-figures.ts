/**
 * Home's figures: this calendar month's checks by module and day with their outcomes, the
 * wallet's spend and balance, and the activation's progress until activated. Each count is one grouped
 * scan of a module's `(business, environment, …, id)` index from the month's first id (ids are UUIDv7),
 * so the cost follows this month's checks, never the whole history.
 */
import {
  hasAllPermissions,
  identityModule,
  keptModules,
  onboardingSteps,
  type TBusinessFigures,
  type TModuleFigures,
} from '@verity/client';
import { type AnyColumn, and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { identityChecks, ledgerEntries, ledgerTransactions, verificationChecks } from '../../db/schema.js';
import { idFloor } from '../../lib/ids.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { Tenant } from '../auth/tenant.js';
import { walletOf } from '../billing/ledger.js';
import { latestSignatureRequest, loadOnboarding, stepsDone } from '../onboarding/onboarding-profile.js';

interface OutcomeRow {
  module: string;
  day: number;
  status: 'found' | 'not_found' | 'failed';
  count: number;
}

const DAY_MS = 86_400_000;

function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function outcomeRows(ctx: AppContext, tenant: Tenant, since: Date): Promise<OutcomeRow[]> {
  const from = idFloor(since);
  const dayOf = (column: AnyColumn) =>
    sql<number>`extract(day from ${column} at time zone 'UTC')::int`.mapWith(Number);
  const identity = await ctx.db
    .select({
      day: dayOf(identityChecks.createdAt),
      status: identityChecks.status,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.businessId, tenant.businessId),
        eq(identityChecks.environment, tenant.environment),
        gte(identityChecks.id, from),
        tenant.organizationId ? eq(identityChecks.organizationId, tenant.organizationId) : undefined,
      ),
    )
    .groupBy(sql`1`, identityChecks.status);
  const kept = await ctx.db
    .select({
      module: verificationChecks.module,
      day: dayOf(verificationChecks.createdAt),
      status: verificationChecks.status,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(verificationChecks)
    .where(
      and(
        eq(verificationChecks.businessId, tenant.businessId),
        eq(verificationChecks.environment, tenant.environment),
        gte(verificationChecks.id, from),
        tenant.organizationId ? eq(verificationChecks.organizationId, tenant.organizationId) : undefined,
      ),
    )
    .groupBy(verificationChecks.module, sql`2`, verificationChecks.status);
  return [...identity.map((row) => ({ ...row, module: identityModule.key })), ...kept];
}

function moduleFigures(rows: readonly OutcomeRow[], days: number): TModuleFigures[] {
  return [identityModule, ...keptModules].map((declaration) => {
    const mine = rows.filter((row) => row.module === declaration.key);
    const daily = Array.from({ length: days }, () => 0);
    const by = { found: 0, not_found: 0, failed: 0 };
    for (const row of mine) {
      by[row.status] += row.count;
      if (row.day >= 1 && row.day <= days) daily[row.day - 1] = (daily[row.day - 1] ?? 0) + row.count;
    }
    const total = by.found + by.not_found + by.failed;
    return {
      module: declaration.key,
      name: declaration.name,
      total,
      found: by.found,
      notFound: by.not_found,
      failed: by.failed,
      daily,
    };
  });
}

/** What the wallet paid for checks this month: charges less their refunds. */
async function spendSince(ctx: AppContext, walletId: string, since: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ net: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, walletId),
        gte(ledgerEntries.createdAt, since),
        sql`${ledgerTransactions.kind} in ('charge', 'refund')`,
      ),
    );
  return Math.max(0, -(row?.net ?? 0));
}

export async function businessFigures(
  ctx: AppContext,
  auth: AuthContext,
  tenant: Tenant,
): Promise<TBusinessFigures> {
  const now = ctx.now();
  const since = monthStartOf(now);
  const days = Math.floor((now.getTime() - since.getTime()) / DAY_MS) + 1;
  const modules = moduleFigures(await outcomeRows(ctx, tenant, since), days);
  const checks = modules.reduce((sum, module) => sum + module.total, 0);
  const found = modules.reduce((sum, module) => sum + module.found, 0);

  // The wallet is the business's; organization staff's figures leave money out.
  const seesMoney = !tenant.organizationId && hasAllPermissions(auth.role.permissions, ['wallet:view']);
  const wallet = seesMoney ? await walletOf(ctx.db, tenant.businessId) : undefined;
  const currency = wallet?.currency ?? auth.business.currency;

  let activation: TBusinessFigures['activation'] = null;
  if (auth.business.status !== 'activated' && auth.business.type === 'business') {
    const [row, request] = await Promise.all([
      loadOnboarding(ctx, tenant.businessId),
      latestSignatureRequest(ctx, tenant.businessId),
    ]);
    const steps = stepsDone(row, request, now);
    activation = {
      status: auth.business.status,
      stepsDone: onboardingSteps.filter((step) => steps[step]).length,
      stepsTotal: onboardingSteps.length,
    };
  }

  return {
    environment: tenant.environment,
    monthStart: since.toISOString().slice(0, 10),
    modules,
    totals: {
      checks,
      found,
      passRate: checks === 0 ? null : found / checks,
      failureRate: checks === 0 ? null : (checks - found) / checks,
    },
    // Only live checks are charged, so the wallet's spend is the live environment's whichever is shown.
    spend: seesMoney ? { amount: wallet ? await spendSince(ctx, wallet.id, since) : 0, currency } : null,
    walletBalance: seesMoney ? { amount: wallet?.balance ?? 0, currency } : null,
    activation,
  };
}
