/**
 * The route guard as a pure decision: given a route's access and permissions and the auth state, render it,
 * send the visitor elsewhere, or show 403. The session check against the server (users/me) happens after a
 * protected route renders; see `use-session-check.ts`.
 */
import { hasAllPermissions, type Permission } from '@verity/client';
import type { AuthState } from './auth-store';

/**
 * guest: signed-out only (signed-in users go to the last protected route or home);
 * open: anyone; two-factor: a login waiting for its second factor, or a session that must set 2FA up;
 * password-change: a session that must change its password first; protected: signed in (the default).
 */
export type RouteAccess =
  | 'guest'
  | 'open'
  | 'two-factor'
  | 'two-factor-setup'
  | 'password-change'
  | 'protected';

export interface RouteRule {
  access: RouteAccess;
  permissions?: readonly Permission[];
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; remember?: string }
  | { kind: 'forbidden' };

type GuardState = Pick<
  AuthState,
  'isLoggedIn' | 'sessionStartedAt' | 'user' | 'twoFactorLoginToken' | 'lastVisitedProtectedRoute'
>;

export function decideRoute(rule: RouteRule, state: GuardState, path: string): GuardDecision {
  const home = state.lastVisitedProtectedRoute ?? '/';
  // What this browser last heard; the session check (users/me) and any 401 correct it.
  const hasSession = state.sessionStartedAt !== null;
  switch (rule.access) {
    case 'open':
      return { kind: 'render' };
    case 'guest':
      return state.isLoggedIn ? { kind: 'redirect', to: home } : { kind: 'render' };
    case 'two-factor':
      if (state.isLoggedIn) return { kind: 'redirect', to: home };
      return state.twoFactorLoginToken ? { kind: 'render' } : { kind: 'redirect', to: '/auth/login' };
    case 'two-factor-setup':
      // Reached after login when the business forces 2FA; a logged-in user sets 2FA up from settings.
      return hasSession ? { kind: 'render' } : { kind: 'redirect', to: '/auth/login' };
    case 'password-change':
      if (state.isLoggedIn) return { kind: 'redirect', to: home };
      return hasSession ? { kind: 'render' } : { kind: 'redirect', to: '/auth/login' };
    case 'protected':
      if (!state.isLoggedIn || !hasSession) return { kind: 'redirect', to: '/auth/login', remember: path };
      if (!hasAllPermissions(state.user?.role.permissions ?? [], rule.permissions ?? []))
        return { kind: 'forbidden' };
      return { kind: 'render' };
  }
}
