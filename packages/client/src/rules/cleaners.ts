/** Input cleaners: applied as the user types, and again on the server. */

/** Keeps digits and the dot. */
export function cleanDigit(value: string): string {
  return value.replace(/[^\d.]/g, '');
}

/** Keeps digits only (telephone numbers). */
export function cleanTel(value: string): string {
  return value.replace(/\D/g, '');
}

/** Keeps letters and hyphens, at most 32 characters. */
export function cleanSpecialCharacters(value: string): string {
  return firstChars(value.replace(/[^\p{L}-]/gu, ''), 32);
}

/** Keeps letters, digits, spaces and hyphens, at most 32 characters. */
export function cleanWithNumbers(value: string): string {
  return firstChars(value.replace(/[^\p{L}\d -]/gu, ''), 32);
}

/** The first `n` characters; slicing code units could cut a surrogate pair and leave a malformed string. */
function firstChars(value: string, n: number): string {
  return Array.from(value).slice(0, n).join('');
}

export const cleaners = {
  digit: cleanDigit,
  tel: cleanTel,
  clearSpecialCharacters: cleanSpecialCharacters,
  withNumbers: cleanWithNumbers,
} as const;
export type CleanerName = keyof typeof cleaners;
