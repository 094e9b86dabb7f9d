/**
 * Every failed call goes through here: the client's error rules decide, this applies the decision to the app
 * (change password, log out, or a toast) and records throttling.
 */
import { type ErrorResolution, resolveError, type ThrottleRecord } from '@verity/client';
import { navigate } from 'wouter/use-browser-location';
import { create } from 'zustand';
import { toast } from '../components/toasts/toast-store';
import { useAuthStore } from '../session/auth-store';

interface ThrottleStore {
  throttles: Record<string, ThrottleRecord>;
  record(throttle: ThrottleRecord): void;
}

/** The last 429 per URL, so a page can show when it may try again. */
export const useThrottleStore = create<ThrottleStore>()((set) => ({
  throttles: {},
  record: (throttle) => set((state) => ({ throttles: { ...state.throttles, [throttle.url]: throttle } })),
}));

export function handleError(error: unknown): ErrorResolution {
  const resolution = resolveError(error);
  switch (resolution.action) {
    case 'change-password':
      useAuthStore.getState().requirePasswordChange();
      navigate('/auth/change-password');
      toast.warning(resolution.message);
      break;
    case 'logout':
      useAuthStore.getState().logout();
      navigate('/auth/login');
      toast.error(resolution.message);
      break;
    case 'show':
      if (resolution.throttle) useThrottleStore.getState().record(resolution.throttle);
      toast.error(resolution.message);
      break;
    case 'ignore':
      break;
  }
  return resolution;
}
