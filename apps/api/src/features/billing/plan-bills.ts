/**
 * What a subscription's period costs (`/plans/{id}/usage`, `/plans/upcoming-bill`; the billing run):
 * its tier's monthly price (or Enterprise terms), the checks it covered beyond those included at the
 * overage price, and its add-ons; VAT on top at the business's country's rate (7.5% in Nigeria).
 */
import type { TInvoiceLine, TPlanUsage, TUpcomingBill } from '@verity/client';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import {
  addons,
  businessAddons,
  invoices,
  plans,
  planUsage,
  subplans,
  subscriptions,
} from '../../db/schema.js';
import type { BusinessRow } from '../auth/authenticate.js';
import type { SubscriptionRow } from './plans.js';
import { vatRate } from './vat.js';

export interface Bill {
  lines: TInvoiceLine[];
  subtotal: number;
  vat: number;
  total: number;
  currency: string;
}

/** The tier's terms in the business's currency: Enterprise terms win over the tier's list prices. */
async function termsOf(db: DbOrTx, subscription: SubscriptionRow, currency: string) {
  const [tier] = await db.select().from(subplans).where(eq(subplans.id, subscription.subplanId));
  const usd = currency === 'USD';
  return {
    name: tier?.name ?? 'Plan',
    monthly: subscription.customMonthly ?? (usd ? tier?.monthlyUsd : tier?.monthlyNgn) ?? 0,
    included: subscription.customIncludedChecks ?? tier?.includedChecks ?? 0,
    overage: subscription.customOverage ?? (usd ? tier?.overageUsd : tier?.overageNgn) ?? 0,
  };
}

export async function usedIn(db: DbOrTx, subscriptionId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(planUsage)
    .where(
      and(
        eq(planUsage.subscriptionId, subscriptionId),
        gte(planUsage.createdAt, from),
        lt(planUsage.createdAt, to),
      ),
    );
  return row?.used ?? 0;
}

/** The current period's terms and the checks it covered, beyond the included ones too. */
async function periodUsage(db: DbOrTx, subscription: SubscriptionRow, currency: string) {
  const terms = await termsOf(db, subscription, currency);
  const used = await usedIn(
    db,
    subscription.id,
    subscription.currentPeriodStart,
    subscription.currentPeriodEnd,
  );
  return { terms, used, overage: Math.max(0, used - terms.included) };
}

export async function usageOf(
  db: DbOrTx,
  subscription: SubscriptionRow,
  currency: string,
): Promise<TPlanUsage> {
  const { terms, used, overage } = await periodUsage(db, subscription, currency);
  return {
    planId: subscription.planId,
    periodStart: subscription.currentPeriodStart.toISOString(),
    periodEnd: subscription.currentPeriodEnd.toISOString(),
    used,
    included: terms.included,
    overage,
    overageCost: { amount: overage * terms.overage, currency },
  };
}

/** The bill for the subscription's current period as it stands (at its end: what the invoice says). */
export async function billFor(
  db: DbOrTx,
  subscription: SubscriptionRow,
  business: { currency: string; countryCode: string },
): Promise<Bill> {
  const { currency } = business;
  const { terms, overage } = await periodUsage(db, subscription, currency);
  const money = (amount: number) => ({ amount, currency });
  const line = (description: string, quantity: number, unit: number): TInvoiceLine => ({
    description,
    quantity,
    unitAmount: money(unit),
    amount: money(quantity * unit),
  });
  const lines: TInvoiceLine[] = [];
  if (terms.monthly > 0) lines.push(line(`${terms.name} plan`, 1, terms.monthly));
  if (overage > 0 && terms.overage > 0)
    lines.push(line(`Checks beyond the ${terms.included} included`, overage, terms.overage));
  const enabled = await db
    .select({ name: addons.name, ngn: addons.monthlyNgn, usd: addons.monthlyUsd })
    .from(businessAddons)
    .innerJoin(addons, eq(addons.id, businessAddons.addonId))
    .where(
      and(eq(businessAddons.businessId, subscription.businessId), eq(addons.planId, subscription.planId)),
    );
  for (const addon of enabled) lines.push(line(addon.name, 1, currency === 'USD' ? addon.usd : addon.ngn));
  const subtotal = lines.reduce((sum, item) => sum + item.amount.amount, 0);
  const vat = Math.round((subtotal * vatRate(business.countryCode)) / 10_000);
  return { lines, subtotal, vat, total: subtotal + vat, currency };
}

/** What a business owes on unpaid invoices. */
export async function outstandingOf(ctx: AppContext, businessId: string) {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${invoices.total}), 0)`, count: sql<string>`count(*)` })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), inArray(invoices.status, ['open', 'failed'])));
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

/** Each subscription's bill as it stands, due at its period's end, and what is owed already. */
export async function upcomingBill(ctx: AppContext, business: BusinessRow): Promise<TUpcomingBill> {
  const rows = await ctx.db
    .select({ subscription: subscriptions, product: plans.product })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.businessId, business.id));
  const money = (amount: number) => ({ amount, currency: business.currency });
  const items = [];
  for (const { subscription, product } of rows) {
    if (subscription.status === 'enterprise_requested') continue;
    const bill = await billFor(ctx.db, subscription, business);
    items.push({
      planId: subscription.planId,
      product,
      periodEnd: subscription.currentPeriodEnd.toISOString(),
      lines: bill.lines,
      subtotal: money(bill.subtotal),
      vat: money(bill.vat),
      total: money(bill.total),
    });
  }
  const owed = await outstandingOf(ctx, business.id);
  return {
    items,
    total: money(items.reduce((sum, item) => sum + item.total.amount, 0)),
    outstanding: money(owed.total),
  };
}
