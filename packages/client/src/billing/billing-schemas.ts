/**
 * Billing: what a wallet holds, read from the double-entry ledger. Amounts are integers in minor units of
 * their currency.
 */
import { z } from 'zod';
import { ZMoney } from '../schemas/common.js';

export const ZWalletBalance = z.object({
  /**
   * The unitBalance, in minor units, as an invoice sees the account: negative when the wallet holds money
   * (credit to apply to the next invoice), positive when the business owes (it spent into its credit line).
   */
  unitBalance: z.number().int(),
  /** What the wallet holds; below zero only while a credit line is in use. */
  balance: ZMoney,
  /** How far below zero the wallet may go (a credit line the platform issued); 0 when none. */
  creditLimit: ZMoney,
  /** What live checks can spend now: the balance and the credit line left. */
  available: ZMoney,
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

/** A business named in a billing path (platform staff's tools, a business's own bank transfer). */
export const ZBillingBusinessParams = z.strictObject({ businessId: z.string().max(64) });
/** An organization named in a billing path: its wallet and the transfers into it. */
export const ZBillingOrganizationParams = z.strictObject({ organizationId: z.string().max(64) });

/** What Stripe's webhook answers once an event is applied (or was already). */
export const ZStripeWebhookReceipt = z.object({ received: z.boolean() });
export type TStripeWebhookReceipt = z.infer<typeof ZStripeWebhookReceipt>;

export * from './bank-transfer-schemas.js';
export * from './card-schemas.js';
export * from './credit-schemas.js';
export * from './funding-schemas.js';
export * from './invoice-schemas.js';
export * from './money-text.js';
export * from './plan-schemas.js';
export * from './pricing-schemas.js';
export * from './transaction-schemas.js';
