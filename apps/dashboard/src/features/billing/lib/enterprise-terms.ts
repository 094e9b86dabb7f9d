/**
 * Set Enterprise terms (`POST /subscriptions/business/{id}/enterprise`): platform staff type the agreed
 * monthly price and price per extra check in major units of the business's currency and the included checks
 * as a whole number, with or without thousand separators; the request carries minor units. The server checks
 * again and its words win.
 */
import {
  ruleMessages,
  type TEnterpriseTermsRequest,
  type TPlan,
  ZEnterpriseTermsRequest,
} from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import { formatMinorUnits } from '../../../lib/format';
import { checkAmountField, type FormCheck } from './amount-field';

export interface EnterpriseTermsDraft {
  planId: string;
  monthlyPrice: string;
  includedChecks: string;
  overagePrice: string;
}

export type EnterpriseTermsField = keyof EnterpriseTermsDraft;

export const MONTHLY_PRICE_FIELD = 'monthly price';
export const INCLUDED_CHECKS_FIELD = 'included checks';
export const OVERAGE_PRICE_FIELD = 'price per extra check';
export const PRODUCT_FIELD = 'product';

/** The fields for a plan: its agreed terms when it has them (to change them), else empty. */
export function enterpriseTermsDraft(
  plan: Pick<TPlan, 'id' | 'subscription'> | undefined,
): EnterpriseTermsDraft {
  const terms = plan?.subscription?.customPricing;
  return {
    planId: plan?.id ?? '',
    monthlyPrice: terms ? formatMinorUnits(terms.monthlyPrice.amount) : '',
    includedChecks: terms ? String(terms.includedChecks) : '',
    overagePrice: terms ? formatMinorUnits(terms.overagePrice.amount) : '',
  };
}

type ChecksCheck = { checks: number } | { error: string };

/** '20,000' → 20000: required, digits only (separators aside). */
function checkIncludedChecks(text: string): ChecksCheck {
  const typed = text.replaceAll(',', '').replace(/\s/g, '');
  if (typed === '') return { error: ruleMessages.required(INCLUDED_CHECKS_FIELD) };
  if (!/^\d+$/.test(typed)) return { error: ruleMessages.numeric(INCLUDED_CHECKS_FIELD) };
  const checks = Number(typed);
  if (!Number.isSafeInteger(checks)) return { error: ruleMessages.numeric(INCLUDED_CHECKS_FIELD) };
  return { checks };
}

/** The request to send, or a message per field. Zero is a price: the platform may waive one. */
export function checkEnterpriseTerms(
  draft: EnterpriseTermsDraft,
): FormCheck<TEnterpriseTermsRequest, EnterpriseTermsField> {
  const monthly = checkAmountField(draft.monthlyPrice, MONTHLY_PRICE_FIELD, { allowZero: true });
  const included = checkIncludedChecks(draft.includedChecks);
  const overage = checkAmountField(draft.overagePrice, OVERAGE_PRICE_FIELD, { allowZero: true });
  const errors: Partial<Record<EnterpriseTermsField, string>> = {};
  if (draft.planId === '') errors.planId = ruleMessages.required(PRODUCT_FIELD);
  if ('error' in monthly) errors.monthlyPrice = monthly.error;
  if ('error' in included) errors.includedChecks = included.error;
  if ('error' in overage) errors.overagePrice = overage.error;
  if ('error' in monthly || 'error' in included || 'error' in overage || errors.planId) return { errors };
  return {
    request: {
      planId: draft.planId,
      monthlyPrice: monthly.amount,
      includedChecks: included.checks,
      overagePrice: overage.amount,
    },
  };
}

/** What setting the terms does to the plan's subscription, said in the dialog. */
export function enterpriseTermsEffect(plan: Pick<TPlan, 'name' | 'subplans' | 'subscription'>): string {
  const subscription = plan.subscription;
  if (subscription?.customPricing)
    return `These terms replace the current ${plan.name} Enterprise terms at once.`;
  const tier =
    subscription && subscription.status !== 'enterprise_requested'
      ? plan.subplans.find((subplan) => subplan.id === subscription.subplanId)
      : undefined;
  return tier
    ? `${plan.name} moves from ${tier.name} to Enterprise at once, on these terms.`
    : `${plan.name} Enterprise starts at once, on these terms.`;
}

/** The business's currency, as its plans are priced: the prices the dialog asks for are in it. */
export function plansCurrency(plans: readonly Pick<TPlan, 'subplans' | 'addons'>[]): string | undefined {
  for (const plan of plans) {
    const priced =
      plan.subplans.find((subplan) => subplan.monthlyPrice)?.monthlyPrice ?? plan.addons[0]?.monthlyPrice;
    if (priced) return priced.currency;
  }
  return undefined;
}

/** The dialog's schema: checkEnterpriseTerms, then the call's own (ZEnterpriseTermsRequest). */
export const enterpriseTermsSchema = draftSchema(checkEnterpriseTerms, ZEnterpriseTermsRequest);
