/** The audit log's reads, through the client. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditLogQuery } from '@verity/client';
import { api } from '../../lib/api-client';

export const auditKeys = {
  list: (query: TAuditLogQuery) => ['audit', 'list', query] as const,
  eventsAndResources: ['audit', 'events-and-resources'] as const,
};

export function useAuditLog(query: TAuditLogQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: async ({ signal }) => (await api.audit.filter(query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useEventsAndResources() {
  return useQuery({
    queryKey: auditKeys.eventsAndResources,
    queryFn: async ({ signal }) => (await api.audit.eventsAndResources({ signal })).data,
    staleTime: 60_000,
  });
}
