/**
 * Turning a user's two-factor off, by themselves (with a code) or by a team manager for someone who lost
 * their device: the authenticator secret and every recovery code go, in the caller's
 * transaction. The caller forgets the user in the auth cache after commit.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { recoveryCodes, users } from '../../db/schema.js';

export async function turnOffTwoFactor(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
