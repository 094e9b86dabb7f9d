/**
 * Credit lines (creditAmount, expiry, amountReceived, disputeAmount; `GET /wallets/business/{id}/credit` and
 * `/filter`, `POST /wallets/credit/business/{id}/issue-credit`, `/extend-expiry`, `/clear-credit`). Platform
 * staff let a business's wallet go below zero, up to the credit amount, until the expiry; clearing it records
 * what the business paid back (and any amount in dispute, written off) and closes the line.
 */
import { z } from 'zod';
import { number, oneOf, strictObject } from '../rules/validation.js';
import { ZMoney, ZRequestedBy } from '../schemas/common.js';
import { cursorPaging, isoDate, minorAmountQuery } from '../schemas/history-query.js';

export const creditStatuses = ['active', 'expired', 'cleared'] as const;
export type TCreditStatus = (typeof creditStatuses)[number];

export const ZCredit = z.object({
  id: z.string(),
  status: z.enum(creditStatuses),
  creditAmount: ZMoney,
  /** How much of the line the wallet has spent now (0 once cleared). */
  used: ZMoney,
  expiry: z.string(),
  amountReceived: ZMoney.nullable(),
  disputeAmount: ZMoney.nullable(),
  issuedBy: ZRequestedBy.nullable(),
  createdAt: z.string(),
  clearedAt: z.string().nullable(),
});
export type TCredit = z.infer<typeof ZCredit>;

export const ZIssueCreditRequest = strictObject({
  creditAmount: number('credit amount', { integer: true, min: 1 }),
  /** The last day the line may be used (inclusive), YYYY-MM-DD, in the future. */
  expiry: isoDate('expiry'),
});
export type TIssueCreditRequest = z.infer<typeof ZIssueCreditRequest>;

export const ZExtendCreditRequest = strictObject({ expiry: isoDate('expiry') });
export type TExtendCreditRequest = z.infer<typeof ZExtendCreditRequest>;

export const ZClearCreditRequest = strictObject({
  /** What the business paid back, in minor units (posted to its wallet). */
  amountReceived: number('amount received', { integer: true, min: 0 }),
  /** What is in dispute and written off, in minor units. */
  disputeAmount: number('dispute amount', { integer: true, min: 0 }).optional(),
});
export type TClearCreditRequest = z.infer<typeof ZClearCreditRequest>;

/** The business credit list's filters. */
export const ZCreditQuery = strictObject({
  ...cursorPaging,
  status: oneOf('status', creditStatuses).optional(),
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
  startAmount: minorAmountQuery('start amount'),
  endAmount: minorAmountQuery('end amount'),
});
export type TCreditQuery = z.input<typeof ZCreditQuery>;
