/**
 * Money typed by a person, in major units ('5,000', '5000.50', '₦5,000.00'), read into the minor units the
 * API takes: the inverse of `formatMinorUnits`. String arithmetic, so 0.1 + 0.2 never turns a kobo into
 * 0.30000000000000004.
 */

const AMOUNT = /^(\d+)(?:\.(\d{0,2}))?$/;

/** '5,000.50' -> 500050. Null for anything that is not a non-negative amount with at most two decimals. */
export function parseMajorUnits(text: string): number | null {
  const cleaned = text.trim().replace(/^[₦$]/, '').replace(/[,\s]/g, '');
  const match = AMOUNT.exec(cleaned);
  if (!match?.[1]) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
