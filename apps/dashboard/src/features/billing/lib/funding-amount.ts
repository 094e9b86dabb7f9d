/**
 * The Fund wallet amount (spec/platform.md §3 Wallet funding, §9): typed in major units of the business's
 * currency, sent in minor units, within the server's bounds (FUNDING_MIN, FUNDING_MAX from the client, so
 * the form and the server can never disagree on them).
 */
import { FUNDING_MAX, FUNDING_MIN, ruleMessages } from '@verity/client';
import { formatMoney } from '../../../lib/format';
import { parseMajorUnits } from '../../../lib/parse-amount';

export type FundingAmountCheck = { amount: number } | { error: string };

export function checkFundingAmount(text: string, currency: string): FundingAmountCheck {
  if (text.trim() === '') return { error: ruleMessages.required('amount') };
  const amount = parseMajorUnits(text);
  if (amount === null) return { error: 'The amount field should be an amount such as 5,000.00' };
  if (amount < FUNDING_MIN)
    return { error: `The amount field should be at least ${formatMoney({ amount: FUNDING_MIN, currency })}` };
  if (amount > FUNDING_MAX)
    return {
      error: `The amount field should not be more than ${formatMoney({ amount: FUNDING_MAX, currency })}`,
    };
  return { amount };
}
