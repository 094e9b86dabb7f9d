/**
 * A business's own prices (`GET/POST /accounts/businesses/{id}/pricing`, which platform staff update): per
 * check key, the price list's price and this business's, if it has one. Each price is typed in major units;
 * an empty field means the list price. Save sends only the keys whose price changed, each with its amount in
 * minor units, or null to go back to the list price.
 */
import {
  type TCheckPrice,
  type TSetBusinessPricingRequest,
  ZSetBusinessPricingRequest,
} from '@verity/client';
import { z } from 'zod';
import { formatMinorUnits } from '../../../lib/format';
import { parseMajorUnits } from '../../../lib/parse-amount';
import { amountFormatMessage } from './amount-field';

/** What each price field holds, by key: '' is the list price. */
export type PriceDrafts = Readonly<Record<string, string>>;

export const PRICE_FORMAT_MESSAGE = amountFormatMessage('price');

/** The fields as the server's answer fills them. */
export function priceDrafts(items: readonly TCheckPrice[]): PriceDrafts {
  return Object.fromEntries(
    items.map((item) => [item.key, item.businessPrice === null ? '' : formatMinorUnits(item.businessPrice)]),
  );
}

/** A field's price in minor units (null: the list price), or undefined when it is not an amount. */
function priceOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return parseMajorUnits(text) ?? undefined;
}

export type PricingChanges =
  | { request: TSetBusinessPricingRequest | null }
  | { errors: Readonly<Record<string, string>> };

/**
 * The request that saves what was edited: the changed keys only (null when nothing changed), or a message
 * for each field that is not an amount. A key missing from `drafts` is unchanged.
 */
export function pricingChanges(items: readonly TCheckPrice[], drafts: PriceDrafts): PricingChanges {
  const errors: Record<string, string> = {};
  const prices: TSetBusinessPricingRequest['prices'] = [];
  for (const item of items) {
    const text = drafts[item.key];
    if (text === undefined) continue;
    const amount = priceOf(text);
    if (amount === undefined) errors[item.key] = PRICE_FORMAT_MESSAGE;
    else if (amount !== item.businessPrice) prices.push({ key: item.key, amount });
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { request: prices.length > 0 ? { prices } : null };
}

/** The price list's form: each item's field, in the items' order (keys are the server's, not field names). */
export interface PricingForm {
  prices: string[];
}

export const pricingForm = (items: readonly TCheckPrice[]): PricingForm => {
  const drafts = priceDrafts(items);
  return { prices: items.map((item) => drafts[item.key] ?? '') };
};

/** The fields by key, as pricingChanges reads them. */
const draftsOf = (items: readonly TCheckPrice[], form: PricingForm): PriceDrafts =>
  Object.fromEntries(items.map((item, index) => [item.key, form.prices[index] ?? '']));

/** What is left to save: the request, a message per field that is not an amount, or nothing changed. */
export const pricingFormChanges = (items: readonly TCheckPrice[], form: PricingForm): PricingChanges =>
  pricingChanges(items, draftsOf(items, form));

/**
 * The form's schema for zodResolver: pricingChanges (its messages under the fields, `prices.{index}`), then
 * the call's own schema (ZSetBusinessPricingRequest); null when nothing changed.
 */
export const pricingSchema = (
  items: readonly TCheckPrice[],
): z.ZodType<TSetBusinessPricingRequest | null, PricingForm> =>
  z.custom<PricingForm>().transform((form, ctx) => {
    const changes = pricingFormChanges(items, form);
    if ('errors' in changes) {
      items.forEach((item, index) => {
        const message = changes.errors[item.key];
        if (message) ctx.addIssue({ code: 'custom', message, path: ['prices', index] });
      });
      return z.NEVER;
    }
    if (!changes.request) return null;
    const parsed = ZSetBusinessPricingRequest.safeParse(changes.request);
    if (parsed.success) return changes.request;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['prices'] });
    return z.NEVER;
  });
