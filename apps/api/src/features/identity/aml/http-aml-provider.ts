/**
 * The live screening adapter, on the same upstream as identity lookups (IDENTITY_PROVIDER_URL):
 *   POST {url}/screen  Authorization: Bearer {key}
 *   { fullName, dateOfBirth, nationality, country } → 200 { lists: string[], matches: AmlMatch[] }
 * Anything else — a network error, a timeout, a non-2xx, another shape — is "unavailable".
 */
import { ZAmlMatch } from '@verity/client';
import { z } from 'zod';
import { postUpstream } from '../../verification-kit/post-upstream.js';
import type { AmlAnswer, AmlProvider, AmlSubject } from './aml-provider.js';

const ZUpstreamAnswer = z.object({ lists: z.array(z.string()), matches: z.array(ZAmlMatch) });

export class HttpAmlProvider implements AmlProvider {
  readonly name = 'http';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 30_000,
  ) {}

  screen(subject: AmlSubject, signal?: AbortSignal): Promise<AmlAnswer> {
    return postUpstream({
      baseUrl: this.baseUrl,
      path: '/screen',
      apiKey: this.apiKey,
      body: subject,
      answer: ZUpstreamAnswer,
      timeoutMs: this.timeoutMs,
      signal,
      what: 'The screening service',
    });
  }
}
