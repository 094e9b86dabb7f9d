/**
 * Sign-up: details in, an OTP mailed, the OTP completes it.
 * Completion creates the business and its owner with a mailed temporary password, changed at first login.
 */
import {
  accountRoutes,
  type TCompleteAccountResponse,
  type TCreateAccountResponse,
  type TCreateBusinessAccountRequest,
} from '@verity/client';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { keepWhenRefused } from '../../db/request-transaction.js';
import { pendingAccounts, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword, temporaryPassword } from '../../lib/passwords.js';
import { randomDigits, randomToken } from '../../lib/secrets.js';
import { limits } from '../auth/rate-limiter.js';
import { templates } from '../outbox/templates.js';
import { createBusinessWithOwner } from './create-business.js';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const ACCOUNT_TOKEN_INVALID_MESSAGE = 'This sign-up has expired, please start again';
export const OTP_INVALID_MESSAGE = 'The code is incorrect or has expired';
const PENDING_LIFETIME_MS = 30 * 60 * 1000;
const MAX_OTP_ATTEMPTS = 5;

/**
 * Mails the code that completes sign-up `token` and returns the hash to store with it. An address that
 * already has an account gets a notice instead, and the stored hash is one no code can match: the caller
 * gets the same answer either way (sign-up must not reveal who has an account, as login does not), and
 * the pending sign-up behaves like any other until its attempts run out.
 */
async function mailSignUpCode(
  ctx: AppContext,
  tx: Tx,
  token: string,
  to: { email: string; firstName: string },
): Promise<string> {
  const [owner] = await tx
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.email, to.email))
    .limit(1);
  if (owner) {
    await ctx.outbox.send(
      tx,
      templates.signUpAttempted(
        to.email,
        owner.firstName,
        `${ctx.config.publicUrl}/auth/login`,
        `${ctx.config.publicUrl}/auth/forgot-password`,
      ),
    );
    return ctx.secrets.hashToken('account-otp', `${token}:${randomToken()}`);
  }
  const otp = randomDigits(6);
  await ctx.outbox.send(tx, templates.accountOtp(to.email, to.firstName, otp));
  return ctx.secrets.hashToken('account-otp', `${token}:${otp}`);
}

function livePending(ctx: AppContext, token: string) {
  return and(
    eq(pendingAccounts.tokenHash, ctx.secrets.hashToken('account', token)),
    isNull(pendingAccounts.completedAt),
    gt(pendingAccounts.expiresAt, ctx.now()),
    sql`${pendingAccounts.attempts} < ${MAX_OTP_ATTEMPTS}`,
  );
}

export function registerAccountRoutes(app: AppInstance): void {
  const { ctx } = app;

  async function complete(
    request: FastifyRequest,
    token: string,
    otp: string,
  ): Promise<TCompleteAccountResponse> {
    const [pending] = await ctx.db.select().from(pendingAccounts).where(livePending(ctx, token)).limit(1);
    if (!pending) throw badRequest(ACCOUNT_TOKEN_INVALID_MESSAGE);
    if (pending.otpHash !== ctx.secrets.hashToken('account-otp', `${token}:${otp}`)) {
      await ctx.db
        .update(pendingAccounts)
        .set({ attempts: sql`${pendingAccounts.attempts} + 1` })
        .where(eq(pendingAccounts.id, pending.id));
      keepWhenRefused();
      throw badRequest(OTP_INVALID_MESSAGE, { otp: OTP_INVALID_MESSAGE });
    }
    const details = pending.details as TCreateBusinessAccountRequest;
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    try {
      return await ctx.db.transaction(async (tx) => {
        const claimed = await tx
          .update(pendingAccounts)
          .set({ completedAt: ctx.now() })
          .where(and(eq(pendingAccounts.id, pending.id), isNull(pendingAccounts.completedAt)))
          .returning({ id: pendingAccounts.id });
        if (claimed.length === 0) throw badRequest(ACCOUNT_TOKEN_INVALID_MESSAGE);
        const { businessId, userId } = await createBusinessWithOwner(
          tx,
          {
            name: details.companyName,
            type: 'business',
            countryCode: details.countryOfIncorporation,
            currency: details.currency,
            expectedChecksPerMonth: details.expectedChecksPerMonth,
          },
          {
            email: details.email,
            firstName: details.firstName,
            lastName: details.lastName,
            mobile: details.mobile,
            countryCode: details.countryCode,
            passwordHash,
            firstTimeLogin: true,
          },
        );
        request.auditSubject = {
          businessId,
          user: { id: userId, name: `${details.firstName} ${details.lastName}`, email: details.email },
          resourceId: businessId,
        };
        await ctx.outbox.send(
          tx,
          templates.accountCreated(
            details.email,
            details.firstName,
            password,
            `${ctx.config.publicUrl}/auth/login`,
          ),
        );
        return { email: details.email, businessId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  const completedMessage = 'Your account has been created. Check your email for your sign-in details';

  registerRoutes(app, accountRoutes, {
    createBusinessAccount: async (request, reply) => {
      const details = request.body;
      await ctx.rateLimiter.consume(limits.signUpPerIp, request.ip);
      await ctx.rateLimiter.consume(limits.accountOtp, `create|${details.email}|${request.ip}`);
      const token = randomToken();
      await ctx.db.transaction(async (tx) => {
        await tx.insert(pendingAccounts).values({
          id: newId(),
          tokenHash: ctx.secrets.hashToken('account', token),
          otpHash: await mailSignUpCode(ctx, tx, token, details),
          email: details.email,
          details,
          expiresAt: new Date(ctx.now().getTime() + PENDING_LIFETIME_MS),
        });
      });
      reply.code(201);
      return ok<TCreateAccountResponse>(
        { accountCreationToken: token, email: details.email },
        `A verification code has been sent to ${details.email}`,
      );
    },

    updatePendingAccount: async (request) => {
      const { accountCreationToken, ...changes } = request.body;
      const [pending] = await ctx.db
        .select()
        .from(pendingAccounts)
        .where(livePending(ctx, accountCreationToken))
        .limit(1);
      if (!pending) throw badRequest(ACCOUNT_TOKEN_INVALID_MESSAGE);
      await ctx.rateLimiter.consume(limits.accountOtpResendPerIp, request.ip);
      await ctx.rateLimiter.consume(limits.accountOtp, `resend|${pending.id}`);
      const details = { ...(pending.details as TCreateBusinessAccountRequest), ...changes };
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(pendingAccounts)
          .set({
            details,
            email: changes.email,
            otpHash: await mailSignUpCode(ctx, tx, accountCreationToken, changes),
            attempts: 0,
            expiresAt: new Date(ctx.now().getTime() + PENDING_LIFETIME_MS),
          })
          .where(eq(pendingAccounts.id, pending.id));
      });
      return ok<TCreateAccountResponse>(
        { accountCreationToken, email: changes.email },
        `A verification code has been sent to ${changes.email}`,
      );
    },

    complete: async (request) =>
      ok(await complete(request, request.params.token, request.body.otp), completedMessage),

    completeWithCode: async (request) =>
      ok(await complete(request, request.params.token, request.body.code), completedMessage),
  });
}
