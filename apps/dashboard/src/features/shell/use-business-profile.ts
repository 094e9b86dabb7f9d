/**
 * The business profile (spec/platform.md §3, §4): loaded on entering the signed-in shell. The session's
 * start is part of the key, so a new session never reads the previous one's profile.
 */
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TBusinessProfile } from '@verity/client';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../auth/auth-store';

export const businessProfileKey = ['businesses', 'me'] as const;

export function useBusinessProfile(): UseQueryResult<TBusinessProfile> {
  const sessionStartedAt = useAuthStore((s) => s.sessionStartedAt);
  return useQuery({
    queryKey: [...businessProfileKey, sessionStartedAt],
    queryFn: async ({ signal }) => (await api.businesses.me({ signal })).data,
    enabled: sessionStartedAt !== null,
  });
}
