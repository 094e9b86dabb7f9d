/**
 * Binds every API route to its row in the client's route-access table (packages/client/src/route-access.ts)
 * as the route is registered. A route the table does not list stops the app from starting, so a new route
 * cannot go without a declared permission and tenancy; the authenticate hook enforces what is bound here.
 */
import { acceptsApiKey, type RouteAccessRule, routeAccessRule } from '@verity/client';
import type { RouteOptions } from 'fastify';

export class UndeclaredRouteError extends Error {
  constructor(key: string, reason: string) {
    super(`${key}: ${reason} (declare it once in packages/client/src/route-access.ts)`);
    this.name = 'UndeclaredRouteError';
  }
}

/** Only the versioned API and its siblings under /api are guarded; web pages and files are not. */
export function isApiRoute(url: string): boolean {
  return url.startsWith('/api/');
}

export function bindRouteAccess(route: RouteOptions, method: string): RouteAccessRule | undefined {
  if (!isApiRoute(route.url)) return undefined;
  const key = `${method} ${route.url}`;
  const rule = routeAccessRule(method, route.url);
  if (!rule) throw new UndeclaredRouteError(key, 'this route has no access rule');
  const config = (route.config ?? {}) as NonNullable<RouteOptions['config']>;
  if (
    config.public !== undefined ||
    config.permissions !== undefined ||
    config.platformPermissions !== undefined ||
    config.actsOn !== undefined
  )
    throw new UndeclaredRouteError(key, 'permissions and public are declared in the table, not the route');
  route.config = {
    ...config,
    public: rule.tenancy === 'public',
    permissions: [...(rule.permissions ?? [])],
    platformPermissions: [...(rule.platformPermissions ?? [])],
    tenancy: rule.tenancy,
    apiKeys: acceptsApiKey(key, rule),
    ...(rule.actsOn ? { actsOn: rule.actsOn } : {}),
  };
  return rule;
}
