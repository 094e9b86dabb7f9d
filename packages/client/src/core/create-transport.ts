import type { ServiceName } from './services.js';
import { DEFAULT_TIMEOUT_MS, type RetryPolicy, type TokenProvider, Transport } from './transport.js';

export interface ClientOptions {
  /**
   * Where the API lives, e.g. `https://api.verity.africa`. In a browser served by the API itself, ''
   * (same origin). Each service is at `{origin}/api/{service}/v1` unless `baseUrls` names it.
   */
  origin?: string;
  baseUrls?: Partial<Record<ServiceName, string>>;
  /**
   * Called before every request; the token travels as `Authorization: Bearer` (API keys, Node). A
   * browser signed in through the dashboard needs none: its session cookie travels by itself.
   */
  token?: string | TokenProvider;
  /**
   * An API key (`vk_test_…` or `vk_live_…`) for a server: sent as the bearer token on every request. It acts
   * as its business in its environment, with its scopes only.
   */
  apiKey?: string;
  /** Whether the browser sends cookies with each call; default 'same-origin'. Node's fetch ignores it. */
  credentials?: RequestCredentials;
  /** Milliseconds; default 120000. */
  timeout?: number;
  /** Inject a fetch (tests, proxies); default the global one. */
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
  retry?: Partial<RetryPolicy>;
}

/** The one request core every resource shares; `public.ts` builds the widget's small client on it too. */
export function createTransport(options: ClientOptions): Transport {
  const token = options.apiKey ?? options.token;
  return new Transport({
    origin: options.origin ?? '',
    baseUrls: options.baseUrls ?? {},
    token: typeof token === 'string' ? () => token : token,
    credentials: options.credentials ?? 'same-origin',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch,
    headers: options.headers ?? {},
    retry: { retries: 2, baseDelayMs: 300, maxDelayMs: 10_000, ...options.retry },
  });
}
