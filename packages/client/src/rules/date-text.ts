/**
 * Dates as people read them ('DD MMMM YYYY'): one wording for the dashboard and the documents the server
 * writes (the service agreement). Read in UTC: the lists' date filters are UTC calendar days, so a row shows
 * the day the filter matched it on.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-03-05T23:10:00Z' (or the Date) -> '05 March 2026'; '' for an unreadable value. */
export function formatLongDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
