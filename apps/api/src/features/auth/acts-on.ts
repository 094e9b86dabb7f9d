/**
 * Nobody acts on a person, role, API key or invitation that holds a permission they lack. Without this, a
 * member who may manage the team (user:manage) could demote or deactivate the Owner, or strip a stronger
 * role, and so take powers their own role never gave them.
 *
 * Which routes act on what is declared once, in the route-access table (`actsOn`); this hook finds the
 * target in the caller's business and refuses with 403 before the handler runs. A target that does not
 * exist is left to the handler, which answers its own 404. Platform support routes (`platform` tenancy)
 * do not declare a target: platform staff hold platform permissions, a different catalogue, and act on
 * any business's people by their own permission.
 */
import type { RouteTarget } from '@verity/client';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiKeys, invitations, roles, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import type { AuthContext } from './authenticate.js';

/** How each kind of target is named in the refusal. */
const targetWords: Record<RouteTarget, string> = {
  user: 'a team member who holds',
  role: 'a role that holds',
  'api-key': 'an API key that holds',
  invitation: 'an invitation that offers a role with',
};

export const actOnStrongerMessage = (target: RouteTarget, missing: readonly string[]) =>
  `You cannot act on ${targetWords[target]} a permission you do not hold: ${missing.join(', ')}`;

/** The permissions the target holds, or undefined when the caller's business has no such target. */
async function targetPermissions(
  ctx: AppContext,
  target: RouteTarget,
  businessId: string,
  request: FastifyRequest,
): Promise<readonly string[] | undefined> {
  const params = request.params as { id?: string };
  switch (target) {
    case 'user': {
      if (!params.id) return undefined;
      const [row] = await ctx.db
        .select({ permissions: roles.permissions })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, params.id), eq(users.businessId, businessId)));
      return row?.permissions;
    }
    case 'role': {
      if (!params.id) return undefined;
      const [row] = await ctx.db
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(and(eq(roles.id, params.id), eq(roles.businessId, businessId)));
      return row?.permissions;
    }
    case 'api-key': {
      if (!params.id) return undefined;
      const [row] = await ctx.db
        .select({ scopes: apiKeys.scopes })
        .from(apiKeys)
        .where(and(eq(apiKeys.id, params.id), eq(apiKeys.businessId, businessId)));
      return row?.scopes;
    }
    case 'invitation': {
      const email = (request.body as { email?: string } | undefined)?.email;
      if (!email) return undefined;
      const [row] = await ctx.db
        .select({ permissions: roles.permissions })
        .from(invitations)
        .innerJoin(roles, eq(roles.id, invitations.roleId))
        .where(
          and(
            eq(invitations.businessId, businessId),
            eq(invitations.email, email),
            isNull(invitations.acceptedAt),
          ),
        );
      return row?.permissions;
    }
  }
}

/** The permissions `held` lacks of `wanted`, in `wanted`'s order. */
export function missingPermissions(held: readonly string[], wanted: readonly string[]): string[] {
  const set = new Set(held);
  return wanted.filter((permission) => !set.has(permission));
}

/** 403 when the route's target holds a permission the caller lacks. */
export async function assertMayActOn(
  ctx: AppContext,
  auth: AuthContext,
  target: RouteTarget,
  request: FastifyRequest,
): Promise<void> {
  const held = await targetPermissions(ctx, target, auth.business.id, request);
  if (!held) return;
  const missing = missingPermissions(auth.role.permissions, held);
  if (missing.length > 0)
    throw new AppError('ForbiddenError', actOnStrongerMessage(target, missing), {
      code: 'permission_missing',
      data: { missingPermissions: missing },
    });
}

/** Runs after validation, so a malformed id or body still answers its 400 first. */
export function registerActsOnGuard(app: AppInstance): void {
  app.addHook('preHandler', async (request) => {
    const target = request.routeOptions.config.actsOn;
    const auth = request.auth;
    if (!target || !auth) return;
    await assertMayActOn(app.ctx, auth, target, request);
  });
}
