/**
 * Server state of the Workflow Builder page (forms lists, presets, default theme) and the writes its
 * dialogs make. Every call goes through the one client; failures reach the screens for handleError.
 */
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { HistoryScope, TUpdateVFormThemeRequest, TVFormTemplate } from '@verity/client';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { FORMS_PAGE_SIZE, type ListCall, type ListSearch, type ListTab, listCall } from '../lib/form-lists';
import { onVFormEvent } from '../lib/vform-events';
import { vformKeys, withScope } from './keys';

function fetchList(call: ListCall, signal: AbortSignal) {
  switch (call.kind) {
    case 'search-published':
      return api.vforms.searchPublishedTemplates(call.query, { signal });
    case 'search':
      return api.vforms.searchTemplates(call.query, { signal });
    case 'list':
      return api.vforms.listTemplates(call.query, { signal });
  }
}

/** One page of a list tab: read by the forms list and prefetched by its route (route-data.ts). */
export function formListQuery(tab: ListTab, search: ListSearch) {
  const call = listCall(tab, search);
  return queryOptions({
    queryKey: vformKeys.list(call),
    queryFn: async ({ signal }) => (await fetchList(call, signal)).data,
  });
}

export function useFormList(tab: ListTab, search: ListSearch) {
  return useQuery({
    ...formListQuery(tab, search),
    // While the next page or search loads, the current rows stay (the table is marked busy).
    placeholderData: keepPreviousData,
  });
}

/** A business's (platform admin) or an organization's forms, every one not archived, a page at a time. */
export function useScopedFormList(scope: HistoryScope, page: number) {
  const query = { type: 'all' as const, page, limit: FORMS_PAGE_SIZE };
  return useQuery({
    queryKey: withScope(vformKeys.list(query), scope),
    queryFn: async ({ signal }) => (await api.vforms.listTemplates(query, { signal }, scope)).data,
    placeholderData: keepPreviousData,
  });
}

export function usePresets() {
  return useQuery({
    queryKey: vformKeys.presets(),
    // A handful of presets: the endpoint's first page holds them all.
    queryFn: async ({ signal }) => (await api.vforms.listPresets({ signal })).data.items,
    staleTime: 5 * 60_000,
  });
}

export function useDefaultTheme() {
  return useQuery({
    queryKey: vformKeys.theme(),
    queryFn: async ({ signal }) => (await api.vforms.defaultTheme({ signal })).data,
  });
}

export function useUpdateDefaultTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TUpdateVFormThemeRequest) => api.vforms.updateDefaultTheme(changes),
    onSuccess: (response) => queryClient.setQueryData(vformKeys.theme(), response.data),
  });
}

export type CreateFormInput =
  | { kind: 'blank'; title: string; description: string }
  | { kind: 'preset'; presetVFormId: string };

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFormInput) =>
      input.kind === 'blank'
        ? api.vforms.createTemplate('blank', { title: input.title, description: input.description })
        : api.vforms.createTemplate('preset', { presetVFormId: input.presetVFormId }),
    onSuccess: (response) => {
      queryClient.setQueryData(vformKeys.template(response.data.id), response.data);
      void queryClient.invalidateQueries({ queryKey: vformKeys.lists() });
    },
  });
}

/** What a published, unpublished or deleted form makes stale: every list, the overview and the form. */
export async function refreshAfterFormChange(queryClient: QueryClient, form: TVFormTemplate): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: vformKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: vformKeys.overview() }),
    queryClient.invalidateQueries({ queryKey: vformKeys.template(form.id) }),
  ]);
}

/**
 * Subscribes the page to the dialogs' events: a publish, unpublish or delete refreshes the lists before the
 * dialog shows the server's message and closes, so the row has moved when the toast shows.
 */
export function useFormListSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (form: TVFormTemplate) => refreshAfterFormChange(queryClient, form);
    const offPublish = onVFormEvent('publish-status-changed', refresh);
    const offDelete = onVFormEvent('form-deleted', refresh);
    return () => {
      offPublish();
      offDelete();
    };
  }, [queryClient]);
}
