/**
 * Billing transactions: money a business paid or moved, with its lifecycle. A transaction moves wallet money
 * only when it succeeds, as one balanced ledger posting; pending and failed ones move nothing.
 */
import { z } from 'zod';
import { oneOf, optionalText, strictObject } from '../rules/validation.js';
import { ZMoney, ZRequestedBy } from '../schemas/common.js';
import { cursorPaging, isoDate, minorAmountQuery } from '../schemas/history-query.js';

export const transactionStatuses = ['pending', 'requires_action', 'successful', 'failed'] as const;
export type TTransactionStatus = (typeof transactionStatuses)[number];
/** What the money was for; `check`: a live check paid from the wallet. */
export const transactionItemTypes = [
  'wallet_funding',
  'wallet_transfer',
  'subscription',
  'adjustment',
  'credit',
  'check',
] as const;
export type TTransactionItemType = (typeof transactionItemTypes)[number];
export const paymentModes = ['card', 'bank_transfer', 'wallet', 'admin'] as const;
export type TPaymentMode = (typeof paymentModes)[number];
/** From the wallet's side: a credit adds to it, a debit takes from it. */
export const paymentTypes = ['credit', 'debit'] as const;
export type TPaymentType = (typeof paymentTypes)[number];

export const ZBillingTransaction = z.object({
  id: z.string(),
  /** What the payer quotes and support searches by, e.g. VRT-7Q2K9XWM4D. */
  transactionReference: z.string(),
  status: z.enum(transactionStatuses),
  itemType: z.enum(transactionItemTypes),
  paymentMode: z.enum(paymentModes),
  paymentType: z.enum(paymentTypes),
  amount: ZMoney,
  description: z.string(),
  /** The card charged, when a card paid. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The provider's words when it failed ("Your card was declined."). */
  failureReason: z.string().nullable(),
  initiatedBy: ZRequestedBy.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TBillingTransaction = z.infer<typeof ZBillingTransaction>;

/** The billing table's filters; amounts in minor units, dates inclusive. */
export const ZTransactionQuery = strictObject({
  ...cursorPaging,
  status: oneOf('status', transactionStatuses).optional(),
  itemType: oneOf('item type', transactionItemTypes).optional(),
  paymentMode: oneOf('payment mode', paymentModes).optional(),
  paymentType: oneOf('payment type', paymentTypes).optional(),
  initiatedBy: optionalText('initiated by', { max: 64 }),
  transactionReference: optionalText('transaction reference', { max: 64 }),
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
  startAmount: minorAmountQuery('start amount'),
  endAmount: minorAmountQuery('end amount'),
});
export type TTransactionQuery = z.input<typeof ZTransactionQuery>;

export const ZTransactionParams = z.strictObject({ id: z.string().min(1).max(64) });

/** `POST /transactions/verify`: ask the provider now rather than wait for its webhook. */
export const ZVerifyTransactionRequest = strictObject({
  transactionReference: optionalText('transaction reference', { max: 64 }),
  paymentItentOrTransactionId: optionalText('payment intent or transaction id', { max: 255 }),
});
export type TVerifyTransactionRequest = z.infer<typeof ZVerifyTransactionRequest>;
