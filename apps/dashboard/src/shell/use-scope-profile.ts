/**
 * The business or organization a scoped sidebar is about: a business through the platform admin's path, an
 * organization through its own. The session's start is part of the key, so a new session never reads the
 * previous one's answer.
 */
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useAuthStore } from '../session/auth-store';
import { businessHeader, organizationHeader, type ScopeHeaderProfile } from './lib/scope-profile';
import type { SidebarScope } from './scoped-navigation';

export const scopeProfileKey = ['scope-profile'] as const;

export function useScopeProfile(scope: SidebarScope, id: string): UseQueryResult<ScopeHeaderProfile> {
  const sessionStartedAt = useAuthStore((s) => s.sessionStartedAt);
  return useQuery({
    queryKey: [...scopeProfileKey, scope, id, sessionStartedAt],
    queryFn: async ({ signal }) =>
      scope === 'business'
        ? businessHeader((await api.businesses.get(id, { signal })).data)
        : organizationHeader((await api.businesses.organization(id, { signal })).data),
    enabled: sessionStartedAt !== null && id !== '',
  });
}
