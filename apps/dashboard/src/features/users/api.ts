/** Platform admins' view of every business's people (the /users pages), through the client. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserQuery } from '@verity/client';
import { api } from '../../lib/api-client';

export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: TAdminUserQuery) => ['admin-users', 'list', query] as const,
  user: (id: string) => ['admin-users', 'user', id] as const,
  activities: (id: string, page: number) => ['admin-users', 'user', id, 'activities', page] as const,
  businesses: (q: string) => ['admin-users', 'businesses', q] as const,
};

export function useAdminUsers(query: TAdminUserQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) => (await api.team.adminList(query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: userKeys.user(id),
    queryFn: async ({ signal }) => (await api.team.adminGet(id, { signal })).data,
  });
}

export function useAdminUserActivities(id: string, page: number) {
  return useQuery({
    queryKey: userKeys.activities(id, page),
    queryFn: async ({ signal }) => (await api.team.adminActivities(id, { page }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** Businesses whose name holds `q` (nothing asked for an empty `q`). */
export function useBusinessSearch(q: string) {
  return useQuery({
    queryKey: userKeys.businesses(q),
    queryFn: async ({ signal }) => (await api.team.searchBusinesses({ q, limit: 20 }, { signal })).data.items,
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

function useAdminWrite(write: (id: string) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useAdminResetTwoFactor = () => useAdminWrite((id) => api.team.adminDeactivateTwoFactor(id));
export const useAdminSendPasswordReset = () => useAdminWrite((id) => api.team.adminSendPasswordReset(id));
