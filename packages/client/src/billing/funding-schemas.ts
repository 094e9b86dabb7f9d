/**
 * Funding a wallet (paymentMode, amount, gateway; `POST /wallets/funding/initiate`). A card payment is a
 * Stripe PaymentIntent on a saved card: it succeeds at once, fails with the provider's message, or needs the
 * payer's bank (3-D Secure), which the browser completes with Stripe.js before asking the server to verify
 * it.
 */
import { z } from 'zod';
import { number, oneOf, requiredText, strictObject } from '../rules/validation.js';
import { ZBillingTransaction } from './transaction-schemas.js';

/** The smallest and largest card funding, in minor units (₦1,000.00 / $10.00 up to 100,000,000.00). */
export const FUNDING_MIN = 1_000_00;
export const FUNDING_MAX = 100_000_000_00;

export const ZFundWalletRequest = strictObject({
  paymentMode: oneOf('payment mode', ['card'] as const),
  gateway: oneOf('gateway', ['stripe'] as const).default('stripe'),
  /** Minor units of the business's currency. */
  amount: number('amount', { integer: true })
    .min(FUNDING_MIN, { error: 'The amount field should be at least 1,000.00' })
    .max(FUNDING_MAX, { error: 'The amount field should not be more than 100,000,000.00' }),
  /** The saved card to charge; the default card when left out. */
  cardId: z.string().max(64).optional(),
});
export type TFundWalletRequest = z.input<typeof ZFundWalletRequest>;

export const ZFundingInitiation = z.object({
  transaction: ZBillingTransaction,
  /** Set while the payer's bank must confirm (3-D Secure): pass it to Stripe.js `confirmCardPayment`. */
  clientSecretKey: z.string().nullable(),
  stripePublicKey: z.string(),
});
export type TFundingInitiation = z.infer<typeof ZFundingInitiation>;

/** `POST /wallets/funding/transfer`: from the business's wallet to one of its organizations'. */
export const ZWalletTransferRequest = strictObject({
  amount: number('amount', { integer: true, min: 1 }),
  organizationId: z.string({ error: 'The organization field is required' }).min(1).max(64),
});
export type TWalletTransferRequest = z.infer<typeof ZWalletTransferRequest>;

/** `POST /balances/adjust/businesses/{id}`: a platform correction, with its reason (audited). */
export const ZBalanceAdjustRequest = strictObject({
  /** Minor units: positive adds to the wallet, negative takes from it. */
  amount: number('amount', { integer: true }).refine((value) => value !== 0, {
    error: 'The amount field should not be 0',
  }),
  reason: requiredText('reason', { max: 500 }),
});
export type TBalanceAdjustRequest = z.infer<typeof ZBalanceAdjustRequest>;
