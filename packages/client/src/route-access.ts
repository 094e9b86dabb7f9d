/**
 * Who may call each route of the API, declared once: the server reads this table when it registers a
 * route (a route missing from it fails to start, so it cannot go undeclared) and enforces it before the
 * handler runs; the dashboard may read it to gate what it shows. Keys are `METHOD /api/{service}/v1/path`
 * (`METHOD /api/path` for the unversioned routes beside the services) exactly as the server registers them.
 *
 * Tenancy says whose data a route touches, and so what organization staff (users of a sub-organization)
 * may do there:
 * - `public`:   no session (sign-in, the public vForm, reference data).
 * - `session`:  the caller's own account and session, and the shell's view of their business.
 * - `tenant`:   records a business owns; the server hands the handler the caller's tenant, which for
 *               organization staff is their organization only, so a business-level id answers 404.
 * - `business`: business-level settings and records (team, audit log, default theme, forced 2FA):
 *               organization staff are refused with 403.
 * - `scoped`:   the path names an organization (`/organizations/:organizationId/...`); the route resolves
 *               it, and organization staff may name only their own.
 * - `platform`: platform admin staff only (`/admin/businesses/:businessId/...`, support tools).
 * - `own-business`: the path names a business (`/businesses/:businessId/...`, activation): its own staff
 *               (not organization staff) holding `permissions`, or platform staff holding
 *               `platformPermissions`; any other business answers 404. The handler gets that business as
 *               its tenant.
 *
 * Permissions: every listed permission must be held. Each paid action carries its own module's permission
 * (a credit report needs `credit:view`, sanction/PEP screening `aml:view`), never a neighbour's. A route
 * that touches records states its permissions even when any member may call it (`permissions: []`), so
 * an open door is always a decision, never an omission.
 */

import type { Permission } from './permissions.js';
import { tableRouteAccess } from './route-addresses.generated.js';

export const routeTenancies = [
  'public',
  'session',
  'tenant',
  'business',
  'scoped',
  'platform',
  'own-business',
] as const;
export type RouteTenancy = (typeof routeTenancies)[number];

/**
 * What a route changes that holds permissions of its own: a person (by their role), a role, an API key (by
 * its scopes) or a pending invitation (by the role it offers). Nobody acts on one that holds a permission
 * they lack, so an Administrator cannot demote, deactivate or re-invite an Owner, nor edit or delete a role
 * or key stronger than their own. The server finds the target (`user`, `role`, `api-key`: the `:id` path
 * parameter; `invitation`: the body's `email`) and refuses with 403 before the handler runs.
 */
export const routeTargets = ['user', 'role', 'api-key', 'invitation'] as const;
export type RouteTarget = (typeof routeTargets)[number];

export interface RouteAccessRule {
  tenancy: RouteTenancy;
  permissions?: readonly Permission[];
  /** `own-business` routes: what platform staff need to act there for whichever business they name. */
  platformPermissions?: readonly Permission[];
  /** What the route acts on, when that holds permissions (see `RouteTarget`). */
  actsOn?: RouteTarget;
}

/**
 * The routes outside the route tables: the browser's preflights before the capture flow's and the vForm
 * widget's cross-origin calls (http/public-cors.ts). They are CORS preflights that answer browsers, not API
 * operations, so no route table declares them and the OpenAPI document leaves them out.
 */
const declaredAccess = {
  'OPTIONS /api/identity/v1/*': { tenancy: 'public' },
  'OPTIONS /api/vform/v1/*': { tenancy: 'public' },
} as const satisfies Record<string, RouteAccessRule>;

/**
 * Every route: the route tables' (a verification module's table derives its rows from its declaration,
 * modules/kit/module-route-table.ts, so a module's paths are written once) and the table above.
 */
export const routeAccess = {
  ...tableRouteAccess,
  ...declaredAccess,
};

/** Tenancies whose routes act on a business's records, which an API key may reach with the right scope. */
const apiKeyTenancies: readonly RouteTenancy[] = ['tenant', 'business', 'scoped'];

/**
 * Whether an API key may call a route: a business's records on every service but the user
 * service, whose routes are a person's account, session, 2FA, team and the key management itself. Platform
 * routes are for platform staff, so never a key's; public routes need no key.
 */
export function acceptsApiKey(routeKey: string, rule: RouteAccessRule): boolean {
  return apiKeyTenancies.includes(rule.tenancy) && !routeKey.split(' ')[1]?.startsWith('/api/user/');
}

/** The rule for a registered route, or undefined when the table does not list it. */
export function routeAccessRule(method: string, url: string): RouteAccessRule | undefined {
  const key = `${method} ${url}`;
  return Object.hasOwn(routeAccess, key) ? (routeAccess as Record<string, RouteAccessRule>)[key] : undefined;
}
