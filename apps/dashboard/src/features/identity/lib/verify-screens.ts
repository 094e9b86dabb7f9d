/**
 * The verify screens and what each country's form needs beyond the number rule: which bank list a
 * bank-account check reads, and which numbers are digits only (typed through the `tel` cleaner so stray
 * spaces and letters never reach the field).
 */
import type { IdentityCountry } from '@verity/client';

export type VerifyCountry = Exclude<IdentityCountry, 'global'>;
export const verifyCountries: readonly VerifyCountry[] = ['ng', 'gh', 'ke', 'za'];

export const countryNames: Readonly<Record<IdentityCountry, string>> = {
  ng: 'Nigeria',
  gh: 'Ghana',
  ke: 'Kenya',
  za: 'South Africa',
  global: 'Global',
};

export interface VerifyScreen {
  label: string;
  href: string;
}

/** The 'Verify' menu of the history page: one screen per country, then global. */
export const verifyScreens: readonly VerifyScreen[] = [
  ...verifyCountries.map((country) => ({ label: countryNames[country], href: `/${country}/verify` })),
  { label: 'Global', href: '/global/verify' },
];

/** /gdc/{country_code}/verify: the code names one of the four countries (any case); else null (404). */
export function gdcCountry(code: string | undefined): VerifyCountry | null {
  const lower = code?.toLowerCase();
  return verifyCountries.find((country) => country === lower) ?? null;
}

export type BankList = 'ng' | 'ng-premium' | 'ke';

/** The bank list of a bank-account check; null where there is none (South Africa takes a branch code). */
export function bankListFor(country: VerifyCountry, type: string): BankList | null {
  if (country === 'ng' && type === 'bav') return 'ng';
  if (country === 'ng' && type === 'premium-bav') return 'ng-premium';
  if (country === 'ke' && type === 'bav') return 'ke';
  return null;
}

/** South African bank accounts are checked against a 6-digit branch code, typed rather than picked. */
export function needsBranchCode(country: VerifyCountry, type: string): boolean {
  return country === 'za' && type === 'bav';
}

/** Numbers made of digits alone; the others keep letters (passports, PVC) or a '+' (phones). */
const digitOnlyTypes: Readonly<Record<VerifyCountry, readonly string[]>> = {
  ng: ['bvn', 'nin', 'bav', 'premium-bav'],
  gh: ['new_voter_card'],
  ke: ['id-scrub', 'national-id', 'alien-id', 'bav', 'address', 'employment'],
  za: ['said', 'bav', 'poa'],
};

export function isDigitOnly(country: VerifyCountry, type: string): boolean {
  return digitOnlyTypes[country].includes(type);
}

export function digitOnlyTypeList(): ReadonlyArray<readonly [VerifyCountry, string]> {
  return verifyCountries.flatMap((country) =>
    digitOnlyTypes[country].map((type) => [country, type] as const),
  );
}

/** 'account number' -> 'Account number'; 'vNIN' and 'BVN' stay as they are. */
export function fieldLabelFor(label: string): string {
  const firstWord = label.split(' ')[0] ?? '';
  // Only a plain lower-case word is capitalised: 'vNIN' is spelled that way on purpose.
  return firstWord === firstWord.toLowerCase() ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}
