/**
 * The access policy every route goes through, in one place. Each API route's permissions and tenancy
 * come from the route-access table (bound at registration by http/route-access.ts); routes are protected
 * unless their tenancy is `public`. For a signed-in caller, in this order:
 *   1. an expired password blocks everything but the password change (and logout);
 *   2. a first-time login blocks everything but the password change (and logout);
 *   3. a business that forces 2FA blocks users without it from everything but 2FA set-up (and logout);
 *   4. the route's permissions must all be held;
 *   5. its tenancy: `platform` routes need platform staff, `business` routes refuse organization staff,
 *      and `tenant` and `business` routes get the caller's tenant (features/auth/tenant.ts);
 *      `own-business` routes name a business: its own staff or platform staff (with the rule's
 *      `platformPermissions`) get it as their tenant, anyone else a 404.
 * Who the caller is comes from the auth cache (auth-cache.ts) while it is warm, else from one prepared query.
 */
import {
  type AccountHold,
  BUSINESS_SUSPENDED_MESSAGE,
  hasAllPermissions,
  IP_NOT_ALLOWED_MESSAGE,
  isApiKey,
  type Permission,
  type RouteTarget,
  type RouteTenancy,
} from '@verity/client';
import { and, eq, gt, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { businesses, roles, sessions, users } from '../../db/schema.js';
import { AppError, forbidden, notFound, unauthorized } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import type { AuditSpec } from '../audit/audit-hook.js';
import { loadApiKeyContext } from '../developer/api-key-auth.js';
import { type IpAllowlist, isAllowedIp } from '../developer/ip-allowlist.js';
import { readSessionCookie } from './session-cookie.js';
import { readSessionToken } from './sessions.js';
import { tenantOf } from './tenant.js';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;

export interface AuthContext {
  user: UserRow;
  role: RoleRow;
  business: BusinessRow;
  /**
   * The business's contact email (its owner's until onboarding records one), loaded with the session so
   * the session check (GET /users/me) runs no query of its own. Cached like the rest: at most the auth
   * cache's TTL old.
   */
  businessContactEmail: string | null;
  sessionId: string;
  /** Set when the caller is an API key (features/developer): then `user` is its creator in form only. */
  apiKey?: {
    id: string;
    name: string;
    label: string;
    allowedIps: IpAllowlist;
    /** The creator's role, whose permissions bound the key's: a change to it forgets the key. */
    creatorRoleId: string;
  };
}

/** Who acted, as the audit log and a record's "requested by" name them: the person, or the API key. */
export function actorName(auth: AuthContext): string {
  return auth.apiKey ? `API key ${auth.apiKey.name}` : `${auth.user.firstName} ${auth.user.lastName}`;
}

/** States in which a user may still call a route that lists them. */
export type AccessException = AccountHold;

export interface RouteAccess {
  /** Bound from the route-access table at registration; never set by a route itself. */
  public?: boolean;
  /** Bound from the route-access table at registration; never set by a route itself. */
  permissions?: Permission[];
  /** Bound from the route-access table at registration (`own-business` routes' platform staff). */
  platformPermissions?: Permission[];
  /** Bound from the route-access table at registration; never set by a route itself. */
  tenancy?: RouteTenancy;
  /** Whether an API key may call it (acceptsApiKey in the route-access table); bound at registration. */
  apiKeys?: boolean;
  /** What the route acts on that holds permissions (features/auth/acts-on.ts); bound at registration. */
  actsOn?: RouteTarget;
  allow?: AccessException[];
  /** What a successful call records in the audit log; `false` for writes not worth recording. */
  audit?: AuditSpec | false;
}

export const PASSWORD_EXPIRED_MESSAGE = 'Your password has expired, please change it to continue';
export const FIRST_LOGIN_MESSAGE = 'Please change the password you were given before you continue';
export const BUSINESS_STAFF_ONLY_MESSAGE = 'This is available to business staff, not organization staff';
export const PLATFORM_STAFF_ONLY_MESSAGE = 'This is available to platform staff only';
export const API_KEY_REFUSED_MESSAGE =
  'An API key cannot call this route: it needs a person signed in to the dashboard';
export const missingScopeMessage = (scope: string) => `This API key does not have the ${scope} scope`;
export const TWO_FACTOR_SETUP_MESSAGE =
  'Your business requires two-factor authentication: set it up to continue';

export function passwordExpiresAt(ctx: AppContext, user: UserRow): Date {
  return new Date(user.passwordChangedAt.getTime() + ctx.config.passwordMaxAgeDays * 86_400_000);
}

export function isPasswordExpired(ctx: AppContext, user: UserRow): boolean {
  return passwordExpiresAt(ctx, user).getTime() <= ctx.now().getTime();
}

export function needsTwoFactorSetup(user: UserRow, business: BusinessRow): boolean {
  return business.force2FA && user.twoFactorEnabledAt === null;
}

/** The contact person's email: the business's first owner. */
export const businessContactEmail = (businessId: SQLWrapper) =>
  sql<string | null>`(select o.email from ${users} o join ${roles} r on r.id = o.role_id
    where o.business_id = ${businessId} and r.name = 'Owner' order by o.created_at limit 1)`;

/**
 * Session, user, role and business in one round trip, as a prepared statement: built once per database
 * (no query building per request) and, on PostgreSQL, parsed and planned once per pooled connection.
 */
const authQuery = preparedPerDatabase((db: Db) =>
  db
    .select({
      user: users,
      role: roles,
      business: businesses,
      businessContactEmail: businessContactEmail(businesses.id),
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('verity_auth_context'),
);

export async function loadAuthContext(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<(AuthContext & { sessionExpiresAt: Date }) | null> {
  // A placeholder skips the column's encoder, so the timestamp goes in as drizzle would write it.
  const [row] = await authQuery(ctx.db).execute({ sessionId, userId, now: ctx.now().toISOString() });
  return row ?? null;
}

/** How long a cached API key may be served before it is looked up again (the cache's TTL caps it too). */
const API_KEY_CACHE_MS = 60_000;

/** The caller behind a token: from the auth cache, or verified and loaded (then cached). */
async function authenticateToken(ctx: AppContext, token: string): Promise<AuthContext | null> {
  const cached = ctx.authCache.get(token);
  if (cached) return cached;
  const generation = ctx.authCache.generation;
  if (isApiKey(token)) {
    const auth = await loadApiKeyContext(ctx, token);
    if (auth) ctx.authCache.set(token, auth, new Date(ctx.now().getTime() + API_KEY_CACHE_MS), generation);
    return auth;
  }
  const claims = await readSessionToken(ctx, token);
  if (!claims) return null;
  const loaded = await loadAuthContext(ctx, claims.userId, claims.sessionId);
  if (!loaded) return null;
  const { sessionExpiresAt, ...auth } = loaded;
  const expiresAt = Math.min(sessionExpiresAt.getTime(), claims.expiresAt.getTime());
  ctx.authCache.set(token, auth, new Date(expiresAt), generation);
  return auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuthentication(app: AppInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', null);
  app.addHook('preHandler', async (request) => resolveNamedBusiness(request));
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config;
    // Only the API is guarded here; the dashboard's static files are public like any web page.
    if (request.is404 || access.public || !request.routeOptions.url?.startsWith('/api/')) return;
    if (!app.ctx.config.serverTiming) return authorize(request, access);
    const started = performance.now();
    try {
      await authorize(request, access);
    } finally {
      reply.header('server-timing', `auth;dur=${(performance.now() - started).toFixed(3)}`);
    }
  });

  /** Who the caller is, and whether they may call this route: sets `request.auth` and `request.tenant`. */
  async function authorize(request: FastifyRequest, access: RouteAccess): Promise<void> {
    // Bearer wins (API keys, the Node client); the dashboard's HttpOnly cookie is the fallback.
    const token = bearerToken(request) ?? readSessionCookie(request);
    const auth = token ? await authenticateToken(app.ctx, token) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
    if (auth.apiKey) return authorizeApiKey(request, auth, access);

    const allows = (exception: AccessException) => access.allow?.includes(exception) ?? false;
    if (isPasswordExpired(app.ctx, auth.user) && !allows('expired-password'))
      throw forbidden(PASSWORD_EXPIRED_MESSAGE, 'password_expired');
    if (auth.user.firstTimeLogin && !allows('first-login'))
      throw forbidden(FIRST_LOGIN_MESSAGE, 'password_change_required');
    if (needsTwoFactorSetup(auth.user, auth.business) && !allows('two-factor-setup'))
      throw forbidden(TWO_FACTOR_SETUP_MESSAGE, 'two_factor_setup_required');
    if (access.tenancy === 'own-business') return authorizeNamedBusiness(request, auth, access);
    if (!hasAllPermissions(auth.role.permissions, access.permissions ?? [])) throw forbidden();
    if (access.tenancy === 'platform' && auth.business.type !== 'admin')
      throw forbidden(PLATFORM_STAFF_ONLY_MESSAGE);
    if (access.tenancy === 'business' && auth.user.organizationId)
      throw forbidden(BUSINESS_STAFF_ONLY_MESSAGE);
    if (access.tenancy === 'tenant' || access.tenancy === 'business') request.tenant = tenantOf(auth);
  }
}

/**
 * An `own-business` route (`/businesses/:businessId/...`): platform staff may name whichever business; a
 * business's own staff only theirs. Who may call it is decided here; which business, once the request is
 * validated (`resolveNamedBusiness`), so malformed input still answers its 400.
 */
function authorizeNamedBusiness(_request: FastifyRequest, auth: AuthContext, access: RouteAccess): void {
  if (auth.user.organizationId) throw forbidden(BUSINESS_STAFF_ONLY_MESSAGE);
  const platform = auth.business.type === 'admin';
  const needed = platform ? (access.platformPermissions ?? []) : (access.permissions ?? []);
  if (!hasAllPermissions(auth.role.permissions, needed)) throw forbidden();
}

/** The named business as the tenant; another business's id is unknown to its staff (404, like a record). */
function resolveNamedBusiness(request: FastifyRequest): void {
  const auth = request.auth;
  if (request.routeOptions.config.tenancy !== 'own-business' || !auth) return;
  const { businessId } = request.params as { businessId?: string };
  if (!businessId || (auth.business.type !== 'admin' && businessId !== auth.business.id))
    throw notFound('Business not found');
  request.tenant = { businessId, environment: auth.user.environment, organizationId: null };
}

/**
 * An API key: only on the routes that take keys, with every permission the route needs among its scopes.
 * A person's states (password age, first login, 2FA set-up) are not a key's, so they do not apply.
 */
function authorizeApiKey(request: FastifyRequest, auth: AuthContext, access: RouteAccess): void {
  if (!access.apiKeys) throw forbidden(API_KEY_REFUSED_MESSAGE, 'api_key_refused');
  if (auth.business.status === 'suspended') throw forbidden(BUSINESS_SUSPENDED_MESSAGE, 'business_suspended');
  if (!isAllowedIp(auth.apiKey?.allowedIps ?? null, request.ip)) {
    request.log.warn(
      { apiKeyId: auth.apiKey?.id, businessId: auth.business.id, ip: request.ip },
      'API key call from an address outside the IP allowlist',
    );
    throw forbidden(IP_NOT_ALLOWED_MESSAGE, 'ip_not_allowed');
  }
  const held = new Set(auth.role.permissions);
  const missing = (access.permissions ?? []).find((permission) => !held.has(permission));
  if (missing) throw forbidden(missingScopeMessage(missing), 'permission_missing');
  if (access.tenancy === 'tenant' || access.tenancy === 'business') request.tenant = tenantOf(auth);
}

/** The signed-in caller of a protected route; the hook guarantees it is set. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UnauthorizedError', 'You are unauthorized to perform this action');
  return request.auth;
}
