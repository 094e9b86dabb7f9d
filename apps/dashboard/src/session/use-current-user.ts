import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@verity/client';
import { useAuthStore } from './auth-store';

/** The signed-in user, and a way to store the user an API call answered with. */
export function useCurrentUser(): { user: TUser | null; replaceUser(user: TUser): void } {
  const user = useAuthStore((s) => s.user);
  const queryClient = useQueryClient();
  return {
    user,
    replaceUser(next) {
      useAuthStore.getState().setUser(next);
      void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  };
}
