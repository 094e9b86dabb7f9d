/**
 * The auth state (who is signed in, pending sign-in tokens, the last route) and its login and logout
 * transitions. Who is signed in is kept in localStorage so a reload keeps the session; the session token
 * never is: the API keeps it in an HttpOnly cookie no script can read, and the server's session row stays the
 * authority (a 401 logs out). One-time sign-in tokens (challenge, 2FA login) live in memory only.
 */
import type { TTwoFactorInitiateResponse, TUser } from '@verity/client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthState {
  email: string | null;
  challengeToken: string | null;
  /**
   * When this browser's session started (ms since the epoch), null when there is none. Set while a
   * first-time login or forced 2FA set-up is still pending too. Not a secret: the token is in the cookie.
   */
  sessionStartedAt: number | null;
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
  /** A login, 2FA login or registration started a session; `complete` marks the user logged in. */
  startSession(user: TUser, complete: boolean): void;
  /** A step of the pending set-up (password change) is done: the same session, an updated user. */
  finishSetUpStep(user: TUser, complete: boolean): void;
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
  /** The password expired: keep the session for the change-password call, but not the logged-in state. */
  requirePasswordChange(): void;
}

export const initialAuthState: AuthState = {
  email: null,
  challengeToken: null,
  sessionStartedAt: null,
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

/** What survives a reload: who is signed in and where they were, nothing that works as a credential. */
export type PersistedAuth = Pick<
  AuthState,
  'email' | 'user' | 'sessionStartedAt' | 'isLoggedIn' | 'lastVisitedProtectedRoute' | 'sessionTimedOut'
>;

export function persistedAuth(state: Partial<AuthState>): PersistedAuth {
  const sessionStartedAt = state.sessionStartedAt ?? null;
  return {
    email: state.email ?? null,
    // A user answered by a password login carries the one-time 2FA login token; it stays in memory.
    user: state.user ? { ...state.user, twoFactorLoginToken: null } : null,
    sessionStartedAt,
    // Signed in only with a session (a state saved before the cookie had its token instead: sign in again).
    isLoggedIn: sessionStartedAt !== null && (state.isLoggedIn ?? false),
    lastVisitedProtectedRoute: state.lastVisitedProtectedRoute ?? null,
    sessionTimedOut: state.sessionTimedOut ?? false,
  };
}

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...initialAuthState,
      setLookup: (email, challengeToken) => set({ email, challengeToken }),
      startSession: (user, complete) =>
        set({
          user,
          sessionStartedAt: Date.now(),
          isLoggedIn: complete,
          twoFactorLoginToken: null,
          challengeToken: null,
          sessionTimedOut: false,
          loginNotice: null,
        }),
      finishSetUpStep: (user, complete) => set({ user, isLoggedIn: complete }),
      setTwoFactorPending: (user, twoFactorLoginToken) =>
        set({ user, twoFactorLoginToken, sessionStartedAt: null, isLoggedIn: false, challengeToken: null }),
      setUser: (user) => set({ user }),
      markLoggedIn: () => set({ isLoggedIn: true }),
      rememberRoute: (path) => set({ lastVisitedProtectedRoute: path }),
      setAccountJustCreated: (accountJustCreated) => set({ accountJustCreated }),
      setTwoFactorInitPayload: (twoFactorInitPayload) => set({ twoFactorInitPayload }),
      setRecoveryCodes: (recoveryCodes) => set({ recoveryCodes }),
      setLoginNotice: (loginNotice) => set({ loginNotice }),
      logout: ({ timedOut = false } = {}) =>
        set((state) => ({
          sessionStartedAt: null,
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
      // Version 0 kept the session token and the 2FA login token here; reading it drops both.
      version: 1,
      migrate: (persisted) => persistedAuth(persisted as Partial<AuthState>),
      partialize: (state): PersistedAuth => persistedAuth(state),
    },
  ),
);
