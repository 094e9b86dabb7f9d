/**
 * The team: one list of the business's members
 * and the people it invited, a member's page, and the changes (give another role, deactivate, activate,
 * reset two-factor, send an invitation again). Rules: nobody changes their own role or deactivates
 * themselves; the last active Owner keeps the Owner role and stays active; nobody gives a role holding a
 * permission they do not hold. A change reaches the person's very next request: deactivation ends every
 * session and the auth cache forgets them.
 */
import { OWNER_ROLE, type TBusinessSearchResult, type TTeamMemberDetail, teamRoutes } from '@verity/client';
import { and, asc, count, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { businesses, invitations, roles, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import { randomToken } from '../../lib/secrets.js';
import { INVITATION_LIFETIME_MS } from '../accounts/invitations.js';
import { recordChanges } from '../audit/audit-hook.js';
import { type AuthContext, requireAuth } from '../auth/authenticate.js';
import { assertGrantable, ROLE_GRANT_WORDS } from '../auth/grantable.js';
import { findScopeOrganization } from '../auth/history-scope.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { templates } from '../outbox/templates.js';
import { turnOffTwoFactor } from '../two-factor/turn-off-two-factor.js';
import { findMember, memberPage, members, presentMember, rowsOf } from './team-members.js';

export const NOT_YOURSELF = 'You cannot change your own access: ask another member who can manage the team';
export const LAST_OWNER = 'The business needs an active Owner: make someone else Owner first';

/** The business's user with this id (not an invitation), for a change; 404 otherwise. */
async function findUser(ctx: AppContext, auth: AuthContext, id: string) {
  const [row] = await ctx.db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.businessId, auth.business.id)));
  if (!row) throw notFound('Team member not found');
  if (row.user.id === auth.user.id) throw forbidden(NOT_YOURSELF);
  return row;
}

/** Refuses a change that would leave the business without an active Owner. */
async function assertAnotherOwner(db: DbOrTx, businessId: string, userId: string): Promise<void> {
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.businessId, businessId),
        eq(roles.name, OWNER_ROLE),
        eq(users.status, 'active'),
        ne(users.id, userId),
      ),
    );
  if ((others?.n ?? 0) === 0) throw forbidden(LAST_OWNER);
}

export function registerTeamRoutes(app: AppInstance): void {
  const { ctx } = app;

  /** Answers the member as the list shows them after a change. */
  const changed = async (businessId: string, id: string, message: string) =>
    ok(presentMember(await findMember(ctx, businessId, id)), message);

  registerRoutes(app, teamRoutes, {
    list: async (request) => {
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await memberPage(
        ctx.db,
        { ...filters, businessId: requireAuth(request).business.id },
        { page, limit },
      );
      return ok(pageList(rows.map(presentMember), { page, limit }, total), 'Team retrieved');
    },

    // An organization's own staff and invitations (its Team page): its staff see their own
    // organization's; the business's staff each of the business's.
    organizationMembers: async (request) => {
      const auth = requireAuth(request);
      const organization = await findScopeOrganization(ctx, auth, request.params.organizationId);
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await memberPage(
        ctx.db,
        { ...filters, businessId: auth.business.id, organizationId: organization.id },
        { page, limit },
      );
      return ok(pageList(rows.map(presentMember), { page, limit }, total), 'Team retrieved');
    },

    search: async (request) => {
      const { q, limit } = request.query;
      const relation = members({ businessId: requireAuth(request).business.id, name: q });
      const rows = await rowsOf(
        ctx.db,
        sql`select * from ${relation} m where m.kind = 'user' order by m.first_name, m.last_name, m.id limit ${limit}`,
      );
      return ok({ items: rows.map(presentMember) }, 'Team members found');
    },

    // Platform admins: businesses by part of their name, for a business picker.
    searchBusinesses: async (request) => {
      const { q, limit } = request.query;
      const rows = await ctx.db
        .select({
          id: businesses.id,
          name: businesses.name,
          countryCode: businesses.countryCode,
          status: businesses.status,
        })
        .from(businesses)
        .where(and(eq(businesses.type, 'business'), ilike(businesses.name, containsPattern(q))))
        .orderBy(asc(businesses.name), asc(businesses.id))
        .limit(limit);
      return ok<{ items: TBusinessSearchResult[] }>({ items: rows }, 'Businesses found');
    },

    get: async (request) => {
      const row = await findMember(ctx, requireAuth(request).business.id, request.params.id);
      const [role] = await ctx.db
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.id, row.role_id));
      return ok<TTeamMemberDetail>(
        { ...presentMember(row), permissions: role?.permissions ?? [] },
        'Team member retrieved',
      );
    },

    reassignRole: async (request) => {
      const auth = requireAuth(request);
      const target = await findUser(ctx, auth, request.params.id);
      const [role] = await ctx.db
        .select()
        .from(roles)
        .where(and(eq(roles.id, request.body.roleId), eq(roles.businessId, auth.business.id)));
      if (!role) throw notFound('Role not found');
      assertGrantable(auth, role.permissions, ROLE_GRANT_WORDS);
      recordChanges(request, { role: target.roleName }, { role: role.name });
      await ctx.db.transaction(async (tx) => {
        if (target.roleName === OWNER_ROLE && role.name !== OWNER_ROLE)
          await assertAnotherOwner(tx, auth.business.id, target.user.id);
        await tx
          .update(users)
          .set({ roleId: role.id, updatedAt: ctx.now() })
          .where(eq(users.id, target.user.id));
      });
      ctx.authCache.forgetUser(target.user.id);
      return changed(auth.business.id, target.user.id, `Role changed to ${role.name}`);
    },

    deactivate: async (request) => {
      const auth = requireAuth(request);
      const target = await findUser(ctx, auth, request.params.id);
      const now = ctx.now();
      recordChanges(request, { status: target.user.status }, { status: 'deactivated' });
      await ctx.db.transaction(async (tx) => {
        if (target.roleName === OWNER_ROLE) await assertAnotherOwner(tx, auth.business.id, target.user.id);
        await tx
          .update(users)
          .set({ status: 'deactivated', updatedAt: now })
          .where(eq(users.id, target.user.id));
        // Signed out everywhere at once.
        await revokeUserSessions(tx, target.user.id, now);
      });
      ctx.authCache.forgetUser(target.user.id);
      return changed(auth.business.id, target.user.id, 'Team member deactivated');
    },

    activate: async (request) => {
      const auth = requireAuth(request);
      const target = await findUser(ctx, auth, request.params.id);
      recordChanges(request, { status: target.user.status }, { status: 'active' });
      await ctx.db
        .update(users)
        .set({ status: 'active', updatedAt: ctx.now() })
        .where(eq(users.id, target.user.id));
      ctx.authCache.forgetUser(target.user.id);
      return changed(auth.business.id, target.user.id, 'Team member activated');
    },

    deactivateTwoFactor: async (request) => {
      const auth = requireAuth(request);
      const target = await findUser(ctx, auth, request.params.id);
      if (!target.user.twoFactorEnabledAt)
        throw badRequest('Two-factor authentication is not on for this member');
      recordChanges(request, { twoFactor: 'on' }, { twoFactor: 'off' });
      await ctx.db.transaction((tx) => turnOffTwoFactor(tx, target.user.id, ctx.now()));
      ctx.authCache.forgetUser(target.user.id);
      return changed(
        auth.business.id,
        target.user.id,
        'Two-factor authentication turned off for this member',
      );
    },

    reinvite: async (request) => {
      const auth = requireAuth(request);
      const [invitation] = await ctx.db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.businessId, auth.business.id),
            eq(invitations.email, request.body.email),
            isNull(invitations.acceptedAt),
          ),
        );
      if (!invitation) throw notFound('No pending invitation for this email');
      // A new link and a new week: the old link stops working.
      const token = randomToken();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(invitations)
          .set({
            tokenHash: ctx.secrets.hashToken('invitation', token),
            expiresAt: new Date(ctx.now().getTime() + INVITATION_LIFETIME_MS),
          })
          .where(eq(invitations.id, invitation.id));
        await ctx.outbox.send(
          tx,
          templates.invitation(
            invitation.email,
            auth.business.name,
            `${ctx.config.publicUrl}/auth/register/${token}`,
          ),
        );
      });
      return changed(auth.business.id, invitation.id, 'Invitation sent again');
    },
  });
}
