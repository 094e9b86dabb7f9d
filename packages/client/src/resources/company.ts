import type { RequestOptions, Transport } from '../core/transport.js';
import { companyModule } from '../modules/company/company-module.js';
import type {
  CompanyCheckRequests,
  TCompanyCheck,
  TCompanyHistoryQuery,
  TCompanySearchQuery,
  TCompanySearchResult,
  TSupportedCountries,
} from '../modules/company/company-schemas.js';
import { ModuleResource } from './module-resource.js';

/** Business verification, on the company service. */
export class CompanyResource extends ModuleResource<
  TCompanyCheck,
  CompanyCheckRequests,
  TCompanyHistoryQuery,
  typeof companyModule
> {
  constructor(t: Transport) {
    super(t, companyModule);
  }

  /** Companies whose name contains `name` (free; nothing is stored). */
  searchCompanies(query: TCompanySearchQuery, options?: RequestOptions) {
    return this.read<TCompanySearchResult>('searchCompanies', query, options);
  }

  /** The countries company checks cover, with the checks each offers. */
  supportedCountries(options?: RequestOptions) {
    return this.read<TSupportedCountries>('supportedCountries', undefined, options);
  }
}
