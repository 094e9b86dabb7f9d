/**
 * Credit report: individual and business reports for Nigeria and Kenya and a UK consumer report, on the
 * identity service, with history, detail, export, a PDF report and an overview. Declared once; see
 * modules/kit/module-declaration.ts.
 *
 * Credit reports have no scoped permission of their own; beneath a business (platform admin)
 * and an organization they take the identity gates, as risk intelligence and adverse media do.
 */
import type { ModuleDeclaration } from '../kit/module-declaration.js';

const base = '/verifications/identity/credit-report';

export const creditReportModule = {
  key: 'credit-report',
  name: 'Credit Report',
  dashboardPath: '/credit-report',
  service: 'identity',
  gates: {
    business: 'credit:view',
    businessAdmin: 'admin:business:identity:view',
    organization: 'organization:identity:view',
  },
  auditResource: 'credit-report',
  checks: {
    ngIndividual: {
      path: `${base}/ng/individual`,
      type: 'individualCreditReport',
      country: 'ng',
      label: 'Individual credit report',
    },
    ngBusiness: {
      path: `${base}/ng/business`,
      type: 'businessCreditReport',
      country: 'ng',
      label: 'Business credit report',
    },
    keIndividual: {
      path: `${base}/ke/individual`,
      type: 'keIndividualCreditReport',
      country: 'ke',
      label: 'Individual credit report (Kenya)',
    },
    keBusiness: {
      path: `${base}/ke/business`,
      type: 'keCreditReport',
      country: 'ke',
      label: 'Business credit report (Kenya)',
    },
    gbIndividual: {
      path: `${base}/gb/individual`,
      type: 'gbCreditReport',
      country: 'gb',
      label: 'Consumer credit report (UK)',
    },
  },
  reads: {
    analysis: { path: `${base}/overview/analysis` },
    metrics: { path: `${base}/overview/metrics` },
  },
  history: `${base}/history`,
  detail: `${base}/:id`,
  exportCsv: `${base}/history/export/csv`,
  report: { path: `${base}/:id/pdf`, file: `${base}/:id/report.pdf` },
  sandbox: {
    found: { check: 'ngIndividual', body: { bvn: '11111111111', isConsent: true } },
    notFound: { check: 'ngIndividual', body: { bvn: '12345670000', isConsent: true } },
    unavailable: { check: 'ngIndividual', body: { bvn: '12345679999', isConsent: true } },
  },
} as const satisfies ModuleDeclaration;

export type CreditReportCheckName = keyof typeof creditReportModule.checks;

export function creditReportTypeLabel(type: string): string {
  return Object.values(creditReportModule.checks).find((check) => check.type === type)?.label ?? '';
}
