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

export function serviceBaseUrl(origin: string, service: ServiceName): string {
  return `${origin.replace(/\/+$/, '')}/api/${service}/v1`;
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
