/**
 * The Fund wallet amount: typed in major units of the business's currency, sent in minor units, within the
 * server's bounds (FUNDING_MIN, FUNDING_MAX from the client, so the form and the server can never disagree on
 * them). A card payment and a bank transfer share them.
 */
import {
  FUNDING_MAX,
  FUNDING_MIN,
  type TBankTransferRequest,
  type TFundWalletRequest,
  ZBankTransferRequest,
  ZFundWalletRequest,
} from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import { formatMoney } from '../../../lib/format';
import { type AmountCheck, checkAmountField } from './amount-field';

export type FundingAmountCheck = AmountCheck;

export function checkFundingAmount(text: string, currency: string): FundingAmountCheck {
  const check = checkAmountField(text, 'amount', { allowZero: true });
  if ('error' in check) return check;
  const { amount } = check;
  if (amount < FUNDING_MIN)
    return { error: `The amount field should be at least ${formatMoney({ amount: FUNDING_MIN, currency })}` };
  if (amount > FUNDING_MAX)
    return {
      error: `The amount field should not be more than ${formatMoney({ amount: FUNDING_MAX, currency })}`,
    };
  return { amount };
}

export interface CardFundingDraft {
  amount: string;
  /** '' until a card is chosen: then the default card (`fallbackCardId`) is charged. */
  cardId: string;
}

/** Fund wallet by card: the amount checked here, then the call's own schema (ZFundWalletRequest). */
export const cardFundingSchema = (currency: string, fallbackCardId: string) =>
  draftSchema<CardFundingDraft, TFundWalletRequest>((draft) => {
    const check = checkFundingAmount(draft.amount, currency);
    if ('error' in check) return { errors: { amount: check.error } };
    const cardId = draft.cardId || fallbackCardId;
    return { request: { paymentMode: 'card', amount: check.amount, ...(cardId ? { cardId } : {}) } };
  }, ZFundWalletRequest);

/** Fund wallet by bank transfer: the field is named as the call names it, so the server's words land on it. */
export interface BankTransferDraft {
  amountVATInclusive: string;
}

/** The amount checked here, then the call's own schema (ZBankTransferRequest). */
export const bankTransferSchema = (currency: string) =>
  draftSchema<BankTransferDraft, TBankTransferRequest>((draft) => {
    const check = checkFundingAmount(draft.amountVATInclusive, currency);
    return 'error' in check
      ? { errors: { amountVATInclusive: check.error } }
      : { request: { amountVATInclusive: check.amount } };
  }, ZBankTransferRequest);
