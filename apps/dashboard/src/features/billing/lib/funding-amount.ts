/**
 * The Fund wallet amount: typed in major units of the business's currency, sent in minor units, within the
 * server's bounds (FUNDING_MIN, FUNDING_MAX from the client, so the form and the server can never disagree on
 * them). A card payment and a bank transfer share them.
 */
import { FUNDING_MAX, FUNDING_MIN } from '@verity/client';
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
