/**
 * Ending the session from the shell: the user menu's Log out, the idle overlay's Logout and its timeout all
 * end here, so the three cannot drift apart.
 */
import { navigate } from 'wouter/use-browser-location';
import { toast } from '../components/toasts/toast-store';
import { api } from '../lib/api-client';
import { useAuthStore } from './auth-store';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

async function revokeServerSession(): Promise<void> {
  try {
    await api.auth.logout();
  } catch {
    // The session ends on this device regardless; the server expires an orphaned session on its own.
  }
}

function leave(timedOut: boolean, currentPath: string | null): void {
  const store = useAuthStore.getState();
  // Remembered so that signing in again after a timeout returns to the same page.
  if (timedOut && currentPath) store.rememberRoute(currentPath);
  // Both updates in one tick: React renders them together, so the route guard never sees a signed-out
  // user on a protected page (which would remember it) nor a signed-in one on the login page.
  store.logout({ timedOut });
  navigate('/auth/login');
}

/** Log out: revoke the session, forget it here, go to login and say so. */
export async function logOut(): Promise<void> {
  await revokeServerSession();
  leave(false, null);
  toast.success(LOGGED_OUT_MESSAGE);
}

/** The idle countdown ran out: flagged as timed out, keeping the page to come back to. */
export function logOutTimedOut(currentPath: string): void {
  leave(true, currentPath);
  void revokeServerSession();
}
