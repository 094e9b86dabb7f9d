/** Developer settings' reads and writes, through the client. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiKeyRequest, TIpAllowlistRequest, TWebhookRequest } from '@verity/client';
import { api } from '../../lib/api-client';

export const developerKeys = {
  apiKeys: ['developer', 'api-keys'] as const,
  scopes: ['developer', 'api-key-scopes'] as const,
  allowlist: ['developer', 'ip-allowlist'] as const,
  details: ['developer', 'details'] as const,
  deliveries: ['developer', 'deliveries'] as const,
};

export function useDeveloperDetails() {
  return useQuery({
    queryKey: developerKeys.details,
    queryFn: async ({ signal }) => (await api.developer.details({ signal })).data,
  });
}

export function useDeliveries() {
  return useQuery({
    queryKey: developerKeys.deliveries,
    queryFn: async ({ signal }) => (await api.developer.deliveries({}, { signal })).data.items,
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: developerKeys.apiKeys,
    queryFn: async ({ signal }) => (await api.developer.apiKeys({ signal })).data.items,
  });
}

export function useApiKeyScopes() {
  return useQuery({
    queryKey: developerKeys.scopes,
    queryFn: async ({ signal }) => (await api.developer.apiKeyScopes({ signal })).data.items,
  });
}

export function useIpAllowlist() {
  return useQuery({
    queryKey: developerKeys.allowlist,
    queryFn: async ({ signal }) => (await api.developer.ipAllowlist({ signal })).data.items,
  });
}

/** A write that refreshes the list it changed. */
function useDeveloperWrite<Input, Answer>(list: readonly string[], write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: list }),
  });
}

export const useCreateApiKey = () =>
  useDeveloperWrite(developerKeys.apiKeys, (body: TApiKeyRequest) => api.developer.createApiKey(body));
export const useUpdateApiKey = () =>
  useDeveloperWrite(developerKeys.apiKeys, ({ id, body }: { id: string; body: TApiKeyRequest }) =>
    api.developer.updateApiKey(id, body),
  );
export const useDeleteApiKey = () =>
  useDeveloperWrite(developerKeys.apiKeys, (id: string) => api.developer.deleteApiKey(id));
export const useAddAllowedIp = () =>
  useDeveloperWrite(developerKeys.allowlist, (body: TIpAllowlistRequest) => api.developer.addAllowedIp(body));
export const useUpdateAllowedIp = () =>
  useDeveloperWrite(developerKeys.allowlist, ({ id, body }: { id: string; body: TIpAllowlistRequest }) =>
    api.developer.updateAllowedIp(id, body),
  );
export const useRemoveAllowedIp = () =>
  useDeveloperWrite(developerKeys.allowlist, (id: string) => api.developer.removeAllowedIp(id));
export const useSetWebhook = () =>
  useDeveloperWrite(developerKeys.details, (body: TWebhookRequest) => api.developer.setWebhook(body));
export const useRegenerateSecret = () =>
  useDeveloperWrite(developerKeys.details, () => api.developer.regenerateSigningSecret());
export const useSendTestEvent = () =>
  useDeveloperWrite(developerKeys.deliveries, () => api.developer.sendTestEvent());
export const useReplayDelivery = () =>
  useDeveloperWrite(developerKeys.deliveries, (id: string) => api.developer.replayDelivery(id));
