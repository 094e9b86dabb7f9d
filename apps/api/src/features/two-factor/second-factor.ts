/**
 * Checking a second factor: an authenticator code (never the same time-step twice), a recovery code
 * (each once), or a code sent by email or SMS. Shared by 2FA login, deactivation and regeneration.
 */

import { RECOVERY_CODE_COUNT, type TTwoFactorMethod } from '@verity/client';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { recoveryCodes, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { normalizeRecoveryCode, randomRecoveryCode } from '../../lib/secrets.js';
import type { UserRow } from '../auth/authenticate.js';
import { consumeToken } from '../auth/one-time-tokens.js';
import { verifyTotp } from './totp.js';

export async function checkAuthenticatorCode(
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = verifyTotp(ctx.secrets.decrypt(user.twoFactorSecret), code, ctx.now());
  if (step === null) return false;
  // The conditional update is the replay check: it fails if this step (or a later one) was used. The
  // column is read only here, in SQL, so the auth cache's copy of the user may lag behind it harmlessly.
  const updated = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

export async function useRecoveryCode(
  ctx: AppContext,
  db: DbOrTx,
  userId: string,
  code: string,
): Promise<boolean> {
  const hash = ctx.secrets.hashToken('recovery', `${userId}:${normalizeRecoveryCode(code)}`);
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** Replaces the user's recovery codes with 10 new ones; returns them once, stores only hashes. */
export async function replaceRecoveryCodes(ctx: AppContext, db: DbOrTx, userId: string): Promise<string[]> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await db.insert(recoveryCodes).values(
    codes.map((code) => ({
      id: newId(),
      userId,
      codeHash: ctx.secrets.hashToken('recovery', `${userId}:${normalizeRecoveryCode(code)}`),
      createdAt: ctx.now(),
    })),
  );
  return codes;
}

export async function checkSecondFactor(
  ctx: AppContext,
  db: DbOrTx,
  user: UserRow,
  method: TTwoFactorMethod,
  code: string,
): Promise<boolean> {
  switch (method) {
    case 'authenticator':
      return checkAuthenticatorCode(ctx, db, user, code);
    case 'recovery':
      return useRecoveryCode(ctx, db, user.id, code);
    case 'email':
    case 'sms':
      return (await consumeToken(ctx, db, 'two_factor_code', code.trim(), user.id)) !== null;
  }
}
