/**
 * Platform support on any business's people (admin only: POST /admin/businesses/users/{id}/deactivate-2fa
 * and /reset-password; the dashboard's /users pages): the
 * people of every business with their business, a person's page and activities, turning a person's
 * two-factor off when they lost their device, or mailing them a password reset link. Nobody sees or sets a
 * password here.
 */
import { adminUserRoutes, type TAdminUser, type TAdminUserDetail } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { roles, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { pageList } from '../../lib/page-list.js';
import { auditAlsoIn, recordChanges } from '../audit/audit-hook.js';
import { auditPage } from '../audit/audit-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { issueToken, revokeTokens } from '../auth/one-time-tokens.js';
import { templates } from '../outbox/templates.js';
import { turnOffTwoFactor } from '../two-factor/turn-off-two-factor.js';
import { findMember, type MemberRow, memberPage, presentMember } from './team-members.js';
import { NOT_YOURSELF } from './team-routes.js';

async function anyUser(ctx: AppContext, id: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound('User not found');
  return user;
}

function presentAdminUser(row: MemberRow): TAdminUser {
  return { ...presentMember(row), business: { id: row.business_id, name: row.business_name } };
}

export function registerAdminUserRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, adminUserRoutes, {
    list: async (request) => {
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await memberPage(
        ctx.db,
        { ...filters, businessId: filters.businessId },
        { page, limit },
      );
      return ok(pageList(rows.map(presentAdminUser), { page, limit }, total), 'Users retrieved');
    },

    get: async (request) => {
      const row = await findMember(ctx, undefined, request.params.id);
      const [role] = await ctx.db
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.id, row.role_id));
      return ok<TAdminUserDetail>(
        { ...presentAdminUser(row), permissions: role?.permissions ?? [] },
        'User retrieved',
      );
    },

    activities: async (request) => {
      const user = await anyUser(ctx, request.params.id);
      return ok(
        await auditPage(ctx, user.businessId, { ...request.query, user_id: user.id }),
        'Activities retrieved',
      );
    },

    deactivateTwoFactor: async (request) => {
      const auth = requireAuth(request);
      const user = await anyUser(ctx, request.params.id);
      if (user.id === auth.user.id) throw forbidden(NOT_YOURSELF);
      if (!user.twoFactorEnabledAt) throw badRequest('Two-factor authentication is not on for this user');
      recordChanges(request, { twoFactor: 'on' }, { twoFactor: 'off' });
      auditAlsoIn(request, user.businessId);
      await turnOffTwoFactor(ctx.db, user.id, ctx.now());
      ctx.authCache.forgetUser(user.id);
      return ok(null, 'Two-factor authentication turned off for this user');
    },

    resetPassword: async (request) => {
      const user = await anyUser(ctx, request.params.id);
      if (user.status !== 'active') throw badRequest('Only an active user can be sent a password reset link');
      auditAlsoIn(request, user.businessId);
      // Any link mailed before stops working: only the newest one resets.
      await revokeTokens(ctx, ctx.db, 'password_reset', user.id);
      const token = await issueToken(ctx, ctx.db, {
        purpose: 'password_reset',
        userId: user.id,
        email: user.email,
      });
      await ctx.outbox.send(
        ctx.db,
        templates.passwordReset(user.email, `${ctx.config.publicUrl}/auth/reset-password/${token}`),
      );
      return ok(null, `A password reset link has been sent to ${user.email}`);
    },
  });
}
