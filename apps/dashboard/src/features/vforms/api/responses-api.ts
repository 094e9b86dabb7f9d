/**
 * The server state of the responses screens: a form's responses, one response and its confirmation, the
 * vForm history and the analytics. Keys come from `keys.ts` (shared with the builder and the forms list)
 * so a new response or a template change refreshes what it touched. Failures reach the screens as errors
 * for `useQueryFailure`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryScope } from '@verity/client';
import { api } from '../../../lib/api-client';
import { businessScope } from '../../../lib/history-scope';
import {
  type ListSearch,
  type ResponseFilters,
  toHistoryQuery,
  toMetricsQuery,
  toResponseListQuery,
} from '../lib/response-search';
import { vformKeys, withScope } from './keys';

export const RESPONSES_PAGE_SIZE = 20;

/** The caller's own form; `enabled: false` where it is not theirs to read (a scoped page). */
export function useTemplate(id: string, enabled = true) {
  return useQuery({
    queryKey: vformKeys.template(id),
    queryFn: async ({ signal }) => (await api.vforms.getTemplate(id, { signal })).data,
    enabled,
  });
}

/** The scope, when given, is a business seen by a platform admin or an organization (read only). */
export function useResponsesPage(
  templateId: string,
  search: ListSearch,
  scope: HistoryScope = businessScope,
) {
  const query = toResponseListQuery(search, RESPONSES_PAGE_SIZE);
  return useQuery({
    queryKey: withScope(vformKeys.responsesPage(templateId, query), scope),
    queryFn: async ({ signal }) =>
      (await api.vforms.listResponses(templateId, query, { signal }, scope)).data,
    // Paging keeps the old rows in place (marked busy) instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useHistoryPage(search: ListSearch, scope: HistoryScope = businessScope) {
  const query = toHistoryQuery(search, RESPONSES_PAGE_SIZE);
  return useQuery({
    queryKey: withScope(vformKeys.history(query), scope),
    queryFn: async ({ signal }) => (await api.vforms.history(query, { signal }, scope)).data,
    placeholderData: keepPreviousData,
  });
}

export function useResponse(reportId: string, scope: HistoryScope = businessScope) {
  return useQuery({
    queryKey: withScope(vformKeys.response(reportId), scope),
    queryFn: async ({ signal }) => (await api.vforms.getResponse(reportId, { signal }, scope)).data,
  });
}

export function useResponseConfirmation(reportId: string) {
  return useQuery({
    queryKey: [...vformKeys.response(reportId), 'confirmation'] as const,
    queryFn: async ({ signal }) => (await api.vforms.getResponseConfirmation(reportId, { signal })).data,
  });
}

export function useTemplateAnalysis(templateId: string, range: ResponseFilters) {
  const query = toMetricsQuery(range);
  return useQuery({
    queryKey: [...vformKeys.analysis(templateId), query] as const,
    queryFn: async ({ signal }) => (await api.vforms.templateAnalysis(templateId, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOverviewAnalysis() {
  return useQuery({
    queryKey: [...vformKeys.overview(), 'analysis'] as const,
    queryFn: async ({ signal }) => (await api.vforms.overviewAnalysis({ signal })).data,
  });
}

export function useOverviewMetrics(range: ResponseFilters) {
  const query = toMetricsQuery(range);
  return useQuery({
    queryKey: [...vformKeys.overview(), 'metrics', query] as const,
    queryFn: async ({ signal }) => (await api.vforms.overviewMetrics(query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}
