/** The team's reads and writes, through the client (spec/platform.md §7 Roles and users). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInviteUserRequest, TReassignRoleRequest, TTeamQuery } from '@verity/client';
import { api } from '../../lib/api-client';

export const teamKeys = {
  all: ['team'] as const,
  list: (query: TTeamQuery) => ['team', 'list', query] as const,
  roles: ['team', 'roles'] as const,
};

export function useTeam(query: TTeamQuery) {
  return useQuery({
    queryKey: teamKeys.list(query),
    queryFn: async ({ signal }) => (await api.team.list(query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: teamKeys.roles,
    queryFn: async ({ signal }) => (await api.roles.list({ signal })).data.items,
  });
}

/** A change to the team that refreshes every team list (and the roles' holder counts). */
function useTeamWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInvite = () => useTeamWrite((body: TInviteUserRequest) => api.businesses.inviteUser(body));
export const useReinvite = () => useTeamWrite((email: string) => api.team.reinvite({ email }));
export const useReassignRole = () =>
  useTeamWrite(({ id, body }: { id: string; body: TReassignRoleRequest }) => api.team.reassignRole(id, body));
export const useDeactivate = () => useTeamWrite((id: string) => api.team.deactivate(id));
export const useActivate = () => useTeamWrite((id: string) => api.team.activate(id));
export const useResetTwoFactor = () => useTeamWrite((id: string) => api.team.deactivateTwoFactor(id));
