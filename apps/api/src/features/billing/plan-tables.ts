/**
 * The plan catalogue, subscriptions to it, switched-on add-ons and the checks subscriptions covered. They
 * live with billing, which writes them (plans.ts, wallet-charges.ts, billing-run.ts).
 * db/schema.ts re-exports every feature's tables.
 */
// Types only: drizzle-kit loads this file through require(), which the client's ESM-only exports refuse.
import type { TPlanProduct, TSubscriptionStatus } from '@verity/client';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';

/**
 * The plan catalogue: one plan per product, each with tiers (sub-plans) and
 * add-ons, prices per currency in minor units. Reference data, written by the migrations like
 * `check_prices`.
 */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  product: text('product').$type<TPlanProduct>().notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull(),
});

export const subplans = pgTable(
  'subplans',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    name: text('name').notNull(),
    tier: integer('tier').notNull(),
    /** Enterprise: no list price; terms are agreed per business. */
    enterprise: boolean('enterprise').notNull().default(false),
    includedChecks: integer('included_checks'),
    monthlyNgn: bigint('monthly_ngn', { mode: 'number' }),
    overageNgn: bigint('overage_ngn', { mode: 'number' }),
    monthlyUsd: bigint('monthly_usd', { mode: 'number' }),
    overageUsd: bigint('overage_usd', { mode: 'number' }),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('subplans_plan_tier_idx').on(t.planId, t.tier)],
);

export const addons = pgTable('addons', {
  id: text('id').primaryKey(),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  monthlyNgn: bigint('monthly_ngn', { mode: 'number' }).notNull(),
  monthlyUsd: bigint('monthly_usd', { mode: 'number' }).notNull(),
});

const subscriptionStatusValues = [
  'active',
  'cancellation_scheduled',
  'enterprise_requested',
] as const satisfies readonly TSubscriptionStatus[];

/**
 * A business's subscription to a plan, at most one per plan; it is removed when a cancellation takes
 * effect. The period is a calendar month from the day it started; downgrades and cancellations wait for
 * its end (the billing run applies them).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    subplanId: text('subplan_id')
      .notNull()
      .references(() => subplans.id),
    status: text('status', { enum: subscriptionStatusValues }).notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    scheduledSubplanId: text('scheduled_subplan_id').references(() => subplans.id),
    cancelAt: at('cancel_at'),
    /** Enterprise terms, in the business's currency. */
    customMonthly: bigint('custom_monthly', { mode: 'number' }),
    customIncludedChecks: integer('custom_included_checks'),
    customOverage: bigint('custom_overage', { mode: 'number' }),
    enterpriseRequest: jsonb('enterprise_request').$type<{
      expectedChecksPerMonth?: number;
      message?: string;
    }>(),
    /** Its checks are refused: an invoice went unpaid through every retry (billing-run.ts). */
    usageSuspendedAt: at('usage_suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_business_plan_idx').on(t.businessId, t.planId)],
);

/** Add-ons a business has switched on. */
export const businessAddons = pgTable(
  'business_addons',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    addonId: text('addon_id')
      .notNull()
      .references(() => addons.id),
    enabledAt: createdAt(),
    enabledBy: text('enabled_by'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.addonId] })],
);

/**
 * Checks a subscription covered: a live check of a subscribed product is not charged to the
 * wallet; it is counted here, and the billing run invoices what is beyond the tier's included checks.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    product: text('product').$type<TPlanProduct>().notNull(),
    priceKey: text('price_key').notNull(),
    /** The check's id (or capture session's). */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_usage_subscription_idx').on(t.subscriptionId, t.createdAt)],
);
