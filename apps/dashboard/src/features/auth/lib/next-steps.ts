/**
 * Where the sign-in journey goes after its later steps, building on the login decision tree in
 * `login-decision.ts`. Pure, so the pages and the tests share them.
 */
import type { TUser } from '@verity/client';
import { nextAfterPasswordChange } from '../login-decision';

export const ACCOUNT_SETTINGS_PATH = '/settings/account';

export interface JourneyStep {
  to: string;
  /** The session is complete: the store marks the user logged in. */
  complete: boolean;
}

/**
 * "Continue" after 2FA set-up. A signed-in user came from account settings and goes back there; a
 * forced set-up at login continues the tree: first-time users still change their password.
 */
export function stepAfterTwoFactorSetup(
  wasLoggedIn: boolean,
  user: Pick<TUser, 'firstTimeLogin'> | null,
  lastVisitedProtectedRoute: string | null,
): JourneyStep {
  if (wasLoggedIn) return { to: ACCOUNT_SETTINGS_PATH, complete: true };
  if (user?.firstTimeLogin) return { to: '/auth/change-password', complete: false };
  return { to: lastVisitedProtectedRoute ?? '/', complete: true };
}

/**
 * After a password change. The API refuses 2FA set-up to a first-time login (password first), so a user
 * whose business forces 2FA and who has none yet sets it up now, before the session counts as complete.
 */
export function stepAfterPasswordChange(
  user: Pick<TUser, 'force2FA' | 'twoFactorEnabled'>,
  wasFirstTimeLogin: boolean,
  lastVisitedProtectedRoute: string | null,
): JourneyStep {
  if (user.force2FA && !user.twoFactorEnabled) return { to: '/auth/2FA/setup', complete: false };
  return { to: nextAfterPasswordChange(wasFirstTimeLogin, lastVisitedProtectedRoute), complete: true };
}

/** The reset token: from the path (`/auth/reset-password/:token`) or `?token=` (`/auth/reset_password`). */
export function resetTokenFrom(pathToken: string | undefined, search: string): string | null {
  if (pathToken) return pathToken;
  const fromQuery = new URLSearchParams(search).get('token')?.trim();
  return fromQuery ? fromQuery : null;
}
