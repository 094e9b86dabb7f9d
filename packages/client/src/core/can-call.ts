/**
 * Whether a signed-in person may call a route, decided as the server decides it (the API's authenticate hook,
 * apps/api/src/features/auth/authenticate.ts) from the route's one declaration in the route tables
 * (`tableRouteAccess`), so a screen gates a button on the call it makes instead of restating permissions.
 * Zod-free: it reads the generated addresses and access rules only.
 *
 * What it cannot know from an address: which business or organization a call names (an `own-business` route
 * answers 404 for a business other than the caller's own; a `scoped` route for an organization other than
 * an organization staff member's own), what a route acts on (`actsOn`: a person, role or key stronger than
 * the caller), and the session's own holds (an expired password, a first login, a forced 2FA set-up), which
 * keep a person on their set-up pages anyway.
 */
import { hasAllPermissions } from '../permissions.js';
import type { RouteAccessRule } from '../route-access.js';
import { tableRouteAccess } from '../route-addresses.generated.js';
import type { RouteAddress } from './route-call.js';
import { type RouteService, servicePrefix } from './services.js';

/** Who calls: what the server reads from the session for the access check. */
export interface RouteCaller {
  /** The permissions of the caller's role. */
  permissions: readonly string[];
  /** Platform staff: the caller's business is the platform's own (`businessType: 'admin'`). */
  platformStaff: boolean;
  /**
   * Staff of one of a business's organizations (the server's `user.organizationId`): refused on `business`
   * and `own-business` routes. The session's user (`TUser`) does not carry it, so from `callerOf` it is false.
   */
  organizationStaff?: boolean;
}

/** The caller behind a session's user (`TUser`, or the fields of it the check reads); null when signed out. */
export function callerOf(
  user: { role: { permissions: readonly string[] }; businessType: string } | null | undefined,
): RouteCaller | null {
  if (!user) return null;
  return { permissions: user.role.permissions, platformStaff: user.businessType === 'admin' };
}

/** The route-access key (`'POST /api/billing/v1/wallets/funding/initiate'`) of an address. */
export function routeKeyOfAddress(address: RouteAddress): string {
  const [method, service, path] = address.split(' ') as [string, RouteService, string];
  return `${method} ${servicePrefix(service)}${path}`;
}

/** The access rule the route tables declare for an address; undefined for an address no table declares. */
export function routeAccessOf(address: RouteAddress): RouteAccessRule | undefined {
  const key = routeKeyOfAddress(address);
  return Object.hasOwn(tableRouteAccess, key) ? tableRouteAccess[key] : undefined;
}

/**
 * Whether `caller` (null: nobody signed in) may call the route at `address`: the route's permissions all
 * held, and its tenancy's rule met. `public` routes take anyone; `session` routes anyone signed in (holding
 * what they list, which today is nothing); `platform` routes need platform staff; `business` routes refuse
 * organization staff; `tenant` and `scoped` routes take any member holding the permissions; `own-business`
 * routes refuse organization staff and ask platform staff for the rule's `platformPermissions` instead. An
 * address no table declares is never callable.
 */
export function canCall(caller: RouteCaller | null | undefined, address: RouteAddress): boolean {
  const rule = routeAccessOf(address);
  if (!rule) return false;
  if (rule.tenancy === 'public') return true;
  if (!caller) return false;
  if (rule.tenancy === 'own-business') {
    if (caller.organizationStaff) return false;
    const needed = caller.platformStaff ? rule.platformPermissions : rule.permissions;
    return hasAllPermissions(caller.permissions, needed ?? []);
  }
  if (!hasAllPermissions(caller.permissions, rule.permissions ?? [])) return false;
  if (rule.tenancy === 'platform') return caller.platformStaff;
  if (rule.tenancy === 'business') return !caller.organizationStaff;
  return true;
}
