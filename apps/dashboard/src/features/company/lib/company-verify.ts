/**
 * The verify screen's countries (/business-verification/{country_code?}/verify), the checks each offers
 * (from the module's declaration), and the fields each check's form shows. A check's request schema is
 * the client's (companyCheckSchemas), so the form says what the server would.
 */
import { type CompanyCheckName, companyModule } from '@verity/client';

export const verifyCountries = [
  { code: 'ng', label: 'Nigeria' },
  { code: 'za', label: 'South Africa' },
  { code: 'global', label: 'Other countries' },
] as const;
export type VerifyCountryCode = (typeof verifyCountries)[number]['code'];

export function isVerifyCountry(code: string): code is VerifyCountryCode {
  return verifyCountries.some((country) => country.code === code);
}

export const checksOf = (country: VerifyCountryCode): CompanyCheckName[] =>
  (Object.keys(companyModule.checks) as CompanyCheckName[]).filter(
    (name) => companyModule.checks[name].country === country,
  );

export type CompanyField =
  | 'registrationNumber'
  | 'registeredName'
  | 'premium'
  | 'tin'
  | 'accountNumber'
  | 'branchCode'
  | 'countryCode';

export const fieldsOf: Readonly<Record<CompanyCheckName, readonly CompanyField[]>> = {
  company: ['registrationNumber', 'registeredName', 'premium'],
  companyBasic: ['registrationNumber', 'registeredName'],
  tin: ['tin'],
  businessAddress: ['registrationNumber'],
  businessAccount: ['registrationNumber', 'accountNumber', 'branchCode'],
  advanceCheck: ['countryCode', 'registrationNumber', 'registeredName'],
};

export const checkTabLabels: Readonly<Record<CompanyCheckName, string>> = {
  company: 'Company',
  companyBasic: 'Company (basic)',
  tin: 'Tax ID (TIN)',
  businessAddress: 'Business address',
  businessAccount: 'Business bank account',
  advanceCheck: 'Advanced company check',
};

export const fieldHints: Partial<Record<CompanyField, string>> = {
  registrationNumber: 'As on the certificate, e.g. RC1234567 or 2015/123456/07',
  tin: '10 digits, or the older 12345678-0001',
  premium: 'Adds the persons with significant control',
};

/** The form's starting values: only the fields this check takes (its schema is strict). */
export function emptyCompanyForm(name: CompanyCheckName): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = { isConsent: false };
  for (const field of fieldsOf[name])
    values[field] = field === 'premium' ? false : field === 'countryCode' ? 'ng' : '';
  return values;
}

/** Leaves out optional text left blank, so the registry is not asked to match an empty name. */
export function companyRequestBody(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  );
}
