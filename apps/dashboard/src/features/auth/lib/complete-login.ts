/**
 * Applies the login decision tree to what a password login (or a 2FA login) answered: store the session as
 * far as it goes, then say where to go.
 */
import type { TLoginResponse } from '@verity/client';
import { useAuthStore } from '../../../session/auth-store';
import { nextStepAfterLogin } from '../login-decision';

export function completeLogin({ user }: TLoginResponse): string {
  const store = useAuthStore.getState();
  const step = nextStepAfterLogin(user, store.lastVisitedProtectedRoute);
  switch (step.step) {
    case 'two-factor':
      store.setTwoFactorPending(user, user.twoFactorLoginToken ?? '');
      break;
    case 'two-factor-setup':
    case 'change-password':
      // A session that may only finish its set-up: the guard keeps it out of the app until then.
      store.startSession(user, false);
      break;
    case 'done':
      store.startSession(user, true);
      break;
  }
  return step.to;
}
