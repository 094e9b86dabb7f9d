/** Document capture and liveness (issue #17): the business's settings and its captures, through the client. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDocumentCaptureFilterQuery, TLivenessSettingsRequest } from '@verity/client';
import { api } from '../../lib/api-client';

export type CaptureListKind = 'document' | 'liveness';

export const captureKeys = {
  all: ['capture'] as const,
  settings: ['capture', 'settings'] as const,
  list: (kind: CaptureListKind, query: TDocumentCaptureFilterQuery) => ['capture', kind, query] as const,
  detail: (kind: CaptureListKind, id: string) => ['capture', kind, 'detail', id] as const,
};

/** One capture with its decision and its images (their links are signed for minutes: refetched on focus). */
export function useCaptureDetail(kind: CaptureListKind, id: string) {
  return useQuery({
    queryKey: captureKeys.detail(kind, id),
    queryFn: async ({ signal }) =>
      (kind === 'document'
        ? await api.capture.documentCapture(id, { signal })
        : await api.capture.livenessCheck(id, { signal })
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

/** A page of captures: the filter call when a filter is set, the plain list otherwise. */
export function useCaptures(kind: CaptureListKind, query: TDocumentCaptureFilterQuery & { page: number }) {
  const { page, ...filters } = query;
  const filtered = Object.keys(filters).length > 0;
  return useQuery({
    queryKey: captureKeys.list(kind, query),
    queryFn: async ({ signal }) => {
      const options = { signal };
      if (kind === 'document')
        return (
          filtered
            ? await api.capture.filterDocumentCaptures(query, options)
            : await api.capture.documentCaptures({ page }, options)
        ).data;
      return (
        filtered
          ? await api.capture.filterLivenessChecks(query, options)
          : await api.capture.livenessChecks({ page }, options)
      ).data;
    },
    placeholderData: keepPreviousData,
  });
}
