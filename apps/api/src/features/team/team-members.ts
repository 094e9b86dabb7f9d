/**
 * The people of a business as one relation: its users and its pending invitations, each filter applied to
 * both, so one page, one order and one count serve the whole list. The team (team-routes.ts) reads it for
 * the caller's business; platform admins (admin-user-routes.ts) across every business.
 */
import type { TTeamMember, TTeamQuery } from '@verity/client';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { businesses, invitations, roles, sessions, users } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { containsPattern } from '../../lib/like-pattern.js';

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
  business_id: z.string(),
  business_name: z.string(),
});
export type MemberRow = z.infer<typeof ZMemberRow>;

export function presentMember(row: MemberRow): TTeamMember {
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

/** Which people: one business's (undefined: every business's, for platform admins), filtered. */
export interface MemberFilters extends Omit<TTeamQuery, 'page' | 'limit'> {
  businessId: string | undefined;
  /** One person (a user's or an invitation's id). */
  id?: string;
  /** The staff of one organization. */
  organizationId?: string;
}

/** The people as one relation (see the file's comment). */
export function members(filters: MemberFilters): SQL {
  const userWhere: SQL[] = [];
  const inviteWhere: SQL[] = [sql`i.accepted_at is null`];
  if (filters.businessId) {
    userWhere.push(sql`u.business_id = ${filters.businessId}`);
    inviteWhere.push(sql`i.business_id = ${filters.businessId}`);
  }
  if (filters.organizationId) {
    userWhere.push(sql`u.organization_id = ${filters.organizationId}`);
    inviteWhere.push(sql`i.organization_id = ${filters.organizationId}`);
  }
  if (filters.id) {
    userWhere.push(sql`u.id = ${filters.id}`);
    inviteWhere.push(sql`i.id = ${filters.id}`);
  }
  if (filters.status === 'invited') userWhere.push(sql`false`);
  else if (filters.status) {
    userWhere.push(sql`u.status = ${filters.status}`);
    inviteWhere.push(sql`false`);
  }
  if (filters.roleId) {
    userWhere.push(sql`u.role_id = ${filters.roleId}`);
    inviteWhere.push(sql`i.role_id = ${filters.roleId}`);
  }
  if (filters.startDate) {
    userWhere.push(sql`u.created_at >= ${filters.startDate}::date`);
    inviteWhere.push(sql`i.created_at >= ${filters.startDate}::date`);
  }
  if (filters.endDate) {
    userWhere.push(sql`u.created_at < ${filters.endDate}::date + 1`);
    inviteWhere.push(sql`i.created_at < ${filters.endDate}::date + 1`);
  }
  if (filters.name) {
    const like = containsPattern(filters.name);
    userWhere.push(sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.email ilike ${like})`);
    inviteWhere.push(sql`i.email ilike ${like}`);
  }
  const where = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`);
  return sql`(
    select u.id, 'user' as kind, u.first_name, u.last_name, u.email, r.id as role_id, r.name as role_name,
      u.status, u.two_factor_enabled_at is not null as two_factor,
      (select max(s.created_at) from ${sessions} s where s.user_id = u.id) as last_active_at,
      u.created_at, null::timestamptz as expires_at, b.id as business_id, b.name as business_name
    from ${users} u join ${roles} r on r.id = u.role_id join ${businesses} b on b.id = u.business_id
    where ${where(userWhere)}
    union all
    select i.id, 'invitation', null, null, i.email, r.id, r.name, 'invited', false, null, i.created_at,
      i.expires_at, b.id, b.name
    from ${invitations} i join ${roles} r on r.id = i.role_id join ${businesses} b on b.id = i.business_id
    where ${where(inviteWhere)}
  )`;
}

export async function rowsOf(db: DbOrTx, query: SQL): Promise<MemberRow[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  return ZMemberRow.array().parse(result.rows);
}

/** One page of the people, newest first, and how many there are in all. */
export async function memberPage(
  db: DbOrTx,
  filters: MemberFilters,
  page: { page: number; limit: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const relation = members(filters);
  const [rows, counted] = await Promise.all([
    rowsOf(
      db,
      sql`select * from ${relation} m order by m.created_at desc, m.id desc limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
    ),
    db.execute(sql`select count(*)::int as n from ${relation} m`) as Promise<unknown>,
  ]);
  return { rows, total: (counted as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0 };
}

/** The person (a user or an invitation) with this id, in `businessId` when given, or 404. */
export async function findMember(
  ctx: AppContext,
  businessId: string | undefined,
  id: string,
): Promise<MemberRow> {
  const [row] = await rowsOf(ctx.db, sql`select * from ${members({ businessId, id })} m`);
  if (!row) throw notFound('Team member not found');
  return row;
}
