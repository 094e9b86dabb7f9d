/**
 * Platform support on any business's people (spec/platform.md §6 admin-only capabilities, §7 "admin POST
 * /admin/businesses/users/{id}/deactivate-2fa and /reset-password"): turn a person's two-factor off when
 * they lost their device, or mail them a password reset link. Nobody sees or sets a password here.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { recordChanges } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { issueToken, revokeTokens } from '../auth/one-time-tokens.js';
import { templates } from '../outbox/templates.js';
import { turnOffTwoFactor } from '../two-factor/turn-off-two-factor.js';
import { NOT_YOURSELF } from './team-routes.js';

const ZIdParams = z.strictObject({ id: z.string().max(64) });

async function anyUser(ctx: AppContext, id: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound('User not found');
  return user;
}

export function registerAdminUserRoutes(app: AppInstance): void {
  const { ctx } = app;
  const audit = { audit: { event: 'update', resource: 'user' } as const };

  app.post(
    '/admin/businesses/users/:id/deactivate-2fa',
    { schema: { params: ZIdParams }, config: audit },
    async (request) => {
      const auth = requireAuth(request);
      const user = await anyUser(ctx, request.params.id);
      if (user.id === auth.user.id) throw forbidden(NOT_YOURSELF);
      if (!user.twoFactorEnabledAt) throw badRequest('Two-factor authentication is not on for this user');
      recordChanges(request, { twoFactor: 'on' }, { twoFactor: 'off' });
      await turnOffTwoFactor(ctx.db, user.id, ctx.now());
      ctx.authCache.forgetUser(user.id);
      return ok(null, 'Two-factor authentication turned off for this user');
    },
  );

  app.post(
    '/admin/businesses/users/:id/reset-password',
    { schema: { params: ZIdParams }, config: audit },
    async (request) => {
      const user = await anyUser(ctx, request.params.id);
      if (user.status !== 'active') throw badRequest('Only an active user can be sent a password reset link');
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
  );
}
