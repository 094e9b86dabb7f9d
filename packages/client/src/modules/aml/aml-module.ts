/**
 * Sanction and PEP screening as a kit declaration, on the aml service: a name (person or company), a person
 * an identity check found, a crypto wallet, the advanced person or business check, and the domestic PEP
 * check; their history (one for every kind, filtered by type), a check's detail and the CSV export at every
 * scope. It keeps its own records (`aml_checks`: the subject, the hits with their reasons and the officer's
 * decisions), so its checks are plain routes; the watchlist and the decisions on hits are a table beside it
 * (aml-routes.ts). See modules/kit/module-declaration.ts for who reads a declaration.
 */
import type { ModuleDeclaration, ModuleRoute } from '../kit/module-declaration.js';

const checks = '/verifications/advanced/aml-checks';

export const amlModule = {
  key: 'aml',
  name: 'Sanction & PEP Screening',
  dashboardPath: '/sanction-pep-screening',
  service: 'aml',
  gates: {
    business: 'aml:view',
    businessAdmin: 'admin:business:aml:view',
    organization: 'organization:aml:view',
  },
  auditResource: 'aml-check',
  checks: {
    name: { path: '/verifications/aml-checks' },
    identity: { path: '/verifications/identity/aml-checks' },
    crypto: { path: '/verifications/crypto/aml-checks' },
    advanced: { path: '/verifications/advanced/:type/aml-checks' },
    domesticPep: { path: '/advanced/domestic-pep' },
  },
  reads: {},
  history: checks,
  detail: `${checks}/:id`,
  exportCsv: `${checks}/export/csv`,
  sandbox: {
    found: {
      check: 'name',
      body: { entityType: 'individual', name: 'Sandbox Sanctioned' },
      status: 'potential_match',
    },
    notFound: {
      check: 'name',
      body: { entityType: 'individual', name: 'Temperance Halloway' },
      status: 'clear',
    },
    unavailable: { check: 'name', body: { entityType: 'individual', name: 'Sandbox Unavailable' } },
  },
} as const satisfies ModuleDeclaration<ModuleRoute>;

export type AmlCheckName = keyof typeof amlModule.checks;

/**
 * The record's type code of each kind of check (the advanced check stores its path's type), and how a
 * person reads it.
 */
export const amlCheckTypeLabels = {
  name: 'Name',
  identity: 'Identity',
  crypto: 'Crypto wallet',
  individual: 'Individual (advanced)',
  business: 'Business (advanced)',
  domestic_pep: 'Domestic PEP',
} as const;
export type AmlCheckType = keyof typeof amlCheckTypeLabels;
export const amlCheckTypes = Object.keys(amlCheckTypeLabels) as [AmlCheckType, ...AmlCheckType[]];

/** A check's outcome: nothing listed resembles the subject, a hit awaits review, or a hit was confirmed. */
export const amlCheckStatuses = ['clear', 'potential_match', 'confirmed_match', 'failed'] as const;
export type AmlCheckStatus = (typeof amlCheckStatuses)[number];
