/** The login decision tree, as pure functions the pages and tests share. */
import type { TUser } from '@verity/client';

export type LoginStep =
  | { step: 'two-factor'; to: '/auth/2FA' }
  | { step: 'two-factor-setup'; to: '/auth/2FA/setup' }
  | { step: 'change-password'; to: '/auth/change-password' }
  | { step: 'done'; to: string };

/**
 * After a password login: 2FA → set-up when the business forces it → change password on first login →
 * the last protected route, or home.
 */
export function nextStepAfterLogin(user: TUser, lastVisitedProtectedRoute: string | null): LoginStep {
  if (user.twoFactorLoginToken) return { step: 'two-factor', to: '/auth/2FA' };
  if (user.force2FA && !user.twoFactorEnabled) return { step: 'two-factor-setup', to: '/auth/2FA/setup' };
  if (user.firstTimeLogin) return { step: 'change-password', to: '/auth/change-password' };
  return { step: 'done', to: lastVisitedProtectedRoute ?? '/' };
}

/** After changing password: a first-time user goes to the last protected route, others to /get-started. */
export function nextAfterPasswordChange(
  wasFirstTimeLogin: boolean,
  lastVisitedProtectedRoute: string | null,
): string {
  return wasFirstTimeLogin ? (lastVisitedProtectedRoute ?? '/') : '/get-started';
}
