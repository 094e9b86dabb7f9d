/** The API services; each has base URL `{origin}/api/{service}/v1` unless configured. */
export const serviceNames = [
  'user',
  'identity',
  'company',
  'aml',
  'address',
  'vform',
  'billing',
  'audit',
  'media',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * Where a route table's routes live: one of the services, or `root` for the few unversioned routes beside
 * them at `{origin}/api` (health, the OpenAPI document, the development mailbox).
 */
export type RouteService = ServiceName | 'root';

/** The path every route of a service starts with: `/api/{service}/v1`, or `/api` for `root`. */
export function servicePrefix(service: RouteService): string {
  return service === 'root' ? '/api' : `/api/${service}/v1`;
}

export function serviceBaseUrl(origin: string, service: RouteService): string {
  return `${origin.replace(/\/+$/, '')}${servicePrefix(service)}`;
}

export type AppEnvironment = 'production' | 'staging' | 'development';

/**
 * The app-environment host rule: the query parameter `e` picks the host region, `s` staging and `p`
 * production; without it the app's own environment decides.
 */
export function resolveAppEnvironment(search: string, fallback: AppEnvironment): AppEnvironment {
  const flag = new URLSearchParams(search).get('e');
  if (flag === 's') return 'staging';
  if (flag === 'p') return 'production';
  return fallback;
}

export function resolveOrigin(
  hosts: Partial<Record<AppEnvironment, string>> & { production: string },
  search: string,
  fallback: AppEnvironment,
): string {
  const environment = resolveAppEnvironment(search, fallback);
  return hosts[environment] ?? hosts.production;
}
