/**
 * The auth state of spec/platform.md §3 (Auth state) and its transitions of §4 (Login, Logout). Kept in
 * localStorage so a reload keeps the session; the server's session row stays the authority.
 */
import type { TTwoFactorInitiateResponse, TUser } from '@verity/client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthState {
  email: string | null;
  challengeToken: string | null;
  /** The bearer token. Present while a first-time login or forced 2FA set-up is still pending too. */
  token: string | null;
  user: TUser | null;
  /** Set after a password login when the second factor is still needed. */
  twoFactorLoginToken: string | null;
  isLoggedIn: boolean;
  lastVisitedProtectedRoute: string | null;
  accountJustCreated: boolean;
  sessionTimedOut: boolean;
  twoFactorInitPayload: TTwoFactorInitiateResponse | null;
  recoveryCodes: string[] | null;
  /** A message the login page shows once, e.g. 'Could not connect to server'. */
  loginNotice: string | null;
}

export interface AuthActions {
  setLookup(email: string, challengeToken: string): void;
  /** Stores what a login, 2FA login or registration answered; `complete` marks the user logged in. */
  setSession(session: { user: TUser; token: string | null }, complete: boolean): void;
  setTwoFactorPending(user: TUser, twoFactorLoginToken: string): void;
  setUser(user: TUser): void;
  markLoggedIn(): void;
  rememberRoute(path: string): void;
  setAccountJustCreated(value: boolean): void;
  setTwoFactorInitPayload(payload: TTwoFactorInitiateResponse | null): void;
  setRecoveryCodes(codes: string[] | null): void;
  setLoginNotice(notice: string | null): void;
  /** The session ends: for a timeout the last route is kept so the user returns to it. */
  logout(options?: { timedOut?: boolean }): void;
  /** The password expired: keep the token for the change-password call, but not the logged-in state. */
  requirePasswordChange(): void;
}

export const initialAuthState: AuthState = {
  email: null,
  challengeToken: null,
  token: null,
  user: null,
  twoFactorLoginToken: null,
  isLoggedIn: false,
  lastVisitedProtectedRoute: null,
  accountJustCreated: false,
  sessionTimedOut: false,
  twoFactorInitPayload: null,
  recoveryCodes: null,
  loginNotice: null,
};

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...initialAuthState,
      setLookup: (email, challengeToken) => set({ email, challengeToken }),
      setSession: ({ user, token }, complete) =>
        set({
          user,
          token,
          isLoggedIn: complete,
          twoFactorLoginToken: null,
          challengeToken: null,
          sessionTimedOut: false,
          loginNotice: null,
        }),
      setTwoFactorPending: (user, twoFactorLoginToken) =>
        set({ user, twoFactorLoginToken, token: null, isLoggedIn: false, challengeToken: null }),
      setUser: (user) => set({ user }),
      markLoggedIn: () => set({ isLoggedIn: true }),
      rememberRoute: (path) => set({ lastVisitedProtectedRoute: path }),
      setAccountJustCreated: (accountJustCreated) => set({ accountJustCreated }),
      setTwoFactorInitPayload: (twoFactorInitPayload) => set({ twoFactorInitPayload }),
      setRecoveryCodes: (recoveryCodes) => set({ recoveryCodes }),
      setLoginNotice: (loginNotice) => set({ loginNotice }),
      logout: ({ timedOut = false } = {}) =>
        set((state) => ({
          token: null,
          isLoggedIn: false,
          twoFactorInitPayload: null,
          twoFactorLoginToken: null,
          recoveryCodes: null,
          lastVisitedProtectedRoute: timedOut ? state.lastVisitedProtectedRoute : null,
          sessionTimedOut: timedOut,
        })),
      requirePasswordChange: () => set({ isLoggedIn: false }),
    }),
    {
      name: 'verity.auth',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        email: state.email,
        token: state.token,
        user: state.user,
        twoFactorLoginToken: state.twoFactorLoginToken,
        isLoggedIn: state.isLoggedIn,
        lastVisitedProtectedRoute: state.lastVisitedProtectedRoute,
        sessionTimedOut: state.sessionTimedOut,
      }),
    },
  ),
);
