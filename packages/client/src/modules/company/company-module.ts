/**
 * Business verification: the company service's checks, its free search and country list, and its history,
 * detail, export and PDF report. Declared once; see modules/kit/module-declaration.ts for who reads it.
 */
import type { ModuleDeclaration } from '../kit/module-declaration.js';

export const companyModule = {
  key: 'company',
  name: 'Business Verification',
  dashboardPath: '/business-verification',
  service: 'company',
  gates: {
    business: 'company:view',
    businessAdmin: 'admin:business:company:view',
    organization: 'organization:company:view',
  },
  auditResource: 'company-verification',
  checks: {
    company: { path: '/verifications/ng/company', type: 'company', country: 'ng', label: 'Company' },
    companyBasic: {
      path: '/verifications/ng/company/basic',
      type: 'company_basic',
      country: 'ng',
      label: 'Company (basic)',
    },
    tin: { path: '/verifications/ng/tin', type: 'tin', country: 'ng', label: 'Tax Identification Number' },
    businessAddress: {
      path: '/verifications/za/business-address',
      type: 'business_address',
      country: 'za',
      label: 'Business Address',
    },
    businessAccount: {
      path: '/verifications/za/business-account',
      type: 'business_account',
      country: 'za',
      label: 'Business Bank Account',
    },
    advanceCheck: {
      path: '/verifications/global/company-advance-check',
      type: 'advance_company_check',
      country: 'global',
      label: 'Company',
    },
  },
  reads: {
    searchCompanies: { path: '/verifications/global/search-companies', sandboxQuery: { name: 'Sandbox' } },
    supportedCountries: { path: '/verifications/supported-countries-and-region' },
  },
  history: '/verifications/ng/company',
  detail: '/verifications/ng/company-details/:id',
  exportCsv: '/verifications/ng/company/export/csv',
  report: { path: '/verifications/company/:id/pdf', file: '/verifications/company/:id/report.pdf' },
  sandbox: {
    found: { check: 'company', body: { registrationNumber: 'RC1234567', isConsent: true } },
    notFound: { check: 'company', body: { registrationNumber: 'RC7777777', isConsent: true } },
    unavailable: { check: 'company', body: { registrationNumber: 'RC1239999', isConsent: true } },
  },
} as const satisfies ModuleDeclaration;

export type CompanyCheckName = keyof typeof companyModule.checks;
export type CompanyCheckType = (typeof companyModule.checks)[CompanyCheckName]['type'];

/** The label of a stored type code ('' for an unknown one, as for identity codes). */
export function companyTypeLabel(type: string): string {
  return Object.values(companyModule.checks).find((check) => check.type === type)?.label ?? '';
}
