/** The team's reads and writes (roles and users), through the client. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInviteUsersRequest, TReassignRoleRequest, TRoleRequest, TTeamQuery } from '@verity/client';
import { api } from '../../lib/api-client';

export const teamKeys = {
  all: ['team'] as const,
  list: (query: TTeamQuery) => ['team', 'list', query] as const,
  roles: ['team', 'roles'] as const,
  role: (id: string) => ['team', 'roles', id] as const,
  roleUsers: (id: string) => ['team', 'roles', id, 'users'] as const,
  permissions: ['team', 'permissions'] as const,
  member: (id: string) => ['team', 'member', id] as const,
  activities: (id: string, page: number) => ['team', 'member', id, 'activities', page] as const,
};

export function useMember(id: string) {
  return useQuery({
    queryKey: teamKeys.member(id),
    queryFn: async ({ signal }) => (await api.team.get(id, { signal })).data,
  });
}

/** What a member did, from the audit log, a page at a time. */
export function useMemberActivities(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.activities(id, page),
    queryFn: async ({ signal }) => (await api.audit.filter({ user_id: id, page }, { signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `enabled: false` for a caller that may not read the team (a filter that lists it when allowed). */
export function useTeam(query: TTeamQuery, enabled = true) {
  return useQuery({
    queryKey: teamKeys.list(query),
    queryFn: async ({ signal }) => (await api.team.list(query, { signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One organization's staff and pending invitations, a page at a time. */
export function useOrganizationTeam(organizationId: string, query: TTeamQuery) {
  return useQuery({
    queryKey: [...teamKeys.all, 'organization', organizationId, query] as const,
    queryFn: async ({ signal }) =>
      (await api.team.organizationMembers(organizationId, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: teamKeys.roles,
    queryFn: async ({ signal }) => (await api.roles.list({ signal })).data.items,
  });
}

export function useRole(id: string) {
  return useQuery({
    queryKey: teamKeys.role(id),
    queryFn: async ({ signal }) => (await api.roles.get(id, { signal })).data,
  });
}

export function useRoleUsers(id: string) {
  return useQuery({
    queryKey: teamKeys.roleUsers(id),
    queryFn: async ({ signal }) => (await api.roles.users(id, { signal })).data.items,
  });
}

/** The permission catalogue: it only changes with a release. */
export function usePermissionCatalogue() {
  return useQuery({
    queryKey: teamKeys.permissions,
    queryFn: async ({ signal }) => (await api.roles.permissions({ signal })).data.items,
    staleTime: Number.POSITIVE_INFINITY,
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

export const useInvite = () => useTeamWrite((body: TInviteUsersRequest) => api.businesses.inviteUsers(body));
export const useReinvite = () => useTeamWrite((email: string) => api.team.reinvite({ email }));
export const useReassignRole = () =>
  useTeamWrite(({ id, body }: { id: string; body: TReassignRoleRequest }) => api.team.reassignRole(id, body));
export const useDeactivate = () => useTeamWrite((id: string) => api.team.deactivate(id));
export const useActivate = () => useTeamWrite((id: string) => api.team.activate(id));
export const useResetTwoFactor = () => useTeamWrite((id: string) => api.team.deactivateTwoFactor(id));
export const useCreateRole = () => useTeamWrite((body: TRoleRequest) => api.roles.create(body));
export const useUpdateRole = () =>
  useTeamWrite(({ id, body }: { id: string; body: TRoleRequest }) => api.roles.update(id, body));
export const useDeleteRole = () => useTeamWrite((id: string) => api.roles.delete(id));
