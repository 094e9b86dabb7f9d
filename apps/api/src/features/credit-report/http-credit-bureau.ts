/**
 * The live adapter, on the registry aggregator (IDENTITY_PROVIDER_URL, IDENTITY_PROVIDER_KEY):
 *   POST /credit-reports  CreditReportRequest → { status: 'found', subject, report } | { status: 'not_found' }
 * Anything else is "unavailable" and charges nothing.
 */
import { ZCreditReportResult } from '@verity/client';
import { z } from 'zod';
import { UpstreamAdapter } from '../verification-kit/post-upstream.js';
import type {
  CreditBureauProvider,
  CreditReportAnswer,
  CreditReportRequest,
} from './credit-bureau-provider.js';

const ZAnswer = z.discriminatedUnion('status', [
  ZCreditReportResult.extend({ status: z.literal('found') }),
  z.object({ status: z.literal('not_found') }),
]);

export class HttpCreditBureau extends UpstreamAdapter implements CreditBureauProvider {
  constructor(baseUrl: string, apiKey: string, timeoutMs?: number) {
    super(baseUrl, apiKey, 'The credit bureau', timeoutMs);
  }

  report(request: CreditReportRequest): Promise<CreditReportAnswer> {
    return this.post('/credit-reports', request, ZAnswer);
  }
}
