/** The signed-in user's own account: profile, password change, environment, timezones. */
import {
  cappedSessionTimeout,
  meRoutes,
  type TMeResponse,
  type TSessionResponse,
  type TTimezonesResponse,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { enterRequestTransaction } from '../../db/request-transaction.js';
import { badRequest, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { beginAuditedWrites, recordChanges } from '../audit/audit-hook.js';
import { type AuthContext, needsTwoFactorSetup, requireAuth } from '../auth/authenticate.js';
import { loadUserParts } from '../auth/load-user.js';
import { presentUser } from '../auth/present-user.js';
import { limits } from '../auth/rate-limiter.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { presentBusinessProfile } from '../businesses/present-business-profile.js';
import { listTimezones } from '../reference/timezones.js';
import { users } from './users-tables.js';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current password';

async function me(ctx: AppContext, userId: string): Promise<TMeResponse> {
  const parts = await loadUserParts(ctx, { id: userId });
  if (!parts) throw notFound('User not found');
  return { user: presentUser(ctx, parts) };
}

/**
 * The session check: who is signed in and their business's profile, from the rows the authenticate hook
 * has just loaded (no query of its own). A session that may only set up 2FA gets no profile, as GET /businesses/me refuses it.
 */
function session(ctx: AppContext, auth: AuthContext): TSessionResponse {
  return {
    user: presentUser(ctx, auth),
    businessProfile: needsTwoFactorSetup(auth.user, auth.business)
      ? null
      : presentBusinessProfile(ctx, auth.business, auth.businessContactEmail),
  };
}

export function registerMeRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, meRoutes, {
    get: async (request) => ok(session(ctx, requireAuth(request)), 'User retrieved'),

    update: async (request) => {
      const { user, business } = requireAuth(request);
      const { settings, ...profile } = request.body;
      const cap = business.maxSessionTimeoutInMinutes;
      const timeout = settings?.sessionTimeoutInMinutes;
      if (timeout !== undefined && cap !== null && cappedSessionTimeout(timeout, cap) !== timeout)
        throw badRequest(`Your business allows a session timeout of at most ${cap} minutes`, {
          'settings.sessionTimeoutInMinutes': `Your business allows at most ${cap} minutes`,
        });
      const changes = {
        ...profile,
        ...(settings?.sessionTimeoutInMinutes === undefined
          ? {}
          : { sessionTimeoutInMinutes: settings.sessionTimeoutInMinutes }),
      };
      // The session's user is the row before the change.
      recordChanges(request, user, changes);
      if (Object.keys(changes).length > 0)
        await ctx.db
          .update(users)
          .set({ ...changes, updatedAt: ctx.now() })
          .where(eq(users.id, user.id));
      ctx.authCache.forgetUser(user.id);
      return ok(await me(ctx, user.id), 'Profile updated');
    },

    changePassword: async (request) => {
      const auth = requireAuth(request);
      const { currentPassword, newPassword } = request.body;
      const key = `${auth.user.id}|${request.ip}`;
      // Reserved before the password is checked, so parallel guesses cannot outrun the count.
      const attempt = await ctx.rateLimiter.reserve(limits.login, key);
      if (!(await verifyPassword(currentPassword, auth.user.passwordHash)))
        throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
      await attempt.release();
      if (currentPassword === newPassword)
        throw badRequest(SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
      const passwordHash = await hashPassword(newPassword);
      const now = ctx.now();
      // The limited check passed: the change and its audit row commit together from here.
      enterRequestTransaction(await beginAuditedWrites(ctx, request));
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, firstTimeLogin: false, updatedAt: now })
          .where(eq(users.id, auth.user.id));
        // Other devices signed in with the old password are signed out; this one stays.
        await revokeUserSessions(tx, auth.user.id, now, auth.sessionId);
      });
      ctx.authCache.forgetUser(auth.user.id);
      return ok(await me(ctx, auth.user.id), 'Your password has been changed');
    },

    switchEnvironment: async (request) => {
      const { user } = requireAuth(request);
      const environment = request.body.environment ?? 'live';
      await ctx.db.update(users).set({ environment, updatedAt: ctx.now() }).where(eq(users.id, user.id));
      ctx.authCache.forgetUser(user.id);
      return ok(await me(ctx, user.id), environment === 'live' ? 'Switched to live' : 'Switched to sandbox');
    },

    timezones: async () => ok<TTimezonesResponse>({ items: listTimezones(ctx.now()) }, 'Timezones retrieved'),
  });
}
