/** Document capture and liveness: the business's settings and its captures, through the client. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryScope, TDocumentCaptureFilterQuery, TLivenessSettingsRequest } from '@verity/client';
import { api } from '../../lib/api-client';
import { businessScope, scopeKey } from '../../lib/history-scope';

export type CaptureListKind = 'document' | 'liveness';

export const captureKeys = {
  all: ['capture'] as const,
  settings: ['capture', 'settings'] as const,
  list: (kind: CaptureListKind, query: TDocumentCaptureFilterQuery, scope: HistoryScope) =>
    ['capture', kind, scopeKey(scope), query] as const,
  detail: (kind: CaptureListKind, id: string, scope: HistoryScope) =>
    ['capture', kind, scopeKey(scope), 'detail', id] as const,
};

/** One capture with its decision and its images (their links are signed for minutes: refetched on focus). */
export function useCaptureDetail(kind: CaptureListKind, id: string, scope: HistoryScope = businessScope) {
  return useQuery({
    queryKey: captureKeys.detail(kind, id, scope),
    queryFn: async ({ signal }) =>
      (kind === 'document'
        ? await api.capture.documentCapture(id, scope, { signal })
        : await api.capture.livenessCheck(id, scope, { signal })
      ).data,
    staleTime: 5 * 60_000,
  });
}

export function useLivenessSettings() {
  return useQuery({
    queryKey: captureKeys.settings,
    queryFn: async ({ signal }) => (await api.capture.settings({ signal })).data,
  });
}

export function useSaveLivenessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLivenessSettingsRequest) => api.capture.updateSettings(body),
    onSuccess: ({ data }) => queryClient.setQueryData(captureKeys.settings, data),
  });
}

/** A page of captures at a scope: the filter call when a filter is set, the plain list otherwise. */
export function useCaptures(
  kind: CaptureListKind,
  query: TDocumentCaptureFilterQuery & { page: number },
  scope: HistoryScope = businessScope,
) {
  const { page, ...filters } = query;
  const filtered = Object.keys(filters).length > 0;
  return useQuery({
    queryKey: captureKeys.list(kind, query, scope),
    queryFn: async ({ signal }) => {
      const options = { signal };
      if (kind === 'document')
        return (
          filtered
            ? await api.capture.filterDocumentCaptures(query, scope, options)
            : await api.capture.documentCaptures({ page }, scope, options)
        ).data;
      return (
        filtered
          ? await api.capture.filterLivenessChecks(query, scope, options)
          : await api.capture.livenessChecks({ page }, scope, options)
      ).data;
    },
    placeholderData: keepPreviousData,
  });
}
