/**
 * Funding by bank transfer and its reconciliation
 * (`POST /wallets/funding/business/{id}/initiate-bank-transfer {amountVATInclusive}`,
 * `POST /transactions/{id}/reconcile {amount}`, `GET /transactions/reconciliations` and `/filter`).
 * The business says what it will send and gets a reference to quote; the transfer stays pending until
 * platform staff match the money that arrived, which then (and only then) reaches the wallet.
 */
import { z } from 'zod';
import { number, strictObject } from '../rules/validation.js';
import { ZMoney } from '../schemas/common.js';
import { FUNDING_MAX, FUNDING_MIN } from './funding-schemas.js';
import { ZBillingTransaction, ZTransactionQuery } from './transaction-schemas.js';

export const ZBankTransferRequest = strictObject({
  /** Minor units, VAT included: what the business will send. */
  amountVATInclusive: number('amount', { integer: true })
    .min(FUNDING_MIN, { error: 'The amount field should be at least 1,000.00' })
    .max(FUNDING_MAX, { error: 'The amount field should not be more than 100,000,000.00' }),
});
export type TBankTransferRequest = z.infer<typeof ZBankTransferRequest>;

export const ZBankAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZBankTransferInitiation = z.object({
  transaction: ZBillingTransaction,
  /** Where to send the money; quote the transaction's reference in the transfer's narration. */
  bankAccount: ZBankAccount,
  /** Of the amount, what is VAT and what reaches the wallet, if the full amount arrives. */
  vat: ZMoney,
  walletCredit: ZMoney,
});
export type TBankTransferInitiation = z.infer<typeof ZBankTransferInitiation>;

export const ZReconcileRequest = strictObject({
  /** Minor units: what actually arrived (VAT included); it may differ from what was announced. */
  amount: number('amount', { integer: true, min: 1 }),
});
export type TReconcileRequest = z.infer<typeof ZReconcileRequest>;

/** A bank transfer as platform staff reconcile it: the transaction, whose it is, and who matched it. */
export const ZReconciliation = ZBillingTransaction.extend({
  business: z.object({ id: z.string(), name: z.string() }),
  /** What arrived, once reconciled. */
  amountReceived: ZMoney.nullable(),
  reconciledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  reconciledAt: z.string().nullable(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

/** The billing table's filters plus businessId. */
export const ZReconciliationQuery = ZTransactionQuery.extend({
  businessId: z.string().max(64).optional(),
});
export type TReconciliationQuery = z.input<typeof ZReconciliationQuery>;
