/**
 * What the business-admin and organization sidebars' header shows: a logo (the default one when null), the
 * company or organization name, the registration number or else the contact person's email, and for a
 * business its country.
 */
import type { TBusinessProfile, TOrganizationProfile } from '@verity/client';

export interface ScopeHeaderProfile {
  name: string;
  logo: string | null;
  /** The registration number, else the contact email; null when there is neither. */
  detail: string | null;
  /** ISO 3166 alpha-2; null for an organization, whose sidebar shows no flag. */
  countryCode: string | null;
}

/** Blank values count as missing: an empty registration number must not hide the email. */
const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function detailLine(
  registrationNumber: string | null | undefined,
  email: string | null | undefined,
): string | null {
  return filled(registrationNumber) ?? filled(email);
}

export function businessHeader(profile: TBusinessProfile): ScopeHeaderProfile {
  return {
    name: profile.information.companyName,
    logo: filled(profile.information.logo),
    detail: detailLine(profile.information.registrationNumber, profile.contactInformation.person.email),
    countryCode: filled(profile.countryCode),
  };
}

export function organizationHeader(profile: TOrganizationProfile): ScopeHeaderProfile {
  return {
    name: profile.name,
    logo: filled(profile.logo),
    detail: detailLine(profile.registrationNumber, profile.email),
    countryCode: null,
  };
}

/** Regional indicator symbol A (U+1F1E6); a flag is the indicators of a country code's two letters. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'NG' -> '🇳🇬'; '' for anything that is not two ASCII letters, so no stray symbols show. */
export function flagEmoji(countryCode: string | null | undefined): string {
  const code = countryCode?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(
    ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0)),
  );
}
