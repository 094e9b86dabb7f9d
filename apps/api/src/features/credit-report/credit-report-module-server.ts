/**
 * Credit report on the kit: how each declared check asks the bureau, how a record is presented (a
 * person's number masked as identity masks it; the score's risk wording on every row), its CSV columns
 * and its PDF.
 */
import {
  type CreditReportInputs,
  creditReportModule,
  creditReportRoutes,
  creditReportTypeLabel,
  type TCreditReportCheck,
  type TCreditReportResult,
} from '@verity/client';
import { maskReference } from '../identity/match-details.js';
import { presentRecordBase, type VerificationCheckRow } from '../verification-kit/module-records.js';
import type { ModuleAnswer, ModuleServer } from '../verification-kit/register-module.js';
import type {
  CreditBureauProvider,
  CreditBureauProviders,
  CreditReportAnswer,
} from './credit-bureau-provider.js';
import { creditReportPdf } from './credit-report-pdf.js';

function answerOf(answer: CreditReportAnswer): ModuleAnswer<TCreditReportResult> {
  if (answer.status === 'not_found') return { status: 'not_found', result: null, searchName: null };
  return {
    status: 'found',
    result: { subject: answer.subject, report: answer.report },
    searchName: answer.subject.name.toLowerCase(),
  };
}

export const storedReport = (row: VerificationCheckRow) => row.result as TCreditReportResult | null;

export function presentCreditReport(row: VerificationCheckRow): TCreditReportCheck {
  const result = storedReport(row);
  return {
    ...presentRecordBase(row),
    type: row.type as TCreditReportCheck['type'],
    result,
    riskLevel: result?.report.riskLevel ?? null,
    hasReport: row.status === 'found' && result !== null,
  };
}

export function creditReportModuleServer(
  providers: CreditBureauProviders,
): ModuleServer<
  typeof creditReportRoutes,
  CreditBureauProvider,
  TCreditReportResult,
  TCreditReportCheck,
  CreditReportInputs
> {
  return {
    declaration: creditReportModule,
    routes: creditReportRoutes,
    event: 'credit_report.completed',
    providers,
    checks: {
      ngIndividual: {
        reference: (input) => maskReference(input.bvn),
        ask: async (bureau, input) =>
          answerOf(await bureau.report({ country: 'ng', subject: 'individual', identifier: input.bvn })),
      },
      ngBusiness: {
        reference: (input) => input.registrationNumber,
        ask: async (bureau, input) =>
          answerOf(
            await bureau.report({ country: 'ng', subject: 'business', identifier: input.registrationNumber }),
          ),
      },
      keIndividual: {
        reference: (input) => maskReference(input.nationalId),
        ask: async (bureau, input) =>
          answerOf(
            await bureau.report({ country: 'ke', subject: 'individual', identifier: input.nationalId }),
          ),
      },
      keBusiness: {
        reference: (input) => input.registrationNumber,
        ask: async (bureau, input) =>
          answerOf(
            await bureau.report({ country: 'ke', subject: 'business', identifier: input.registrationNumber }),
          ),
      },
      gbIndividual: {
        reference: (input) => `${input.firstName} ${input.lastName}, ${input.postcode}`,
        ask: async (bureau, { firstName, lastName, dateOfBirth, postcode }) =>
          answerOf(
            await bureau.report({
              country: 'gb',
              subject: 'individual',
              identifier: postcode,
              person: { firstName, lastName, dateOfBirth },
            }),
          ),
      },
    },
    present: presentCreditReport,
    messages: {
      found: 'Credit report retrieved',
      notFound: 'The bureau holds no credit file for this subject',
    },
    typeLabel: creditReportTypeLabel,
    csv: {
      header: ['subject', 'score', 'riskLevel', 'openAccounts', 'totalOutstanding', 'totalOverdue'],
      cells(row) {
        const result = storedReport(row);
        const summary = result?.report.summary;
        return [
          result?.subject.name ?? null,
          result?.report.score ?? null,
          result?.report.riskLevel ?? null,
          summary?.openAccounts ?? null,
          summary ? (summary.totalOutstanding / 100).toFixed(2) : null,
          summary ? (summary.totalOverdue / 100).toFixed(2) : null,
        ];
      },
    },
    report: {
      has: (row) => row.status === 'found' && storedReport(row) !== null,
      pdf: (row) => creditReportPdf(presentCreditReport(row)),
    },
  };
}
