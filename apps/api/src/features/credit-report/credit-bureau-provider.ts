/**
 * The credit bureau boundary (CRC, FirstCentral, Metropol, Experian through an aggregator): a
 * deterministic sandbox (sandbox-credit-bureau.ts, docs/sandbox.md) and the HTTP live adapter.
 */
import type { TCreditReportResult } from '@verity/client';
import type { ProviderPair } from '../verification-kit/providers.js';

export interface CreditReportRequest {
  country: 'ng' | 'ke' | 'gb';
  subject: 'individual' | 'business';
  /** BVN, Kenyan ID, company registration number; for the UK, the postcode. */
  identifier: string;
  /** A UK search names the person. */
  person?: { firstName: string; lastName: string; dateOfBirth: string } | undefined;
}

export type CreditReportAnswer = ({ status: 'found' } & TCreditReportResult) | { status: 'not_found' };

export interface CreditBureauProvider {
  readonly name: string;
  report(request: CreditReportRequest): Promise<CreditReportAnswer>;
}

export type CreditBureauProviders = ProviderPair<CreditBureauProvider>;
