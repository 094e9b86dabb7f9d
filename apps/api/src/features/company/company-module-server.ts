/**
 * Business verification on the kit: how each declared check asks the registry and what of the record it
 * keeps (a basic check stops at the registration, the standard one adds directors, premium and advanced
 * checks add the persons with significant control), how a record is presented, its CSV columns and report.
 */
import {
  type CompanyCheckInputs,
  companyModule,
  companyRoutes,
  companyTypeLabel,
  type TCompanyCheck,
  type TCompanyProfile,
} from '@verity/client';
import { presentRecordBase, type VerificationCheckRow } from '../verification-kit/module-records.js';
import type { ModuleAnswer, ModuleServer } from '../verification-kit/register-module.js';
import type { CompanyLookupAnswer, CompanyProvider, CompanyProviders } from './company-provider.js';
import { companyReportPdf } from './company-report-pdf.js';

type Keep = 'registration' | 'directors' | 'everything';

/** What a check keeps of what the registry answered. */
function answerOf(answer: CompanyLookupAnswer, keep: Keep): ModuleAnswer<TCompanyProfile> {
  if (answer.status === 'not_found') return { status: 'not_found', result: null, searchName: null };
  const company = answer.company;
  const result: TCompanyProfile = {
    ...company,
    directors: keep === 'registration' ? [] : company.directors,
    shareholders: keep === 'everything' ? company.shareholders : [],
  };
  return { status: 'found', result, searchName: company.name.toLowerCase() };
}

export const storedCompany = (row: VerificationCheckRow) => row.result as TCompanyProfile | null;

export function presentCompanyCheck(row: VerificationCheckRow): TCompanyCheck {
  return {
    ...presentRecordBase(row),
    type: row.type as TCompanyCheck['type'],
    result: storedCompany(row),
    hasReport: row.status === 'found',
  };
}

export function companyModuleServer(
  providers: CompanyProviders,
): ModuleServer<typeof companyRoutes, CompanyProvider, TCompanyProfile, TCompanyCheck, CompanyCheckInputs> {
  return {
    declaration: companyModule,
    routes: companyRoutes,
    event: 'company.check.completed',
    providers,
    checks: {
      company: {
        reference: (input) => input.registrationNumber,
        priceKey: (input) => (input.premium ? 'company:ng:company-premium' : 'company:ng:company'),
        ask: async (provider, input) =>
          answerOf(
            await provider.lookup({ country: 'ng', kind: 'registration', number: input.registrationNumber }),
            input.premium ? 'everything' : 'directors',
          ),
      },
      companyBasic: {
        reference: (input) => input.registrationNumber,
        ask: async (provider, input) =>
          answerOf(
            await provider.lookup({ country: 'ng', kind: 'registration', number: input.registrationNumber }),
            'registration',
          ),
      },
      tin: {
        reference: (input) => input.tin,
        ask: async (provider, input) =>
          answerOf(await provider.lookup({ country: 'ng', kind: 'tin', number: input.tin }), 'directors'),
      },
      businessAddress: {
        reference: (input) => input.registrationNumber,
        ask: async (provider, input) =>
          answerOf(
            await provider.lookup({ country: 'za', kind: 'registration', number: input.registrationNumber }),
            'registration',
          ),
      },
      businessAccount: {
        reference: (input) => `${input.registrationNumber} · ****${input.accountNumber.slice(-4)}`,
        ask: async (provider, { registrationNumber, accountNumber, branchCode }) =>
          answerOf(
            await provider.verifyBusinessAccount({ registrationNumber, accountNumber, branchCode }),
            'registration',
          ),
      },
      advanceCheck: {
        reference: (input) => input.registrationNumber,
        ask: async (provider, input) =>
          answerOf(
            await provider.lookup({
              country: input.countryCode,
              kind: 'registration',
              number: input.registrationNumber,
            }),
            'everything',
          ),
      },
    },
    present: presentCompanyCheck,
    messages: { found: 'Verification successful', notFound: 'No company was found for this number' },
    typeLabel: companyTypeLabel,
    csv: {
      header: ['companyName', 'companyStatus', 'registrationNumber', 'entityClass', 'directors'],
      cells(row) {
        const company = storedCompany(row);
        return [
          company?.name ?? null,
          company?.status ?? null,
          company?.registrationNumber ?? null,
          company?.entityClass ?? null,
          company ? company.directors.map((director) => director.name).join('; ') : null,
        ];
      },
    },
    report: {
      has: (row) => row.status === 'found' && storedCompany(row) !== null,
      pdf: (row) => companyReportPdf(presentCompanyCheck(row)),
    },
  };
}
