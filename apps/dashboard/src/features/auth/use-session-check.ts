/**
 * The guard's server check (spec/platform.md §2): on entering the signed-in area the session is read back
 * from the API. No answer: the session is forgotten and the user goes to login with 'Could not connect to
 * server'. Any other failure goes through the §8 rules (401 logs out, an expired password goes to change it).
 */

import { useQuery } from '@tanstack/react-query';
import { NetworkError, TimeoutError } from '@verity/client';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../lib/api-client';
import { handleError } from '../../lib/handle-error';
import { useAuthStore } from './auth-store';

export const COULD_NOT_CONNECT = 'Could not connect to server';
export const meQueryKey = ['users', 'me'] as const;

export function useSessionCheck() {
  // Part of the key, so each new session reads itself back rather than the previous one's answer.
  const sessionStartedAt = useAuthStore((s) => s.sessionStartedAt);
  const query = useQuery({
    queryKey: [...meQueryKey, sessionStartedAt],
    queryFn: async ({ signal }) => (await api.users.me({ signal })).data.user,
    enabled: sessionStartedAt !== null,
  });

  useEffect(() => {
    if (query.data) useAuthStore.getState().setUser(query.data);
  }, [query.data]);

  useEffect(() => {
    const error = query.error;
    if (!error) return;
    if (error instanceof NetworkError || error instanceof TimeoutError) {
      const store = useAuthStore.getState();
      store.logout();
      store.setLoginNotice(COULD_NOT_CONNECT);
      navigate('/auth/login', { replace: true });
      return;
    }
    handleError(error);
  }, [query.error]);

  return query;
}
