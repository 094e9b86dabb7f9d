import type { ServiceName } from './core/services.js';
import { DEFAULT_TIMEOUT_MS, type RetryPolicy, type TokenProvider, Transport } from './core/transport.js';
import { AuditResource } from './resources/audit.js';
import { AuthResource } from './resources/auth.js';
import { IdentityResource } from './resources/identity.js';
import { CountriesResource, MediaResource, SystemResource } from './resources/reference.js';
import { BusinessesResource, UsersResource } from './resources/users.js';

export interface ClientOptions {
  /**
   * Where the API lives, e.g. `https://api.verity.africa`. In a browser served by the API itself, ''
   * (same origin). Each service is at `{origin}/api/{service}/v1` unless `baseUrls` names it.
   */
  origin?: string;
  baseUrls?: Partial<Record<ServiceName, string>>;
  /** Called before every request; the token travels as `Authorization: Bearer`. */
  token?: string | TokenProvider;
  /** Milliseconds; default 120000. */
  timeout?: number;
  /** Inject a fetch (tests, proxies); default the global one. */
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
  retry?: Partial<RetryPolicy>;
}

export interface VerityClient {
  audit: AuditResource;
  auth: AuthResource;
  identity: IdentityResource;
  users: UsersResource;
  businesses: BusinessesResource;
  countries: CountriesResource;
  media: MediaResource;
  system: SystemResource;
  /** The base URL of a service, for links the client does not fetch itself (downloads, iframes). */
  baseUrl(service: ServiceName): string;
}

export function createClient(options: ClientOptions = {}): VerityClient {
  const token = options.token;
  const transport = new Transport({
    origin: options.origin ?? '',
    baseUrls: options.baseUrls ?? {},
    token: typeof token === 'string' ? () => token : token,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch,
    headers: options.headers ?? {},
    retry: { retries: 2, baseDelayMs: 300, maxDelayMs: 10_000, ...options.retry },
  });
  return {
    audit: new AuditResource(transport),
    auth: new AuthResource(transport),
    identity: new IdentityResource(transport),
    users: new UsersResource(transport),
    businesses: new BusinessesResource(transport),
    countries: new CountriesResource(transport),
    media: new MediaResource(transport),
    system: new SystemResource(transport),
    baseUrl: (service) => transport.url(service, ''),
  };
}
