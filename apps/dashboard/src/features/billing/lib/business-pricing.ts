/**
 * A business's own prices (`GET/POST /accounts/businesses/{id}/pricing`, which platform staff update): per
 * check key, the price list's price and this business's, if it has one. Each price is typed in major units;
 * an empty field means the list price. Save sends only the keys whose price changed, each with its amount in
 * minor units, or null to go back to the list price.
 */
import type { TCheckPrice, TSetBusinessPricingRequest } from '@verity/client';
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
