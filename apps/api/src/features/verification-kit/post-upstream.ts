/**
 * One JSON call to a live upstream (registry aggregator, screening service), for every live adapter:
 * bearer key (or the scheme the upstream asks for), a timeout, and every way it can go wrong — network
 * error, timeout, non-2xx, a body that is not JSON or not the agreed shape — turned into
 * `ProviderUnavailableError` (a 503; nothing is charged).
 */
import type { z } from 'zod';
import { assertNoOpenTransaction } from '../../db/transaction-guard.js';
import { ProviderUnavailableError } from './providers.js';

export interface UpstreamCall<T> {
  baseUrl: string;
  path: string;
  apiKey: string;
  /** How the key is sent: `Bearer` unless the upstream wants another scheme (yente: `ApiKey`). */
  authScheme?: string | undefined;
  body: unknown;
  answer: z.ZodType<T>;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** What is unavailable, for the message ("The registry", "The screening service"). */
  what: string;
}

export async function postUpstream<T>(call: UpstreamCall<T>): Promise<T> {
  // A registry can take its whole timeout to answer: never while a transaction is held.
  assertNoOpenTransaction(`A call to ${call.what.replace(/^The /, 'the ')}`);
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const unavailable = `${call.what} is unavailable, please try again shortly`;
  let response: Response;
  try {
    response = await fetch(`${call.baseUrl.replace(/\/+$/, '')}${call.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `${call.authScheme ?? 'Bearer'} ${call.apiKey}`,
      },
      body: JSON.stringify(call.body),
      signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
    });
  } catch {
    throw new ProviderUnavailableError(unavailable);
  }
  if (!response.ok) throw new ProviderUnavailableError(unavailable);
  const parsed = call.answer.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ProviderUnavailableError(`${call.what} answered in a form we could not read`);
  return parsed.data;
}

/**
 * A live adapter's base: the upstream's URL and key, what it is called in messages, and a timeout; each
 * adapter adds its calls as one-line `post`s.
 */
export abstract class UpstreamAdapter {
  readonly name = 'http';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly what: string,
    private readonly timeoutMs = 30_000,
  ) {}

  protected post<T>(path: string, body: unknown, answer: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
    return postUpstream({
      baseUrl: this.baseUrl,
      path,
      apiKey: this.apiKey,
      body,
      answer,
      timeoutMs: this.timeoutMs,
      signal,
      what: this.what,
    });
  }
}
