/**
 * The live adapter: asks a configured upstream over HTTP. The upstream's contract (ours to define, since
 * each registry aggregator differs; an adapter per vendor can translate to it):
 *   POST {IDENTITY_PROVIDER_URL}/lookup  Authorization: Bearer {IDENTITY_PROVIDER_KEY}
 *   { country, type, number, bankCode? } → 200 { status: 'found', person } | { status: 'not_found' }
 * Anything else — a network error, a timeout, a 5xx, a body of the wrong shape — is "unavailable".
 */
import { ZIdentityPerson } from '@verity/client';
import { z } from 'zod';
import { UpstreamAdapter } from '../../verification-kit/post-upstream.js';
import type { IdentityLookup, IdentityProvider, ProviderAnswer } from './identity-provider.js';

const ZUpstreamAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), person: ZIdentityPerson }),
  z.object({ status: z.literal('not_found') }),
]);

export class HttpIdentityProvider extends UpstreamAdapter implements IdentityProvider {
  constructor(baseUrl: string, apiKey: string, timeoutMs?: number) {
    super(baseUrl, apiKey, 'The registry', timeoutMs);
  }

  lookup(query: IdentityLookup, signal?: AbortSignal): Promise<ProviderAnswer> {
    return this.post('/lookup', query, ZUpstreamAnswer, signal);
  }
}
