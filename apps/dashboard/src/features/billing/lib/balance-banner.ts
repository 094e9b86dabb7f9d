/**
 * The wallet-balance banner of /billing. `unitBalance` is the wallet as the next invoice sees it, in minor
 * units: below zero the business has credit to apply, above zero it owes.
 */
import { formatMoney } from '../../../lib/format';

/** The banner's words for a balance, or null when the wallet is square with the invoice (nothing to say). */
export function balanceBannerText(unitBalance: number, currency: string): string | null {
  if (unitBalance < 0)
    return `You have ${formatMoney({ amount: -unitBalance, currency })} available to be applied in your upcoming invoice`;
  if (unitBalance > 0)
    return `You have an outstanding balance of ${formatMoney({ amount: unitBalance, currency })}, which will be included in your upcoming invoice`;
  return null;
}
