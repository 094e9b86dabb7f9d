/**
 * Plans, subscriptions and add-ons (/plans/**, /addons/**, /subscriptions/**). Each product (customer
 * verification, business verification, credit report, sanction & PEP screening) has one plan with tiers
 * (sub-plans): a monthly price that includes a number of checks, and a price per check beyond them; the top
 * tier is Enterprise, priced by agreement. Prices are in minor units of the business's currency.
 */
import { z } from 'zod';
import { number, optionalText, strictObject } from '../rules/validation.js';
import { ZMoney } from '../schemas/common.js';

export const planProducts = [
  'customer-verification',
  'business-verification',
  'credit-report',
  'sanction-pep-screening',
] as const;
export type TPlanProduct = (typeof planProducts)[number];

export const ZSubplan = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 the smallest; choosing a lower tier than the current one is a downgrade. */
  tier: z.number().int(),
  /** Null for Enterprise: priced by agreement (subscribe-enterprise). */
  monthlyPrice: ZMoney.nullable(),
  includedChecks: z.number().int().nullable(),
  overagePrice: ZMoney.nullable(),
  features: z.array(z.string()),
  enterprise: z.boolean(),
});
export type TSubplan = z.infer<typeof ZSubplan>;

export const ZAddon = z.object({
  id: z.string(),
  planId: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: ZMoney,
  enabled: z.boolean(),
});
export type TAddon = z.infer<typeof ZAddon>;

export const subscriptionStatuses = ['active', 'cancellation_scheduled', 'enterprise_requested'] as const;
export type TSubscriptionStatus = (typeof subscriptionStatuses)[number];

export const ZSubscription = z.object({
  id: z.string(),
  planId: z.string(),
  subplanId: z.string(),
  status: z.enum(subscriptionStatuses),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** A downgrade waiting for the period's end (cancel-downgrade drops it). */
  scheduledSubplanId: z.string().nullable(),
  /** When a scheduled cancellation takes effect (undo-cancellation drops it). */
  cancelAt: z.string().nullable(),
  /**
   * Set when the plan's checks are refused: its invoices went unpaid through every retry. Paying them, or
   * platform staff re-activating usage, lifts it.
   */
  usageSuspendedAt: z.string().nullable(),
  /** Enterprise terms were asked for and are not agreed yet (the current tier, if any, runs meanwhile). */
  enterpriseRequested: z.boolean(),
  /** What the business said when it asked for Enterprise, while the request is open. */
  enterpriseRequest: z
    .object({ expectedChecksPerMonth: z.number().int().optional(), message: z.string().optional() })
    .nullable(),
  /** Enterprise terms agreed with the platform, in place of the tier's prices. */
  customPricing: z
    .object({ monthlyPrice: ZMoney, includedChecks: z.number().int(), overagePrice: ZMoney })
    .nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZPlan = z.object({
  id: z.string(),
  product: z.enum(planProducts),
  name: z.string(),
  description: z.string(),
  subplans: z.array(ZSubplan),
  addons: z.array(ZAddon),
  /** The business's subscription to this plan, if any. */
  subscription: ZSubscription.nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlans = z.object({ items: z.array(ZPlan) });
export type TPlans = z.infer<typeof ZPlans>;

export const ZPlanParams = z.strictObject({ id: z.string().min(1).max(64) });
export const ZSubplanParams = z.strictObject({
  id: z.string().min(1).max(64),
  subId: z.string().min(1).max(64),
});

/** `POST /plans/{id}/subscribe-enterprise`: asks for Enterprise terms; the platform answers. */
export const ZEnterpriseRequest = strictObject({
  expectedChecksPerMonth: number('expected checks per month', { integer: true, min: 1 }).optional(),
  message: optionalText('message', { max: 1000 }),
});
export type TEnterpriseRequest = z.infer<typeof ZEnterpriseRequest>;

/** `POST /subscriptions/business/{id}/enterprise`: platform staff set the agreed terms. */
export const ZEnterpriseTermsRequest = strictObject({
  planId: z.string({ error: 'The plan field is required' }).min(1).max(64),
  monthlyPrice: number('monthly price', { integer: true, min: 0 }),
  includedChecks: number('included checks', { integer: true, min: 0 }),
  overagePrice: number('overage price', { integer: true, min: 0 }),
});
export type TEnterpriseTermsRequest = z.infer<typeof ZEnterpriseTermsRequest>;

/** `POST /addons/{id}/enable-by-admin` and `/disable-by-admin`. */
export const ZAdminAddonRequest = strictObject({
  businessId: z.string({ error: 'The business field is required' }).min(1).max(64),
});
export type TAdminAddonRequest = z.infer<typeof ZAdminAddonRequest>;

/** `GET /subscriptions/business/{id}/cost-pricing`: what each subscription costs this business. */
export const ZCostPricing = z.object({
  items: z.array(
    z.object({
      planId: z.string(),
      product: z.enum(planProducts),
      subplanName: z.string(),
      status: z.enum(subscriptionStatuses),
      monthlyPrice: ZMoney.nullable(),
      includedChecks: z.number().int().nullable(),
      overagePrice: ZMoney.nullable(),
      addons: z.array(z.object({ id: z.string(), name: z.string(), monthlyPrice: ZMoney })),
    }),
  ),
});
export type TCostPricing = z.infer<typeof ZCostPricing>;

/** `POST /plans/businesses/{id}/re-activate-usage {planType}`: the product whose checks run again. */
export const ZReactivateUsageRequest = strictObject({
  planType: z.enum(planProducts, {
    error: `The plan type field should be one of ${planProducts.join(', ')}`,
  }),
});
export type TReactivateUsageRequest = z.infer<typeof ZReactivateUsageRequest>;
