/**
 * The company registry boundary (CAC, JTB, CIPC, BRS, ORC through an aggregator): a deterministic sandbox
 * (sandbox-company-provider.ts, docs/sandbox.md) and the HTTP live adapter (http-company-provider.ts).
 * A provider answers whole records; each check keeps what it sells (company-checks.ts).
 */
import type { CompanyCountry, TCompanyProfile, TCompanySearchResult } from '@verity/client';
import type { ProviderPair } from '../verification-kit/providers.js';

export interface CompanyLookup {
  country: CompanyCountry;
  /** A registry number or (Nigeria) a TIN, normalised by the request schema. */
  kind: 'registration' | 'tin';
  number: string;
}

export type CompanyLookupAnswer = { status: 'found'; company: TCompanyProfile } | { status: 'not_found' };

export interface BusinessAccountLookup {
  registrationNumber: string;
  accountNumber: string;
  branchCode: string;
}

export interface CompanyProvider {
  readonly name: string;
  lookup(query: CompanyLookup): Promise<CompanyLookupAnswer>;
  /** A South African business bank account against the company's registration (AVS-R). */
  verifyBusinessAccount(query: BusinessAccountLookup): Promise<CompanyLookupAnswer>;
  search(query: { name: string; country?: CompanyCountry | undefined }): Promise<TCompanySearchResult>;
}

export type CompanyProviders = ProviderPair<CompanyProvider>;
