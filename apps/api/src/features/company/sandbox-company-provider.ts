/**
 * The sandbox registry: never leaves the server, costs nothing, always the same answer for the same input
 * (docs/sandbox.md "Business verification"). A number or TIN ending 9999 is "registry unavailable"; a
 * number not in sandbox-companies.ts is not found.
 */
import type { CompanyCountry, TCompanySearchResult } from '@verity/client';
import { ProviderUnavailableError } from '../verification-kit/providers.js';
import type {
  BusinessAccountLookup,
  CompanyLookup,
  CompanyLookupAnswer,
  CompanyProvider,
} from './company-provider.js';
import { SANDBOX_BUSINESS_ACCOUNT, sandboxCompanies } from './sandbox-companies.js';

const UNAVAILABLE = 'The company registry is unavailable, please try again shortly';
const SEARCH_LIMIT = 20;

function unavailableFor(number: string): void {
  if (number.endsWith('9999')) throw new ProviderUnavailableError(UNAVAILABLE);
}

export class SandboxCompanyProvider implements CompanyProvider {
  readonly name = 'sandbox';

  async lookup(query: CompanyLookup): Promise<CompanyLookupAnswer> {
    unavailableFor(query.number);
    const company = sandboxCompanies.find(
      (candidate) =>
        candidate.country === query.country &&
        (query.kind === 'tin'
          ? candidate.tin === query.number
          : candidate.registrationNumber === query.number),
    );
    return company
      ? { status: 'found', company: { ...company, bankAccount: null } }
      : { status: 'not_found' };
  }

  async verifyBusinessAccount(query: BusinessAccountLookup): Promise<CompanyLookupAnswer> {
    const found = await this.lookup({
      country: 'za',
      kind: 'registration',
      number: query.registrationNumber,
    });
    if (found.status === 'not_found') return found;
    unavailableFor(query.accountNumber);
    const accountFound = !query.accountNumber.endsWith('0000');
    const ours =
      query.accountNumber === SANDBOX_BUSINESS_ACCOUNT.accountNumber &&
      query.branchCode === SANDBOX_BUSINESS_ACCOUNT.branchCode;
    return {
      status: 'found',
      company: {
        ...found.company,
        bankAccount: {
          accountNumber: query.accountNumber,
          branchCode: query.branchCode,
          bankName: ours ? SANDBOX_BUSINESS_ACCOUNT.bankName : null,
          accountFound,
          accountOpen: accountFound,
          registrationNumberMatches: ours,
        },
      },
    };
  }

  async search(query: { name: string; country?: CompanyCountry | undefined }): Promise<TCompanySearchResult> {
    const needle = query.name.toLowerCase();
    return {
      items: sandboxCompanies
        .filter(
          (company) =>
            (!query.country || company.country === query.country) &&
            company.name.toLowerCase().includes(needle),
        )
        .slice(0, SEARCH_LIMIT)
        .map(({ name, registrationNumber, entityClass, country, status }) => ({
          name,
          registrationNumber,
          entityClass,
          country,
          status,
        })),
    };
  }
}
