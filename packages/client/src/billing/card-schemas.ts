/**
 * Cards, added through the Add Card dialog (`POST /payment-methods/cards/initiate-card-add`). A card is set
 * up with the card provider (Stripe) from the browser; the server learns of it from the provider's webhook
 * and lists it.
 */
import { z } from 'zod';
import { optionalText, strictObject } from '../rules/validation.js';

/** The Card Label's longest form: the name on the card, as people tell their cards apart. */
export const CARD_LABEL_MAX = 60;

/** Payment initiation request: both optional; an NGN business must name the card (checked by the server). */
export const ZInitiateCardAddRequest = strictObject({
  setAsDefault: z.boolean({ error: 'The setAsDefault field should be true or false' }).optional(),
  cardLabel: optionalText('card label', { max: CARD_LABEL_MAX }),
});
export type TInitiateCardAddRequest = z.infer<typeof ZInitiateCardAddRequest>;

/** Payment initiation response: what Stripe.js needs to confirm the card's set-up in the browser. */
export const ZCardAddInitiation = z.object({
  stripePublicKey: z.string(),
  clientSecretKey: z.string(),
  currency: z.string(),
});
export type TCardAddInitiation = z.infer<typeof ZCardAddInitiation>;

export const ZPaymentCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cardLabel: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TPaymentCard = z.infer<typeof ZPaymentCard>;

export const ZPaymentMethods = z.object({ items: z.array(ZPaymentCard) });
export type TPaymentMethods = z.infer<typeof ZPaymentMethods>;

export const ZCardParams = z.strictObject({ id: z.string().min(1).max(64) });
