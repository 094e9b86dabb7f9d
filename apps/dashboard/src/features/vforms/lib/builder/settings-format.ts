/**
 * Conversions between the form settings the API keeps and what the settings panel's inputs show: dates
 * as the browser's local date and time, country codes as a comma-separated list.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-05T09:30:00.000Z' -> '2026-03-05T10:30' in UTC+1 (a datetime-local input's value). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; '' is null (no date). */
export function fromLocalInput(text: string): string | null {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** 'ng, gh ;KE' -> ['NG', 'GH', 'KE'], each once. */
export function parseCountryCodes(text: string): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

/** The message for a list of codes that are not all two letters, or undefined. */
export function checkCountryCodes(text: string): string | undefined {
  const bad = parseCountryCodes(text).filter((code) => !/^[A-Z]{2}$/.test(code));
  return bad.length === 0 ? undefined : `Use two-letter country codes (${bad.join(', ')} is not one)`;
}

/** The allowed entries box: '' is no cap (null); otherwise a whole number from 1. */
export function checkAllowedEntries(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value)) return 'The allowed entries field should be a whole number';
  if (value < 1) return 'The allowed entries field should be at least 1';
  if (value > 10_000_000) return 'The allowed entries field should not be more than 10000000';
  return undefined;
}
