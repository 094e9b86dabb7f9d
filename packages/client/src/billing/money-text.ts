/**
 * Money as people read it: minor units shown with two decimals and thousand separators, ₦ for NGN (or NG)
 * else $. One wording for the dashboard and the server's messages.
 */
import type { TMoney } from '../schemas/common.js';

/** The currency symbol: ₦ for NGN or NG, otherwise $. */
export function currencySymbol(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === 'NGN' || code === 'NG' ? '₦' : '$';
}

/** 150000 minor units -> '1,500.00'. Integer arithmetic, so no float rounding creeps into the cents. */
export function formatMinorUnits(minor: number): string {
  const negative = minor < 0;
  const cents = Math.round(Math.abs(minor));
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (cents % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** { amount: 150000, currency: 'NGN' } -> '₦1,500.00'; a negative amount puts the sign first. */
export function formatMoney(money: TMoney): string {
  const text = formatMinorUnits(money.amount);
  const symbol = currencySymbol(money.currency);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
