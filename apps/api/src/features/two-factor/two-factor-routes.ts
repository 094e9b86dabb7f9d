/** Two-factor set-up and management. */
import {
  type TForceTwoFactorResponse,
  type TRecoveryCodesResponse,
  type TTwoFactorInitiateResponse,
  twoFactorRoutes,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { enterRequestTransaction, type RequestTransaction } from '../../db/request-transaction.js';
import { users } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { randomDigits } from '../../lib/secrets.js';
import { beginAuditedWrites } from '../audit/audit-hook.js';
import { type AuthContext, requireAuth } from '../auth/authenticate.js';
import { consumeToken, issueToken, revokeTokens } from '../auth/one-time-tokens.js';
import { limits } from '../auth/rate-limiter.js';
import { updateBusinessSettings } from '../businesses/update-business.js';
import { templates } from '../outbox/templates.js';
import { checkAuthenticatorCode, replaceRecoveryCodes, useRecoveryCode } from './second-factor.js';
import { newTotpSecret, totpSetup, verifyTotp } from './totp.js';
import { turnOffTwoFactor } from './turn-off-two-factor.js';

export const INVALID_CODE_MESSAGE = 'The authentication code is incorrect';
export const NOT_ENABLED_MESSAGE = 'Two-factor authentication is not enabled';

export function registerTwoFactorRoutes(app: AppInstance): void {
  const { ctx } = app;

  /**
   * A wrong code counts against the user's 2FA limit, so codes cannot be guessed through these routes. The
   * attempt is reserved before the code is checked, so parallel guesses cannot outrun the count.
   */
  async function guardCode(
    request: FastifyRequest,
    auth: AuthContext,
    check: () => Promise<boolean>,
  ): Promise<RequestTransaction> {
    const key = `${auth.user.id}|${request.ip}`;
    await ctx.rateLimiter.reserve(limits.twoFactor, key);
    if (!(await check())) throw badRequest(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE });
    await ctx.rateLimiter.clear(limits.twoFactor, key);
    // The handler enters it (enterRequestTransaction) in its own body.
    return beginAuditedWrites(ctx, request);
  }

  /** An authenticator code, or one of the user's unused recovery codes. */
  const authenticatorOrRecovery = (auth: AuthContext, code: string) => () =>
    /^\d{6}$/.test(code.replace(/\s/g, ''))
      ? checkAuthenticatorCode(ctx, ctx.db, auth.user, code)
      : useRecoveryCode(ctx, ctx.db, auth.user.id, code);

  registerRoutes(app, twoFactorRoutes, {
    initiate: async (request) => {
      const { user } = requireAuth(request);
      if (user.twoFactorEnabledAt) throw conflict('Two-factor authentication is already enabled');
      const secret = newTotpSecret();
      await ctx.db
        .update(users)
        .set({ twoFactorPendingSecret: ctx.secrets.encrypt(secret), updatedAt: ctx.now() })
        .where(eq(users.id, user.id));
      ctx.authCache.forgetUser(user.id);
      const setup = await totpSetup(secret, user.email);
      return ok<TTwoFactorInitiateResponse>(
        { secret, ...setup },
        'Scan the QR code with your authenticator app',
      );
    },

    activate: async (request) => {
      const auth = requireAuth(request);
      const { user } = auth;
      if (user.twoFactorEnabledAt) throw conflict('Two-factor authentication is already enabled');
      if (!user.twoFactorPendingSecret) throw badRequest('Start two-factor set-up before activating it');
      const secret = ctx.secrets.decrypt(user.twoFactorPendingSecret);
      let step: number | null = null;
      enterRequestTransaction(
        await guardCode(request, auth, async () => {
          step = verifyTotp(secret, request.body.code, ctx.now());
          return step !== null;
        }),
      );
      const recovery = await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            twoFactorSecret: user.twoFactorPendingSecret,
            twoFactorPendingSecret: null,
            twoFactorEnabledAt: ctx.now(),
            twoFactorLastStep: step,
            updatedAt: ctx.now(),
          })
          .where(eq(users.id, user.id));
        return replaceRecoveryCodes(ctx, tx, user.id);
      });
      ctx.authCache.forgetUser(user.id);
      return ok<TRecoveryCodesResponse>(
        { recoveryCodes: recovery },
        'Two-factor authentication is enabled. Keep your recovery codes somewhere safe',
      );
    },

    deactivate: async (request) => {
      const auth = requireAuth(request);
      if (!auth.user.twoFactorEnabledAt) throw badRequest(NOT_ENABLED_MESSAGE);
      if (auth.business.force2FA)
        throw badRequest('Your business requires two-factor authentication, so it cannot be turned off');
      enterRequestTransaction(
        await guardCode(request, auth, authenticatorOrRecovery(auth, request.body.code)),
      );
      await ctx.db.transaction((tx) => turnOffTwoFactor(tx, auth.user.id, ctx.now()));
      ctx.authCache.forgetUser(auth.user.id);
      return ok(null, 'Two-factor authentication is disabled');
    },

    regenerateRecoveryCodes: async (request) => {
      const auth = requireAuth(request);
      if (!auth.user.twoFactorEnabledAt) throw badRequest(NOT_ENABLED_MESSAGE);
      enterRequestTransaction(
        await guardCode(request, auth, authenticatorOrRecovery(auth, request.body.code)),
      );
      const codes = await replaceRecoveryCodes(ctx, ctx.db, auth.user.id);
      return ok<TRecoveryCodesResponse>(
        { recoveryCodes: codes },
        'New recovery codes generated; the old ones no longer work',
      );
    },

    setPhone: async (request) => {
      const { user } = requireAuth(request);
      const phone = request.body.mobile;
      await ctx.rateLimiter.consume(limits.twoFactorSend, `phone|${user.id}`);
      enterRequestTransaction(await beginAuditedWrites(ctx, request));
      const code = randomDigits(6);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ twoFactorPendingPhone: phone, updatedAt: ctx.now() })
          .where(eq(users.id, user.id));
        await revokeTokens(ctx, tx, 'phone_verification', user.id);
        await issueToken(ctx, tx, { purpose: 'phone_verification', userId: user.id, token: code });
        await ctx.outbox.send(tx, templates.phoneVerificationSms(phone, code));
      });
      ctx.authCache.forgetUser(user.id);
      return ok(null, 'A verification code has been sent to your phone');
    },

    verifyPhone: async (request) => {
      const auth = requireAuth(request);
      if (!auth.user.twoFactorPendingPhone) throw badRequest('Add a phone number before verifying it');
      enterRequestTransaction(
        await guardCode(
          request,
          auth,
          async () =>
            (await consumeToken(ctx, ctx.db, 'phone_verification', request.body.otp, auth.user.id)) !== null,
        ),
      );
      await ctx.db
        .update(users)
        .set({
          twoFactorPhone: auth.user.twoFactorPendingPhone,
          twoFactorPendingPhone: null,
          updatedAt: ctx.now(),
        })
        .where(eq(users.id, auth.user.id));
      ctx.authCache.forgetUser(auth.user.id);
      return ok(null, 'Your phone number is verified');
    },

    removePhone: async (request) => {
      const { user } = requireAuth(request);
      await ctx.db
        .update(users)
        .set({ twoFactorPhone: null, twoFactorPendingPhone: null, updatedAt: ctx.now() })
        .where(eq(users.id, user.id));
      ctx.authCache.forgetUser(user.id);
      return ok(null, 'Your phone number has been removed');
    },

    setForceTwoFactor: async (request) => {
      const { business } = requireAuth(request);
      const { force2FA } = request.body;
      await updateBusinessSettings(ctx, request, business, { force2FA });
      return ok<TForceTwoFactorResponse>(
        { force2FA },
        force2FA
          ? 'Two-factor authentication is now required for your team'
          : 'Two-factor authentication is now optional',
      );
    },
  });
}
