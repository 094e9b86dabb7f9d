/**
 * Customer verification as a kit declaration: its charged routes (one path for every country and type, the
 * special paths, global validation, the facial compare, the sanction and PEP screening of a found person),
 * its free lists, and its history (with the other paths it also answers on), detail and export. It keeps its
 * own records (`identity_checks`: the person, the match of what was supplied, retention), so its checks are
 * plain routes rather than one-type `ModuleCheck`s; the route-access table, the client and the kit's tests
 * read it like any module (see modules/kit/module-declaration.ts).
 *
 * The credit report by BVN is a special identity path and lists in this history (type
 * `individualCreditReport`), but it is paid for under the credit report's permission.
 */
import type { ModuleDeclaration, ModuleRoute } from '../kit/module-declaration.js';

const base = '/verifications/identity';

export const identityModule = {
  key: 'identity',
  name: 'Customer Verification',
  dashboardPath: '/customer-verification',
  service: 'identity',
  gates: {
    business: 'identity:view',
    businessAdmin: 'admin:business:identity:view',
    organization: 'organization:identity:view',
  },
  auditResource: 'identity-verification',
  checks: {
    byType: { path: `${base}/:country/:type` },
    ghanaVoter: { path: `${base}/gh/voter` },
    bankAccount: { path: `${base}/ng/bank-account-number/resolve` },
    premiumBankAccount: { path: `${base}/ng/premium-bav/resolve` },
    creditReportByBvn: { path: `${base}/ng/credit-report/individual`, permission: 'credit:view' },
    globalValidate: { path: `${base}/global/validate` },
    compareImage: { path: `${base}/compare-image` },
    screen: { path: `${base}/:id/aml`, permission: 'aml:view', auditResource: 'identity-aml-screening' },
  },
  reads: {
    globalValidateOptions: { path: `${base}/global/validate/options` },
    ngBanks: { path: `${base}/ng/bank-account-number/bank-list` },
    ngPremiumBanks: { path: `${base}/ng/premium-bav/bank-list` },
    keBanks: { path: `${base}/ke/banks` },
  },
  history: `${base}/history`,
  historyAliases: ['/verifications/identities/history', `${base}/filter`, '/verifications/identities/filter'],
  detail: `${base}/:id`,
  exportCsv: `${base}/history/export/csv`,
  sandbox: {
    found: {
      check: 'byType',
      params: { country: 'ng', type: 'nin' },
      body: { number: '11111111111', isConsent: true },
    },
    notFound: {
      check: 'byType',
      params: { country: 'ng', type: 'nin' },
      body: { number: '00000000000', isConsent: true },
    },
    unavailable: {
      check: 'byType',
      params: { country: 'ng', type: 'nin' },
      body: { number: '12345679999', isConsent: true },
    },
  },
} as const satisfies ModuleDeclaration<ModuleRoute>;

export type IdentityRouteName = keyof typeof identityModule.checks;
