/** Forgotten passwords: a mailed link, valid 1 hour, used once. */
import { passwordResetRoutes, type TPasswordTokenVerifyResponse } from '@verity/client';
import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema.js';
import { badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { hashPassword } from '../../lib/passwords.js';
import { templates } from '../outbox/templates.js';
import { consumeToken, issueToken, peekToken, revokeTokens } from './one-time-tokens.js';
import { limits } from './rate-limiter.js';
import { revokeUserSessions } from './sessions.js';

export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, a password reset link has been sent to it';

export function registerPasswordResetRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, passwordResetRoutes, {
    request: async (request) => {
      const { email } = request.body;
      // Per IP too: one address cycling through emails would otherwise mail strangers without end.
      await ctx.rateLimiter.consume(limits.passwordResetPerIp, request.ip);
      await ctx.rateLimiter.consume(limits.passwordReset, `${email}|${request.ip}`);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (user && user.status === 'active') {
        await ctx.db.transaction(async (tx) => {
          await revokeTokens(ctx, tx, 'password_reset', user.id);
          const token = await issueToken(ctx, tx, { purpose: 'password_reset', userId: user.id, email });
          await ctx.outbox.send(
            tx,
            templates.passwordReset(email, `${ctx.config.publicUrl}/auth/reset-password/${token}`),
          );
        });
      }
      // The same answer whether or not the account exists.
      return ok(null, RESET_REQUESTED_MESSAGE);
    },

    verifyToken: async (request) => {
      const row = await peekToken(ctx, ctx.db, 'password_reset', request.params.token);
      if (!row?.email) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      return ok<TPasswordTokenVerifyResponse>(
        { email: row.email, expiresAt: row.expiresAt.toISOString() },
        'Token is valid',
      );
    },

    reset: async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await ctx.db.transaction(async (tx) => {
        const row = await consumeToken(ctx, tx, 'password_reset', request.params.token);
        if (!row?.userId) throw badRequest(RESET_LINK_INVALID_MESSAGE);
        const [person] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
        if (person)
          request.auditSubject = {
            businessId: person.businessId,
            user: { id: person.id, name: `${person.firstName} ${person.lastName}`, email: person.email },
            resourceId: person.id,
          };
        const now = ctx.now();
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, firstTimeLogin: false, updatedAt: now })
          .where(eq(users.id, row.userId));
        // A reset means the old password may be known to someone else: end every session.
        await revokeUserSessions(tx, row.userId, now);
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(oneTimeTokens.userId, row.userId),
              eq(oneTimeTokens.purpose, 'password_reset'),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        return row.userId;
      });
      ctx.authCache.forgetUser(userId);
      return ok(null, 'Your password has been reset, you can now log in');
    },
  });
}
