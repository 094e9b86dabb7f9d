import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { businesses, roles, users } from '../../db/schema.js';
import type { AuthContext } from './authenticate.js';

export type UserParts = Pick<AuthContext, 'user' | 'role' | 'business'>;

/** A user with their role and business, by id or by (lower-cased) email. */
export async function loadUserParts(
  ctx: AppContext,
  by: { id: string } | { email: string },
): Promise<UserParts | null> {
  const [row] = await ctx.db
    .select({ user: users, role: roles, business: businesses })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email))
    .limit(1);
  return row ?? null;
}
