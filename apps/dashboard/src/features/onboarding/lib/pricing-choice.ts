/**
 * The subscription-and-pricing step's choices: pay as you go, one tier per product (the server refuses
 * two of one product), or Enterprise through sales. The form keeps the chosen sub-plan ids as the request
 * has them; a product's select replaces that product's tier.
 */
import type {
  TPlan,
  TPricingModel,
  TSubplan,
  TSubscriptionAndPricing,
  TSubscriptionAndPricingRequest,
} from '@verity/client';

export const pricingModelLabels: Readonly<Record<TPricingModel, string>> = {
  pay_as_you_go: 'Pay as you go',
  plan: 'A plan per product',
  enterprise: 'Enterprise',
};

export const pricingModelHints: Readonly<Record<TPricingModel, string>> = {
  pay_as_you_go: 'Pay for each check from your wallet, at the standard price. No monthly fee.',
  plan: 'A monthly price that includes a number of checks, for the products you choose.',
  enterprise: 'Volume pricing and terms agreed with our sales team.',
};

/** The tiers a business can pick here: Enterprise is asked for through sales, not chosen. */
export const selectableTiers = (plan: Pick<TPlan, 'subplans'>): TSubplan[] =>
  plan.subplans.filter((subplan) => !subplan.enterprise);

/** The product's chosen tier among `subplanIds`, or '' for none. */
export function tierOf(subplanIds: readonly string[], plan: Pick<TPlan, 'subplans'>): string {
  return plan.subplans.find((subplan) => subplanIds.includes(subplan.id))?.id ?? '';
}

/** `subplanIds` with `plan`'s tier replaced by `subplanId` ('' removes it), keeping the plans' order. */
export function chooseTier(
  subplanIds: readonly string[],
  plans: readonly Pick<TPlan, 'id' | 'subplans'>[],
  planId: string,
  subplanId: string,
): string[] {
  return plans.flatMap((plan) => {
    const current = tierOf(subplanIds, plan);
    const chosen = plan.id === planId ? subplanId : current;
    return chosen ? [chosen] : [];
  });
}

export interface PricingValues {
  model: TPricingModel;
  subplanIds: string[];
}

/** The form's starting values: what was saved, else pay as you go. */
export function pricingDefaults(saved: TSubscriptionAndPricing | null): PricingValues {
  if (!saved) return { model: 'pay_as_you_go', subplanIds: [] };
  return { model: saved.model, subplanIds: saved.subplans.map((subplan) => subplan.subplanId) };
}

/** What is sent: the tiers only with the plan model (they would mean nothing with the others). */
export function pricingRequest(values: PricingValues): TSubscriptionAndPricingRequest {
  return values.model === 'plan' ? { model: 'plan', subplanIds: values.subplanIds } : { model: values.model };
}

/**
 * The expected checks as typed ('20,000', ' 500 ', ''): a number for the schema, undefined when left
 * empty, NaN when not a whole number (the schema then says it should be a number).
 */
export function expectedChecksInput(value: unknown): number | undefined {
  const typed = String(value ?? '')
    .replaceAll(',', '')
    .trim();
  if (typed === '') return undefined;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}
