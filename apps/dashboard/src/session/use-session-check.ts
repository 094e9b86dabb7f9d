/**
 * The guard's server check: on entering the signed-in area the session is read back from the API. No answer:
 * the session is forgotten and the user goes to login with 'Could not connect to server'. Any other failure
 * goes through the error rules (401 logs out, an expired password goes to change it). The same answer carries
 * the business profile, which the shell reads through `useBusinessProfile`.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { NetworkError, TimeoutError } from '@verity/client';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../lib/api-client';
import { handleError } from '../lib/handle-error';
import { useAuthStore } from './auth-store';

export const COULD_NOT_CONNECT = 'Could not connect to server';
export const meQueryKey = ['users', 'me'] as const;

/**
 * GET /users/me: the user and their business profile in one request. The session's start is part of the
 * key, so each new session reads itself back rather than the previous one's answer. The router starts it
 * with the page's code and data (app/route-preload.ts), so entering the shell waits for nothing in a row.
 */
export function sessionQuery(sessionStartedAt: number | null) {
  return queryOptions({
    queryKey: [...meQueryKey, sessionStartedAt] as const,
    queryFn: async ({ signal }) => (await api.users.me({ signal })).data,
    enabled: sessionStartedAt !== null,
  });
}

export function useSessionCheck() {
  const sessionStartedAt = useAuthStore((s) => s.sessionStartedAt);
  const query = useQuery(sessionQuery(sessionStartedAt));

  useEffect(() => {
    if (query.data) useAuthStore.getState().setUser(query.data.user);
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
