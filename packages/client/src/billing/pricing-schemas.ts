/**
 * Per-business prices (`GET/POST /accounts/businesses/{id}/pricing`): what a business pays for a
 * check in place of the price list, set by platform staff. A price is per check key (`ng:nin`,
 * `aml:identity`, `capture:liveness`...), in minor units of the business's currency.
 */
import { z } from 'zod';
import { number, strictObject } from '../rules/validation.js';

export const ZCheckPrice = z.object({
  key: z.string(),
  /** The price list's price. */
  listPrice: z.number().int(),
  /** This business's price, when it has its own. */
  businessPrice: z.number().int().nullable(),
  currency: z.string(),
});
export type TCheckPrice = z.infer<typeof ZCheckPrice>;

export const ZBusinessPricing = z.object({ items: z.array(ZCheckPrice) });
export type TBusinessPricing = z.infer<typeof ZBusinessPricing>;

export const ZSetBusinessPricingRequest = strictObject({
  /** Each key's own price, or null to go back to the price list. */
  prices: z
    .array(
      strictObject({
        key: z.string({ error: 'The key field is required' }).min(1).max(64),
        amount: number('amount', { integer: true, min: 0 }).nullable(),
      }),
      { error: 'The prices field should be a list' },
    )
    .min(1, { error: 'The prices field should name at least one price' })
    .max(200),
});
export type TSetBusinessPricingRequest = z.infer<typeof ZSetBusinessPricingRequest>;
