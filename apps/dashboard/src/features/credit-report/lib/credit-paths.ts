/** Where the credit report screens live, and the module's type codes and check pages. */
import { type CreditReportCheckName, creditReportModule, type HistoryScope } from '@verity/client';
import { scopedPath } from '../../../lib/history-scope';

export const CREDIT_PATH = '/credit-report';

export const creditTypes: readonly string[] = Object.values(creditReportModule.checks).map(
  (check) => check.type,
);
export const creditTypeOptions = Object.values(creditReportModule.checks).map((check) => ({
  value: check.type,
  label: check.label,
}));

export const creditHistoryPath = (scope: HistoryScope) => scopedPath(scope, CREDIT_PATH);
export const creditCheckPath = (scope: HistoryScope, id: string) =>
  `${creditHistoryPath(scope)}/${encodeURIComponent(id)}`;

/** The check pages: each market's page and the checks it offers as tabs. */
export const checkPages = {
  ng: { title: 'Nigerian credit report', checks: ['ngIndividual', 'ngBusiness'] },
  ke: { title: 'Kenyan credit report', checks: ['keIndividual', 'keBusiness'] },
  gb: { title: 'UK consumer credit report', checks: ['gbIndividual'] },
} as const satisfies Record<string, { title: string; checks: readonly CreditReportCheckName[] }>;
export type CheckMarket = keyof typeof checkPages;

export const checkTabLabels: Readonly<Record<CreditReportCheckName, string>> = {
  ngIndividual: 'Individual',
  ngBusiness: 'Business',
  keIndividual: 'Individual',
  keBusiness: 'Business',
  gbIndividual: 'Individual',
};

/** The check's form fields, in order, with their labels. */
export const checkFields: Readonly<Record<CreditReportCheckName, readonly (readonly [string, string])[]>> = {
  ngIndividual: [['bvn', 'BVN']],
  ngBusiness: [['registrationNumber', 'Registration number']],
  keIndividual: [['nationalId', 'National ID number']],
  keBusiness: [['registrationNumber', 'Registration number']],
  gbIndividual: [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['dateOfBirth', 'Date of birth'],
    ['postcode', 'Postcode'],
  ],
};
