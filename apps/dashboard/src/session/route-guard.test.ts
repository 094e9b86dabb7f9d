import { describe, expect, it } from 'vitest';
import { makeUser } from '../test-fixtures/test-user';
import type { AuthState } from './auth-store';
import { decideRoute, type RouteRule } from './route-guard';

type GuardState = Pick<
  AuthState,
  'isLoggedIn' | 'sessionStartedAt' | 'user' | 'twoFactorLoginToken' | 'lastVisitedProtectedRoute'
>;
const signedOut: GuardState = {
  isLoggedIn: false,
  sessionStartedAt: null,
  user: null,
  twoFactorLoginToken: null,
  lastVisitedProtectedRoute: null,
};
const signedIn: GuardState = {
  isLoggedIn: true,
  sessionStartedAt: 1,
  user: makeUser(),
  twoFactorLoginToken: null,
  lastVisitedProtectedRoute: null,
};

describe('decideRoute', () => {
  const protectedRoute: RouteRule = { access: 'protected' };

  it('sends a signed-out visitor of a protected route to login and remembers the route', () => {
    expect(decideRoute(protectedRoute, signedOut, '/settings/account')).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      remember: '/settings/account',
    });
  });

  it('renders a protected route for a signed-in user holding every permission', () => {
    const rule: RouteRule = { access: 'protected', permissions: ['wallet:view', 'identity:view'] };
    const user = makeUser({ permissions: ['wallet:view', 'identity:view', 'user:view'] });
    expect(decideRoute(rule, { ...signedIn, user }, '/billing')).toEqual({ kind: 'render' });
  });

  it('gives 403 when any one permission is missing', () => {
    const rule: RouteRule = { access: 'protected', permissions: ['wallet:view', 'identity:view'] };
    const user = makeUser({ permissions: ['identity:view'] });
    expect(decideRoute(rule, { ...signedIn, user }, '/billing')).toEqual({ kind: 'forbidden' });
  });

  it('treats a session without the logged-in flag (first login, pending 2FA set-up) as signed out', () => {
    expect(decideRoute(protectedRoute, { ...signedOut, sessionStartedAt: 1 }, '/').kind).toBe('redirect');
  });

  it('sends a signed-in user away from guest pages to the last protected route, or home', () => {
    expect(decideRoute({ access: 'guest' }, signedIn, '/auth/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decideRoute(
        { access: 'guest' },
        { ...signedIn, lastVisitedProtectedRoute: '/settings/profile' },
        '/auth/login',
      ),
    ).toEqual({ kind: 'redirect', to: '/settings/profile' });
    expect(decideRoute({ access: 'guest' }, signedOut, '/auth/login')).toEqual({ kind: 'render' });
  });

  it('renders open routes for anyone', () => {
    expect(decideRoute({ access: 'open' }, signedOut, '/x')).toEqual({ kind: 'render' });
    expect(decideRoute({ access: 'open' }, signedIn, '/x')).toEqual({ kind: 'render' });
  });

  it('opens the 2FA page only while a second factor is pending', () => {
    expect(decideRoute({ access: 'two-factor' }, signedOut, '/auth/2FA')).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
    expect(
      decideRoute({ access: 'two-factor' }, { ...signedOut, twoFactorLoginToken: 'p' }, '/auth/2FA'),
    ).toEqual({
      kind: 'render',
    });
  });

  it('opens 2FA set-up and change-password only with a session', () => {
    for (const access of ['two-factor-setup', 'password-change'] as const) {
      expect(decideRoute({ access }, signedOut, '/p')).toEqual({ kind: 'redirect', to: '/auth/login' });
      expect(decideRoute({ access }, { ...signedOut, sessionStartedAt: 1 }, '/p')).toEqual({
        kind: 'render',
      });
    }
    expect(decideRoute({ access: 'password-change' }, signedIn, '/auth/change-password').kind).toBe(
      'redirect',
    );
  });
});
