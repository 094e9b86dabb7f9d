/**
 * Funding by bank transfer (`initiate-bank-transfer {amountVATInclusive}`): the business says what it will
 * send, VAT included; the server answers with the account to send it to, the reference to quote, and how the
 * amount splits into VAT and what reaches the wallet. The transaction stays pending until platform staff
 * match the money that arrived.
 */
import {
  type TBankTransferInitiation,
  type TMoney,
  type TReconcileRequest,
  ZReconcileRequest,
} from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import { formatMoney } from '../../../lib/format';
import { checkAmountField, type FormCheck } from './amount-field';

export const PENDING_UNTIL_MATCHED =
  'The transaction stays Pending until we match your transfer; the wallet is credited then.';

/** One line of the instructions: what it is, what to show, and whether it is worth copying. */
export interface InstructionRow {
  label: string;
  value: string;
  /** Typed into the bank's app: offered with a copy button. */
  copy?: boolean;
  /** Read as a code (monospace). */
  code?: boolean;
}

/** Where to send the money and what to quote. */
export function transferInstructions(initiation: TBankTransferInitiation): InstructionRow[] {
  const { bankAccount, transaction } = initiation;
  return [
    { label: 'Bank', value: bankAccount.bankName },
    { label: 'Account name', value: bankAccount.accountName },
    { label: 'Account number', value: bankAccount.accountNumber, copy: true, code: true },
    { label: 'Reference to quote', value: transaction.transactionReference, copy: true, code: true },
  ];
}

/**
 * The amount to send and how it splits. What reaches the wallet is the server's figure: the dashboard
 * never works out VAT itself.
 */
export function transferBreakdown(initiation: TBankTransferInitiation, sent: TMoney): InstructionRow[] {
  return [
    { label: 'Amount to send', value: formatMoney(sent) },
    { label: 'VAT', value: formatMoney(initiation.vat) },
    { label: 'Credited to your wallet', value: formatMoney(initiation.walletCredit) },
  ];
}

/** Reconcile's amount received (platform staff): required and above zero; sent in minor units. */
export function checkReconcile(draft: { amount: string }): FormCheck<TReconcileRequest, 'amount'> {
  const check = checkAmountField(draft.amount, 'amount received');
  return 'error' in check ? { errors: { amount: check.error } } : { request: { amount: check.amount } };
}

/** Reconcile's schema: checkReconcile, then the call's own (ZReconcileRequest). */
export const reconcileSchema = draftSchema(checkReconcile, ZReconcileRequest);
