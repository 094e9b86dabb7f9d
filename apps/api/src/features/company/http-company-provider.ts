/**
 * The live adapter: the same upstream contract as identity lookups (ours to define; an adapter per vendor
 * translates to it), on the registry aggregator at IDENTITY_PROVIDER_URL with IDENTITY_PROVIDER_KEY:
 *   POST /companies/lookup        { country, kind, number }                      → CompanyLookupAnswer
 *   POST /companies/bank-account  { registrationNumber, accountNumber, branchCode } → CompanyLookupAnswer
 *   POST /companies/search        { name, country? }                              → { items }
 * Anything else (network error, timeout, non-2xx, another shape) is "unavailable" and charges nothing.
 */
import { ZCompanyProfile, ZCompanySearchResult } from '@verity/client';
import { z } from 'zod';
import { UpstreamAdapter } from '../verification-kit/post-upstream.js';
import type {
  BusinessAccountLookup,
  CompanyLookup,
  CompanyLookupAnswer,
  CompanyProvider,
} from './company-provider.js';

const ZLookupAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), company: ZCompanyProfile }),
  z.object({ status: z.literal('not_found') }),
]);

export class HttpCompanyProvider extends UpstreamAdapter implements CompanyProvider {
  constructor(baseUrl: string, apiKey: string, timeoutMs?: number) {
    super(baseUrl, apiKey, 'The company registry', timeoutMs);
  }

  lookup(query: CompanyLookup): Promise<CompanyLookupAnswer> {
    return this.post('/companies/lookup', query, ZLookupAnswer);
  }

  verifyBusinessAccount(query: BusinessAccountLookup): Promise<CompanyLookupAnswer> {
    return this.post('/companies/bank-account', query, ZLookupAnswer);
  }

  search(query: { name: string; country?: string | undefined }) {
    return this.post('/companies/search', query, ZCompanySearchResult);
  }
}
