/**
 * How the customer-verification screens write money and dates: amounts in minor units shown with two decimals
 * and thousand separators, ₦ for NGN (or NG) else $, dates as 'DD MMMM YYYY'.
 */

import { formatLongDate } from '@verity/client';

export { currencySymbol, formatMinorUnits, formatMoney } from '@verity/client';

/** '2026-03-05T23:10:00Z' -> '05 March 2026' (UTC, as the history's date filters); '' for an unreadable value. */
export function formatDate(iso: string): string {
  return formatLongDate(iso);
}

/** '05 March 2026, 23:10 UTC': the detail page shows the time too. */
export function formatDateTime(iso: string): string {
  const day = formatDate(iso);
  if (!day) return '';
  const date = new Date(iso);
  const hours = String(date.getUTCHours()).padStart(2, '0');
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day}, ${hours}:${minutes} UTC`;
}

/** A similarity from the image comparison as a whole percentage; providers answer 0–1 or 0–100. */
export function formatPercentage(value: number): string {
  const percent = value <= 1 ? value * 100 : value;
  return `${Math.round(Math.min(Math.max(percent, 0), 100) * 10) / 10}%`;
}

/**
 * A calendar day as written on a record ('1965-04-04' -> '04 April 1965'). Anything less exact (a bare
 * year, as watchlists often give) stays as written: parsing '1965' would invent a 1 January.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) || value : value;
}

export { countryName } from './country-name';

/** A count with thousand separators: 12345 → '12,345'. */
export function formatCount(count: number): string {
  return Math.round(count)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
