/**
 * Plans and subscriptions (/plans/**, /addons/**, /subscriptions/**). The catalogue
 * is reference data (migration 0024); this is a business's place in it:
 *
 * - choosing a tier needs a saved card (the billing steps dialog: card first, then plan);
 * - a higher tier applies at once (an upgrade), a lower one waits for the period's end (a downgrade,
 *   which cancel-downgrade drops), the same tier is a conflict;
 * - a cancellation is scheduled for the period's end and can be undone until then;
 * - Enterprise is asked for (subscribe-enterprise) and starts when platform staff set its terms;
 * - add-ons need a subscription to their plan.
 *
 * What a period costs is settled by the billing run at its end (usage, invoice, payment).
 */
import type { TAddon, TCostPricing, TPlan, TSubplan, TSubscription } from '@verity/client';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import {
  addons,
  businessAddons,
  businesses,
  paymentCards,
  plans,
  subplans,
  subscriptions,
} from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { BusinessRow } from '../auth/authenticate.js';

type PlanRow = typeof plans.$inferSelect;
type SubplanRow = typeof subplans.$inferSelect;
type AddonRow = typeof addons.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const CARD_FIRST = 'Add a payment method before choosing a plan';
export const SAME_PLAN = 'You are already on this plan';
export const NO_SUBSCRIPTION = 'You have no subscription on this plan';
export const ENTERPRISE_BY_REQUEST =
  'Enterprise is priced by agreement: ask for it with subscribe-enterprise';
export const ADDON_NEEDS_PLAN = 'Subscribe to this add-on’s plan first';

type Currency = 'NGN' | 'USD';
const money = (amount: number | null, currency: Currency) => (amount === null ? null : { amount, currency });

/** A month later, on the same day where the month has one (31 January → 28/29 February). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

function presentSubplan(row: SubplanRow, currency: Currency): TSubplan {
  const usd = currency === 'USD';
  return {
    id: row.id,
    name: row.name,
    tier: row.tier,
    monthlyPrice: money(usd ? row.monthlyUsd : row.monthlyNgn, currency),
    includedChecks: row.includedChecks,
    overagePrice: money(usd ? row.overageUsd : row.overageNgn, currency),
    features: row.features,
    enterprise: row.enterprise,
  };
}

function presentAddon(row: AddonRow, currency: Currency, enabled: boolean): TAddon {
  return {
    id: row.id,
    planId: row.planId,
    name: row.name,
    description: row.description,
    monthlyPrice: { amount: currency === 'USD' ? row.monthlyUsd : row.monthlyNgn, currency },
    enabled,
  };
}

export function presentSubscription(row: SubscriptionRow, currency: Currency): TSubscription {
  const custom =
    row.customMonthly !== null && row.customIncludedChecks !== null && row.customOverage !== null
      ? {
          monthlyPrice: { amount: row.customMonthly, currency },
          includedChecks: row.customIncludedChecks,
          overagePrice: { amount: row.customOverage, currency },
        }
      : null;
  return {
    id: row.id,
    planId: row.planId,
    subplanId: row.subplanId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    scheduledSubplanId: row.scheduledSubplanId,
    cancelAt: row.cancelAt?.toISOString() ?? null,
    usageSuspendedAt: row.usageSuspendedAt?.toISOString() ?? null,
    enterpriseRequest:
      row.status === 'enterprise_requested' || (row.enterpriseRequest !== null && custom === null)
        ? (row.enterpriseRequest ?? {})
        : null,
    enterpriseRequested:
      row.status === 'enterprise_requested' || (row.enterpriseRequest !== null && custom === null),
    customPricing: custom,
  };
}

/** Every plan as this business sees it: its currency's prices, its subscriptions and add-ons. */
export async function plansFor(ctx: AppContext, business: BusinessRow): Promise<TPlan[]> {
  const currency = business.currency;
  const [planRows, subplanRows, addonRows, mine, enabled] = await Promise.all([
    ctx.db.select().from(plans).orderBy(asc(plans.sort)),
    ctx.db.select().from(subplans).orderBy(asc(subplans.tier)),
    ctx.db.select().from(addons).orderBy(asc(addons.name)),
    ctx.db.select().from(subscriptions).where(eq(subscriptions.businessId, business.id)),
    ctx.db
      .select({ addonId: businessAddons.addonId })
      .from(businessAddons)
      .where(eq(businessAddons.businessId, business.id)),
  ]);
  const on = new Set(enabled.map((row) => row.addonId));
  return planRows.map((plan: PlanRow) => {
    const subscription = mine.find((row) => row.planId === plan.id);
    return {
      id: plan.id,
      product: plan.product,
      name: plan.name,
      description: plan.description,
      subplans: subplanRows
        .filter((row) => row.planId === plan.id)
        .map((row) => presentSubplan(row, currency)),
      addons: addonRows
        .filter((row) => row.planId === plan.id)
        .map((row) => presentAddon(row, currency, on.has(row.id))),
      subscription: subscription ? presentSubscription(subscription, currency) : null,
    };
  });
}

async function findSubplan(db: DbOrTx, planId: string, subplanId: string): Promise<SubplanRow> {
  const [row] = await db
    .select()
    .from(subplans)
    .where(and(eq(subplans.id, subplanId), eq(subplans.planId, planId)));
  if (!row) throw notFound('Plan not found');
  return row;
}

async function subscriptionOn(
  db: DbOrTx,
  businessId: string,
  planId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.planId, planId)))
    .for('update');
  return row;
}

async function hasCard(db: DbOrTx, businessId: string): Promise<boolean> {
  const [card] = await db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.businessId, businessId), isNull(paymentCards.removedAt)))
    .limit(1);
  return card !== undefined;
}

async function markSubscribed(ctx: AppContext, db: DbOrTx, businessId: string): Promise<void> {
  await db.update(businesses).set({ hasSubscription: true }).where(eq(businesses.id, businessId));
  ctx.authCache.forgetBusiness(businessId);
}

/** Subscribe, upgrade now, or schedule a downgrade for the period's end. */
export async function selectPlan(
  ctx: AppContext,
  business: BusinessRow,
  planId: string,
  subplanId: string,
): Promise<TSubscription> {
  return ctx.db.transaction(async (tx) => {
    const chosen = await findSubplan(tx, planId, subplanId);
    if (chosen.enterprise) throw badRequest(ENTERPRISE_BY_REQUEST);
    if (!(await hasCard(tx, business.id))) throw badRequest(CARD_FIRST);
    const current = await subscriptionOn(tx, business.id, planId);
    const now = ctx.now();
    if (!current) {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          id: newId(),
          businessId: business.id,
          planId,
          subplanId,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The subscription was not stored');
      await markSubscribed(ctx, tx, business.id);
      return presentSubscription(row, business.currency);
    }
    if (current.subplanId === subplanId && current.status !== 'enterprise_requested')
      throw conflict(SAME_PLAN);
    const [on] = await tx.select().from(subplans).where(eq(subplans.id, current.subplanId));
    const upgrade = current.status === 'enterprise_requested' || !on || chosen.tier > on.tier;
    const [row] = await tx
      .update(subscriptions)
      .set(
        upgrade
          ? { subplanId, status: 'active', scheduledSubplanId: null, cancelAt: null, updatedAt: now }
          : { scheduledSubplanId: subplanId, status: 'active', cancelAt: null, updatedAt: now },
      )
      .where(eq(subscriptions.id, current.id))
      .returning();
    if (!row) throw notFound(NO_SUBSCRIPTION);
    await markSubscribed(ctx, tx, business.id);
    return presentSubscription(row, business.currency);
  });
}

/** The subscription this business holds on a sub-plan (the schedule/undo/cancel-downgrade calls name it). */
async function subscriptionOnSubplan(
  db: DbOrTx,
  businessId: string,
  subplanId: string,
): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.subplanId, subplanId)))
    .for('update');
  if (!row) throw notFound(NO_SUBSCRIPTION);
  return row;
}

type Change = (row: SubscriptionRow) => Partial<typeof subscriptions.$inferInsert>;

export async function changeSubscription(
  ctx: AppContext,
  business: BusinessRow,
  subplanId: string,
  change: Change,
): Promise<TSubscription> {
  return ctx.db.transaction(async (tx) => {
    const current = await subscriptionOnSubplan(tx, business.id, subplanId);
    const [row] = await tx
      .update(subscriptions)
      .set({ ...change(current), updatedAt: ctx.now() })
      .where(eq(subscriptions.id, current.id))
      .returning();
    if (!row) throw notFound(NO_SUBSCRIPTION);
    return presentSubscription(row, business.currency);
  });
}

export const scheduleCancellation: Change = (row) => {
  if (row.status !== 'active') throw badRequest('Only an active subscription can be cancelled');
  return { status: 'cancellation_scheduled', cancelAt: row.currentPeriodEnd, scheduledSubplanId: null };
};
export const undoCancellation: Change = (row) => {
  if (row.status !== 'cancellation_scheduled') throw badRequest('No cancellation is scheduled');
  return { status: 'active', cancelAt: null };
};
export const cancelDowngrade: Change = (row) => {
  if (!row.scheduledSubplanId) throw badRequest('No downgrade is scheduled');
  return { scheduledSubplanId: null };
};

/** Asks for Enterprise terms: the plan's Enterprise tier, waiting for platform staff. */
export async function requestEnterprise(
  ctx: AppContext,
  business: BusinessRow,
  planId: string,
  request: { expectedChecksPerMonth?: number | undefined; message?: string | undefined },
): Promise<TSubscription> {
  return ctx.db.transaction(async (tx) => {
    const [enterprise] = await tx
      .select()
      .from(subplans)
      .where(and(eq(subplans.planId, planId), eq(subplans.enterprise, true)));
    if (!enterprise) throw notFound('Plan not found');
    const current = await subscriptionOn(tx, business.id, planId);
    const now = ctx.now();
    const details = {
      ...(request.expectedChecksPerMonth ? { expectedChecksPerMonth: request.expectedChecksPerMonth } : {}),
      ...(request.message ? { message: request.message } : {}),
    };
    if (current) {
      // A current tier keeps running meanwhile: the request is noted on it.
      const [row] = await tx
        .update(subscriptions)
        .set({ enterpriseRequest: details, updatedAt: now })
        .where(eq(subscriptions.id, current.id))
        .returning();
      if (!row) throw notFound(NO_SUBSCRIPTION);
      return presentSubscription(row, business.currency);
    }
    const [row] = await tx
      .insert(subscriptions)
      .values({
        id: newId(),
        businessId: business.id,
        planId,
        subplanId: enterprise.id,
        status: 'enterprise_requested',
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        enterpriseRequest: details,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The subscription was not stored');
    return presentSubscription(row, business.currency);
  });
}

/** Platform staff set the agreed Enterprise terms: the subscription is Enterprise and active from now. */
export async function setEnterpriseTerms(
  ctx: AppContext,
  business: BusinessRow,
  terms: { planId: string; monthlyPrice: number; includedChecks: number; overagePrice: number },
): Promise<TSubscription> {
  return ctx.db.transaction(async (tx) => {
    const [enterprise] = await tx
      .select()
      .from(subplans)
      .where(and(eq(subplans.planId, terms.planId), eq(subplans.enterprise, true)));
    if (!enterprise) throw notFound('Plan not found');
    const now = ctx.now();
    const current = await subscriptionOn(tx, business.id, terms.planId);
    const values = {
      subplanId: enterprise.id,
      status: 'active' as const,
      customMonthly: terms.monthlyPrice,
      customIncludedChecks: terms.includedChecks,
      customOverage: terms.overagePrice,
      scheduledSubplanId: null,
      cancelAt: null,
      updatedAt: now,
    };
    const [row] = current
      ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({
            ...values,
            id: newId(),
            businessId: business.id,
            planId: terms.planId,
            currentPeriodStart: now,
            currentPeriodEnd: addMonth(now),
            createdAt: now,
          })
          .returning();
    if (!row) throw new Error('The subscription was not stored');
    await markSubscribed(ctx, tx, business.id);
    return presentSubscription(row, business.currency);
  });
}

/** The business's subscription on a plan, or 404. */
export async function subscriptionFor(
  ctx: AppContext,
  businessId: string,
  planId: string,
): Promise<SubscriptionRow> {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.planId, planId)));
  if (!row) throw notFound(NO_SUBSCRIPTION);
  return row;
}

/** Platform staff let a suspended plan's checks run again (its invoices stay owed). */
export async function reactivateUsage(
  ctx: AppContext,
  business: BusinessRow,
  product: TPlan['product'],
): Promise<TSubscription> {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.product, product));
  if (!plan) throw notFound('Plan not found');
  const [row] = await ctx.db
    .update(subscriptions)
    .set({ usageSuspendedAt: null, updatedAt: ctx.now() })
    .where(and(eq(subscriptions.businessId, business.id), eq(subscriptions.planId, plan.id)))
    .returning();
  if (!row) throw notFound(NO_SUBSCRIPTION);
  return presentSubscription(row, business.currency);
}

async function findAddon(db: DbOrTx, id: string): Promise<AddonRow> {
  const [row] = await db.select().from(addons).where(eq(addons.id, id));
  if (!row) throw notFound('Add-on not found');
  return row;
}

export async function addonsOf(ctx: AppContext, business: BusinessRow, planId: string): Promise<TAddon[]> {
  const rows = await ctx.db.select().from(addons).where(eq(addons.planId, planId)).orderBy(asc(addons.name));
  if (rows.length === 0 && !(await ctx.db.select().from(plans).where(eq(plans.id, planId))).length)
    throw notFound('Plan not found');
  const enabled = rows.length
    ? await ctx.db
        .select({ addonId: businessAddons.addonId })
        .from(businessAddons)
        .where(
          and(
            eq(businessAddons.businessId, business.id),
            inArray(
              businessAddons.addonId,
              rows.map((row) => row.id),
            ),
          ),
        )
    : [];
  const on = new Set(enabled.map((row) => row.addonId));
  return rows.map((row) => presentAddon(row, business.currency, on.has(row.id)));
}

/** Switches an add-on on (its plan must be subscribed) or off; asking for what is already so is harmless. */
export async function setAddon(
  ctx: AppContext,
  business: BusinessRow,
  addonId: string,
  enabled: boolean,
  by: string,
): Promise<TAddon> {
  return ctx.db.transaction(async (tx) => {
    const addon = await findAddon(tx, addonId);
    if (enabled) {
      const subscription = await subscriptionOn(tx, business.id, addon.planId);
      if (!subscription || subscription.status === 'enterprise_requested') throw badRequest(ADDON_NEEDS_PLAN);
      await tx
        .insert(businessAddons)
        .values({ businessId: business.id, addonId, enabledAt: ctx.now(), enabledBy: by })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(businessAddons)
        .where(and(eq(businessAddons.businessId, business.id), eq(businessAddons.addonId, addonId)));
    }
    return presentAddon(addon, business.currency, enabled);
  });
}

/** What each subscription costs the business: its tier's list prices, or its Enterprise terms. */
export async function costPricing(ctx: AppContext, business: BusinessRow): Promise<TCostPricing> {
  const all = await plansFor(ctx, business);
  return {
    items: all.flatMap((plan) => {
      const subscription = plan.subscription;
      if (!subscription) return [];
      const tier = plan.subplans.find((subplan) => subplan.id === subscription.subplanId);
      const custom = subscription.customPricing;
      return [
        {
          planId: plan.id,
          product: plan.product,
          subplanName: tier?.name ?? '',
          status: subscription.status,
          monthlyPrice: custom?.monthlyPrice ?? tier?.monthlyPrice ?? null,
          includedChecks: custom?.includedChecks ?? tier?.includedChecks ?? null,
          overagePrice: custom?.overagePrice ?? tier?.overagePrice ?? null,
          addons: plan.addons
            .filter((addon) => addon.enabled)
            .map((addon) => ({ id: addon.id, name: addon.name, monthlyPrice: addon.monthlyPrice })),
        },
      ];
    }),
  };
}
