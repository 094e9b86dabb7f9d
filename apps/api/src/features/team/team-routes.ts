/**
 * The team (spec/platform.md §4 Users, §7 Roles and users; issue #16): one list of the business's members
 * and the people it invited, a member's page, and the changes (give another role, deactivate, activate,
 * reset two-factor, send an invitation again). Rules: nobody changes their own role or deactivates
 * themselves; the last active Owner keeps the Owner role and stays active; nobody gives a role holding a
 * permission they do not hold. A change reaches the person's very next request: deactivation ends every
 * session and the auth cache forgets them.
 */
import {
  OWNER_ROLE,
  type TBusinessSearchResult,
  type TTeamMember,
  type TTeamMemberDetail,
  type TTeamQuery,
  ZIdParams,
  ZReassignRoleRequest,
  ZReinviteRequest,
  ZSearchQuery,
  ZTeamQuery,
} from '@verity/client';
import { and, asc, count, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { businesses, invitations, roles, sessions, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageList } from '../../lib/page-list.js';
import { randomToken } from '../../lib/secrets.js';
import { INVITATION_LIFETIME_MS } from '../accounts/invitation-routes.js';
import { recordChanges } from '../audit/audit-hook.js';
import { type AuthContext, requireAuth } from '../auth/authenticate.js';
import { assertGrantable, ROLE_GRANT_WORDS } from '../auth/grantable.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { templates } from '../outbox/templates.js';
import { turnOffTwoFactor } from '../two-factor/turn-off-two-factor.js';

export const NOT_YOURSELF = 'You cannot change your own access: ask another member who can manage the team';
export const LAST_OWNER = 'The business needs an active Owner: make someone else Owner first';

/** One row of the list as the query answers it (users and invitations alike). */
const ZMemberRow = z.object({
  id: z.string(),
  kind: z.enum(['user', 'invitation']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  status: z.enum(['invited', 'active', 'deactivated']),
  two_factor: z.boolean(),
  last_active_at: z.coerce.date().nullable(),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date().nullable(),
});
type MemberRow = z.infer<typeof ZMemberRow>;

function presentMember(row: MemberRow): TTeamMember {
  return {
    id: row.id,
    kind: row.kind,
    name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    email: row.email,
    role: { id: row.role_id, name: row.role_name },
    status: row.status,
    twoFactorEnabled: row.two_factor,
    lastActiveAt: row.last_active_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/**
 * The business's members and its pending invitations as one relation, each filter applied to both, so
 * one page, one order and one count serve the whole list.
 */
function members(businessId: string, query: Omit<TTeamQuery, 'page' | 'limit'>, userId?: string): SQL {
  const userWhere: SQL[] = [sql`u.business_id = ${businessId}`];
  const inviteWhere: SQL[] = [sql`i.business_id = ${businessId}`, sql`i.accepted_at is null`];
  if (userId) {
    userWhere.push(sql`u.id = ${userId}`);
    inviteWhere.push(sql`i.id = ${userId}`);
  }
  if (query.status === 'invited') userWhere.push(sql`false`);
  else if (query.status) {
    userWhere.push(sql`u.status = ${query.status}`);
    inviteWhere.push(sql`false`);
  }
  if (query.roleId) {
    userWhere.push(sql`u.role_id = ${query.roleId}`);
    inviteWhere.push(sql`i.role_id = ${query.roleId}`);
  }
  if (query.startDate) {
    userWhere.push(sql`u.created_at >= ${query.startDate}::date`);
    inviteWhere.push(sql`i.created_at >= ${query.startDate}::date`);
  }
  if (query.endDate) {
    userWhere.push(sql`u.created_at < ${query.endDate}::date + 1`);
    inviteWhere.push(sql`i.created_at < ${query.endDate}::date + 1`);
  }
  if (query.name) {
    const like = containsPattern(query.name);
    userWhere.push(sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.email ilike ${like})`);
    inviteWhere.push(sql`i.email ilike ${like}`);
  }
  return sql`(
    select u.id, 'user' as kind, u.first_name, u.last_name, u.email, r.id as role_id, r.name as role_name,
      u.status, u.two_factor_enabled_at is not null as two_factor,
      (select max(s.created_at) from ${sessions} s where s.user_id = u.id) as last_active_at,
      u.created_at, null::timestamptz as expires_at
    from ${users} u join ${roles} r on r.id = u.role_id
    where ${sql.join(userWhere, sql` and `)}
    union all
    select i.id, 'invitation', null, null, i.email, r.id, r.name, 'invited', false, null, i.created_at,
      i.expires_at
    from ${invitations} i join ${roles} r on r.id = i.role_id
    where ${sql.join(inviteWhere, sql` and `)}
  )`;
}

async function rowsOf(db: DbOrTx, query: SQL): Promise<MemberRow[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  return ZMemberRow.array().parse(result.rows);
}

/** The member (a user or an invitation) with this id in the caller's business, or 404. */
async function findMember(ctx: AppContext, businessId: string, id: string): Promise<MemberRow> {
  const [row] = await rowsOf(ctx.db, sql`select * from ${members(businessId, {}, id)} m`);
  if (!row) throw notFound('Team member not found');
  return row;
}

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
  const audit = (event: 'create' | 'update') => ({ audit: { event, resource: 'user' } as const });

  app.get('/businesses/users', { schema: { querystring: ZTeamQuery } }, async (request) => {
    const { page, limit, ...filters } = request.query;
    const relation = members(requireAuth(request).business.id, filters);
    const rows = await rowsOf(
      ctx.db,
      sql`select * from ${relation} m order by m.created_at desc, m.id desc limit ${limit} offset ${(page - 1) * limit}`,
    );
    const counted = (await ctx.db.execute(sql`select count(*)::int as n from ${relation} m`)) as {
      rows: Array<{ n: number }>;
    };
    return ok(pageList(rows.map(presentMember), { page, limit }, counted.rows[0]?.n ?? 0), 'Team retrieved');
  });

  app.get('/businesses/users/search', { schema: { querystring: ZSearchQuery } }, async (request) => {
    const { q, limit } = request.query;
    const relation = members(requireAuth(request).business.id, { name: q });
    const rows = await rowsOf(
      ctx.db,
      sql`select * from ${relation} m where m.kind = 'user' order by m.first_name, m.last_name, m.id limit ${limit}`,
    );
    return ok({ items: rows.map(presentMember) }, 'Team members found');
  });

  // Platform admins: businesses by part of their name, for a business picker.
  app.get('/businesses/search', { schema: { querystring: ZSearchQuery } }, async (request) => {
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
  });

  app.get('/users/:id', { schema: { params: ZIdParams } }, async (request) => {
    const row = await findMember(ctx, requireAuth(request).business.id, request.params.id);
    const [role] = await ctx.db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.id, row.role_id));
    return ok<TTeamMemberDetail>(
      { ...presentMember(row), permissions: role?.permissions ?? [] },
      'Team member retrieved',
    );
  });

  /** Answers the member as the list shows them after a change. */
  const changed = async (businessId: string, id: string, message: string) =>
    ok(presentMember(await findMember(ctx, businessId, id)), message);

  app.post(
    '/businesses/users/:id/reassign-role',
    { schema: { params: ZIdParams, body: ZReassignRoleRequest }, config: audit('update') },
    async (request) => {
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
  );

  app.post(
    '/businesses/users/:id/deactivate',
    { schema: { params: ZIdParams }, config: audit('update') },
    async (request) => {
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
  );

  app.post(
    '/businesses/users/:id/activate',
    { schema: { params: ZIdParams }, config: audit('update') },
    async (request) => {
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
  );

  app.post(
    '/businesses/users/:id/deactivate-2fa',
    { schema: { params: ZIdParams }, config: audit('update') },
    async (request) => {
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
  );

  app.post(
    '/businesses/users/re-invite',
    { schema: { body: ZReinviteRequest }, config: { audit: { event: 'update', resource: 'invitation' } } },
    async (request) => {
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
  );
}
