/**
 * Switching between sandbox and live: the server answers with the updated user, which refreshes the app.
 * Errors are the caller's to hand to `handleError`, because the header switch and the billing dialog each
 * undo their own indicator.
 */
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnvironment, TUser } from '@verity/client';
import { api } from '../lib/api-client';
import { useAuthStore } from '../session/auth-store';

export function useSwitchEnvironment(): UseMutationResult<TUser, Error, TEnvironment> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (environment: TEnvironment) =>
      (await api.users.switchEnvironment({ environment })).data.user,
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      // Everything read so far belongs to the other environment. Not awaited: the switch is done now.
      void queryClient.invalidateQueries();
    },
  });
}
