/**
 * The live adapter: asks a configured upstream over HTTP. The upstream's contract (ours to define, since
 * each registry aggregator differs; an adapter per vendor can translate to it):
 *   POST {IDENTITY_PROVIDER_URL}/lookup  Authorization: Bearer {IDENTITY_PROVIDER_KEY}
 *   { country, type, number, bankCode? } → 200 { status: 'found', person } | { status: 'not_found' }
 * Anything else — a network error, a timeout, a 5xx, a body of the wrong shape — is "unavailable".
 */
import { ZIdentityPerson } from '@verity/client';
import { z } from 'zod';
import {
  type IdentityLookup,
  type IdentityProvider,
  type ProviderAnswer,
  ProviderUnavailableError,
} from './identity-provider.js';

const ZUpstreamAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), person: ZIdentityPerson }),
  z.object({ status: z.literal('not_found') }),
]);

export class HttpIdentityProvider implements IdentityProvider {
  readonly name = 'http';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 30_000,
  ) {}

  async lookup(query: IdentityLookup, signal?: AbortSignal): Promise<ProviderAnswer> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}` },
        body: JSON.stringify(query),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      throw new ProviderUnavailableError();
    }
    if (!response.ok) throw new ProviderUnavailableError();
    const parsed = ZUpstreamAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new ProviderUnavailableError('The registry answered in a form we could not read');
    return parsed.data;
  }
}
