/** Country names for ISO codes, from the browser's own data (no table shipped). */
let regionNames: Intl.DisplayNames | undefined;

/** 'NG' -> 'Nigeria'; the code itself when the browser cannot name it; '—' for none. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '—';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
