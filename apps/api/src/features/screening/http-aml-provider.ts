/**
 * The live screening adapter, on the same upstream as identity lookups (IDENTITY_PROVIDER_URL):
 *   POST {url}/screen  Authorization: Bearer {key}
 *   { fullName, dateOfBirth, nationality, country } → 200 { lists: string[], matches: AmlMatch[] }
 * Anything else — a network error, a timeout, a non-2xx, another shape — is "unavailable".
 */
import { ZAmlMatch } from '@verity/client';
import { z } from 'zod';
import { UpstreamAdapter } from '../verification-kit/post-upstream.js';
import type { AmlAnswer, AmlProvider, AmlSubject } from './aml-provider.js';

const ZUpstreamAnswer = z.object({ lists: z.array(z.string()), matches: z.array(ZAmlMatch) });

export class HttpAmlProvider extends UpstreamAdapter implements AmlProvider {
  constructor(baseUrl: string, apiKey: string, timeoutMs?: number) {
    super(baseUrl, apiKey, 'The screening service', timeoutMs);
  }

  screen(subject: AmlSubject, signal?: AbortSignal): Promise<AmlAnswer> {
    return this.post('/screen', subject, ZUpstreamAnswer, signal);
  }
}
