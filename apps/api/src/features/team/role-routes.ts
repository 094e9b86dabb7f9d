/**
 * Roles: the business's roles with how many
 * users hold each, the permission catalogue for the editor, and custom roles made, changed and deleted.
 * Rules: a name is unique in its business, look-alikes included (409); the Owner role is never changed or deleted (403); a role
 * that users hold is not deleted (409 saying how many); nobody gives a role a permission they do not hold
 * (400). A change reaches every holder on their next request (the auth cache forgets the role).
 */
import {
  businessPermissionCatalogue,
  businessPermissions,
  OWNER_ROLE,
  roleRoutes,
  type TPermissionCatalogue,
  type TRole,
  type TRoleList,
  type TRoleRequest,
  type TRoleUsers,
} from '@verity/client';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { invitations, roles, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { recordChanges } from '../audit/audit-hook.js';
import { type AuthContext, requireAuth } from '../auth/authenticate.js';
import { assertGrantable } from '../auth/grantable.js';
import { assertNameFree } from '../names/lookalike-names.js';

export const ROLE_NAME_TAKEN = 'A role with this name already exists';
export const OWNER_ROLE_FIXED = 'The Owner role holds every permission and cannot be changed or deleted';

type RoleRow = typeof roles.$inferSelect;

// The table named in full: in a one-table select drizzle would write the column unqualified, and the
// subquery would read it as its own.
const holders = sql<number>`(select count(*)::int from ${users} u where u.role_id = ${roles}.id)`;

function presentRole(row: RoleRow, userCount: number): TRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    isOwner: row.name === OWNER_ROLE,
    userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The business's role with this id and how many hold it, or 404. */
async function findRole(ctx: AppContext, businessId: string, id: string) {
  const [found] = await ctx.db
    .select({ role: roles, userCount: holders })
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.businessId, businessId)));
  if (!found) throw notFound('Role not found');
  return found;
}

/**
 * Stores a role through `write` after the checks a create and an update share: no permission the caller
 * lacks, and no name that looks like another role's in the business ("Оwner" with a Cyrillic О beside
 * "Owner" included), answered 409. `exceptId` is the role being renamed.
 */
async function writeRole(
  ctx: AppContext,
  auth: AuthContext,
  body: TRoleRequest,
  exceptId: string | undefined,
  write: (
    tx: DbOrTx,
    values: { name: string; description: string | null; permissions: string[] },
  ) => Promise<RoleRow[]>,
): Promise<RoleRow | undefined> {
  assertGrantable(auth, body.permissions, { field: 'permissions', what: 'a role', item: 'a permission' });
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertNameFree(
        tx,
        { table: roles, id: roles.id, businessId: roles.businessId, name: roles.name },
        { businessId: auth.business.id, exceptId },
        body.name,
        ROLE_NAME_TAKEN,
      );
      const [row] = await write(tx, {
        name: body.name,
        description: body.description ?? null,
        permissions: body.permissions,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLE_NAME_TAKEN);
    throw error;
  }
}

export function registerRoleRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, roleRoutes, {
    list: async (request) => {
      const rows = await ctx.db
        .select({ role: roles, userCount: holders })
        .from(roles)
        .where(eq(roles.businessId, requireAuth(request).business.id))
        .orderBy(sql`${roles.name} <> ${OWNER_ROLE}`, asc(roles.name));
      return ok<TRoleList>(
        { items: rows.map((row) => presentRole(row.role, row.userCount)) },
        'Roles retrieved',
      );
    },

    permissions: async () =>
      ok<TPermissionCatalogue>(
        {
          items: businessPermissions.map((permission) => ({
            permission,
            ...businessPermissionCatalogue[permission],
          })),
        },
        'Permissions retrieved',
      ),

    get: async (request) => {
      const found = await findRole(ctx, requireAuth(request).business.id, request.params.id);
      return ok(presentRole(found.role, found.userCount), 'Role retrieved');
    },

    users: async (request) => {
      const found = await findRole(ctx, requireAuth(request).business.id, request.params.id);
      const rows = await ctx.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          status: users.status,
        })
        .from(users)
        .where(eq(users.roleId, found.role.id))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return ok<TRoleUsers>(
        {
          items: rows.map((row) => ({
            id: row.id,
            name: `${row.firstName} ${row.lastName}`.trim(),
            email: row.email,
            status: row.status,
          })),
        },
        'Role users retrieved',
      );
    },

    create: async (request, reply) => {
      const auth = requireAuth(request);
      const row = await writeRole(ctx, auth, request.body, undefined, (tx, values) =>
        tx
          .insert(roles)
          .values({ id: newId(), businessId: auth.business.id, ...values })
          .returning(),
      );
      if (!row) throw new Error('The role was not stored');
      reply.code(201);
      return ok(presentRole(row, 0), 'Role created');
    },

    update: async (request) => {
      const auth = requireAuth(request);
      const found = await findRole(ctx, auth.business.id, request.params.id);
      if (found.role.name === OWNER_ROLE) throw forbidden(OWNER_ROLE_FIXED);
      recordChanges(
        request,
        { ...found.role },
        {
          name: request.body.name,
          description: request.body.description ?? null,
          permissions: request.body.permissions,
        },
      );
      const row = await writeRole(ctx, auth, request.body, found.role.id, (tx, values) =>
        tx
          .update(roles)
          .set({ ...values, updatedAt: ctx.now() })
          .where(eq(roles.id, found.role.id))
          .returning(),
      );
      if (!row) throw notFound('Role not found');
      // Every holder's next request sees the new permissions.
      ctx.authCache.forgetRole(row.id);
      return ok(presentRole(row, found.userCount), 'Role updated');
    },

    delete: async (request) => {
      const auth = requireAuth(request);
      const found = await findRole(ctx, auth.business.id, request.params.id);
      if (found.role.name === OWNER_ROLE) throw forbidden(OWNER_ROLE_FIXED);
      const deleted = await ctx.db.transaction(async (tx) => {
        // Counted inside the transaction that deletes, with the role row locked: a user given the role
        // meanwhile is seen.
        await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, found.role.id)).for('update');
        const [held] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, found.role.id));
        const n = held?.n ?? 0;
        if (n > 0)
          throw conflict(
            `${n} ${n === 1 ? 'user holds' : 'users hold'} this role: give ${n === 1 ? 'them' : 'each'} another role first`,
          );
        const live = and(
          eq(invitations.roleId, found.role.id),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, ctx.now()),
        );
        const [pending] = await tx.select({ n: count() }).from(invitations).where(live);
        if ((pending?.n ?? 0) > 0)
          throw conflict(
            `${pending?.n} pending ${pending?.n === 1 ? 'invitation offers' : 'invitations offer'} this role: wait for ${pending?.n === 1 ? 'it' : 'them'} to expire or invite with another role`,
          );
        // Spent invitations (accepted or expired) only pointed at the role.
        await tx.delete(invitations).where(eq(invitations.roleId, found.role.id));
        const [row] = await tx.delete(roles).where(eq(roles.id, found.role.id)).returning();
        return row;
      });
      if (!deleted) throw notFound('Role not found');
      return ok(presentRole(deleted, 0), 'Role deleted');
    },
  });
}
