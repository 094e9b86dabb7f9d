/** Sign-in: look-up, password login, logout, and the second factor. */
import {
  loginRoutes,
  type TLoginResponse,
  type TLookupResponse,
  type TTwoFactorCodeSendResponse,
} from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { enterRequestTransaction } from '../../db/request-transaction.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { randomDigits } from '../../lib/secrets.js';
import { beginAuditedWrites } from '../audit/audit-hook.js';
import { templates } from '../outbox/templates.js';
import { checkSecondFactor } from '../two-factor/second-factor.js';
import { requireAuth } from './authenticate.js';
import { loadUserParts, type UserParts } from './load-user.js';
import { consumeToken, issueToken, peekToken, revokeTokens } from './one-time-tokens.js';
import { presentUser } from './present-user.js';
import { limits } from './rate-limiter.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { createSession, revokeSession } from './sessions.js';

/** One message for every failed login, so it never tells whether the email or the password was wrong. */
export const LOGIN_FAILED_MESSAGE = 'The email or password is incorrect';
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in attempt has expired, please enter your email again';
export const TWO_FACTOR_EXPIRED_MESSAGE = 'Your two-factor sign-in has expired, please sign in again';
export const TWO_FACTOR_FAILED_MESSAGE = 'The authentication code is incorrect';

/** Ends a successful first factor: a session, or a 2FA login token when the user has 2FA. */
async function finishFirstFactor(
  ctx: AppContext,
  request: FastifyRequest,
  parts: UserParts,
): Promise<{ data: TLoginResponse; message: string }> {
  if (parts.user.twoFactorEnabledAt) {
    const twoFactorLoginToken = await issueToken(ctx, ctx.db, {
      purpose: 'two_factor_login',
      userId: parts.user.id,
    });
    return {
      data: { user: presentUser(ctx, parts, twoFactorLoginToken), token: null },
      message: 'Enter your two-factor authentication code to continue',
    };
  }
  const token = await createSession(ctx, ctx.db, parts.user.id, request);
  return { data: { user: presentUser(ctx, parts), token }, message: 'Login successful' };
}

export function registerLoginRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, loginRoutes, {
    lookup: async (request) => {
      const { email } = request.body;
      await ctx.rateLimiter.consume(limits.lookup, `${email}|${request.ip}`);
      // Unknown emails get a token too: the look-up must not reveal who has an account.
      const accountChallengeToken = await issueToken(ctx, ctx.db, { purpose: 'login_challenge', email });
      return ok<TLookupResponse>({ accountChallengeToken }, 'Enter your password to continue');
    },

    // Rate-limited, and a failed attempt's hits and spent challenge must stay: the request transaction
    // opens only once the checks passed (beginAuditedWrites), so the session and its audit row commit
    // together.
    login: async (request, reply) => {
      const { email, password, challengeToken } = request.body;
      const key = `${email}|${request.ip}`;
      // Reserved before anything is evaluated, so a burst gets at most `limit` passwords checked; a
      // failure keeps its reservation, which is what the limit counts.
      await ctx.rateLimiter.reserve(limits.login, key);

      const challenge = await consumeToken(ctx, ctx.db, 'login_challenge', challengeToken);
      if (!challenge || challenge.email !== email)
        throw new AppError('UnauthorizedError', CHALLENGE_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
      const parts = await loadUserParts(ctx, { email });
      const valid = await verifyPassword(password, parts?.user.passwordHash ?? (await decoyPasswordHash()));
      if (!parts || !valid || parts.user.status !== 'active')
        throw new AppError('UnauthorizedError', LOGIN_FAILED_MESSAGE, { code: 'invalid_credentials' });
      // The right password: earlier failures (this reservation too) stop counting, and so do the look-ups
      // that led here, so someone who signs in often is never locked out by the look-up limit.
      await ctx.rateLimiter.clear(limits.login, key);
      await ctx.rateLimiter.clear(limits.lookup, key);
      // The limited checks passed: the session and its audit row commit together from here.
      enterRequestTransaction(await beginAuditedWrites(ctx, request));
      const { data, message } = await finishFirstFactor(ctx, request, parts);
      if (data.token) setSessionCookie(reply, data.token, ctx.config);
      return ok(data, message);
    },

    logout: async (request, reply) => {
      await revokeSession(ctx, requireAuth(request).sessionId);
      clearSessionCookie(reply, ctx.config);
      return ok(null, 'Logged out successfully');
    },

    twoFactorLogin: async (request, reply) => {
      const { twoFactorLoginToken, authCode, type } = request.body;
      const pending = await peekToken(ctx, ctx.db, 'two_factor_login', twoFactorLoginToken);
      if (!pending?.userId)
        throw new AppError('UnauthorizedError', TWO_FACTOR_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
      const key = `${pending.userId}|${request.ip}`;
      // Reserved before the code is checked (see /auth/login); only a wrong code keeps it.
      const attempt = await ctx.rateLimiter.reserve(limits.twoFactor, key);
      const parts = await loadUserParts(ctx, { id: pending.userId });
      if (parts?.user.status !== 'active') {
        await attempt.release();
        throw new AppError('UnauthorizedError', TWO_FACTOR_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
      }

      const passed = await checkSecondFactor(ctx, ctx.db, parts.user, type, authCode);
      if (!passed)
        throw new AppError('UnauthorizedError', TWO_FACTOR_FAILED_MESSAGE, { code: 'invalid_credentials' });
      if (!(await consumeToken(ctx, ctx.db, 'two_factor_login', twoFactorLoginToken))) {
        await attempt.release();
        throw new AppError('UnauthorizedError', TWO_FACTOR_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
      }
      await ctx.rateLimiter.clear(limits.twoFactor, key);
      enterRequestTransaction(await beginAuditedWrites(ctx, request));
      const token = await createSession(ctx, ctx.db, parts.user.id, request);
      setSessionCookie(reply, token, ctx.config);
      return ok<TLoginResponse>({ user: presentUser(ctx, parts), token }, 'Login successful');
    },

    sendTwoFactorCode: async (request) => {
      const { type, twoFactorLoginToken } = request.body;
      const pending = await peekToken(ctx, ctx.db, 'two_factor_login', twoFactorLoginToken);
      if (!pending?.userId)
        throw new AppError('UnauthorizedError', TWO_FACTOR_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.id, pending.userId)))
        .limit(1);
      if (!user)
        throw new AppError('UnauthorizedError', TWO_FACTOR_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
      if (type === 'sms' && !user.twoFactorPhone)
        throw badRequest('Add and verify a phone number before asking for a code by SMS');
      await ctx.rateLimiter.consume(limits.twoFactorSendPerIp, request.ip);
      await ctx.rateLimiter.consume(limits.twoFactorSend, `${user.id}|${request.ip}`);

      const code = randomDigits(6);
      await ctx.db.transaction(async (tx) => {
        await revokeTokens(ctx, tx, 'two_factor_code', user.id);
        await issueToken(ctx, tx, { purpose: 'two_factor_code', userId: user.id, token: code });
        const phone = user.twoFactorPhone ?? '';
        await ctx.outbox.send(
          tx,
          type === 'sms'
            ? templates.twoFactorCodeSms(phone, code)
            : templates.twoFactorCodeEmail(user.email, code),
        );
      });
      const to = type === 'sms' ? maskPhone(user.twoFactorPhone ?? '') : maskEmail(user.email);
      return ok<TTwoFactorCodeSendResponse>({ channel: type, to }, `A code has been sent to ${to}`);
    },
  });
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}
