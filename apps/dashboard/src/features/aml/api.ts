/** Sanction & PEP screening's server state: the queries the screens and the routes' data loaders share. */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmlCheckType, HistoryScope, TAmlCheck, TAmlSettingsRequest } from '@verity/client';
import { api } from '../../lib/api-client';
import type { HistoryCursor } from '../../lib/cursor-paging';
import { cursorQuery } from '../../lib/filter-search';
import { scopeKey } from '../../lib/history-scope';
import { type AmlSearch, amlHistoryQuery } from './lib/aml-paths';

const PAGE_SIZE = 20;
const historyKey = ['aml', 'history'] as const;
const watchlistKey = ['aml', 'watchlist'] as const;
const settingsKey = ['aml', 'settings'] as const;
const checkKey = (id: string) => ['aml', 'check', id] as const;

/** One read of the aml service under its cache key: every query here is one call's `data`. */
const read = <T>(
  queryKey: readonly unknown[],
  call: (options: { signal: AbortSignal }) => Promise<{ data: T }>,
) => queryOptions({ queryKey, queryFn: async ({ signal }) => (await call({ signal })).data });

export function amlHistoryQueryOptions(scope: HistoryScope, search: AmlSearch, type?: AmlCheckType) {
  const query = amlHistoryQuery(search, type, PAGE_SIZE);
  return read([...historyKey, scopeKey(scope), query], (options) => api.aml.history(query, scope, options));
}
export const useAmlHistory = (scope: HistoryScope, search: AmlSearch, type?: AmlCheckType) =>
  useQuery(amlHistoryQueryOptions(scope, search, type));

export const amlCheckQuery = (id: string, scope: HistoryScope) =>
  read(checkKey(id), (options) => api.aml.get(id, scope, options));
export const useAmlCheck = (id: string, scope: HistoryScope) => useQuery(amlCheckQuery(id, scope));

/** A new or decided check: its page shows it without a second call, and the history refetches. */
export function rememberAmlCheck(queryClient: QueryClient, check: TAmlCheck): void {
  queryClient.setQueryData(checkKey(check.id), check);
  void queryClient.invalidateQueries({ queryKey: historyKey });
}

export function useWatchlist(cursor: HistoryCursor) {
  const query = { ...cursorQuery(cursor), limit: PAGE_SIZE };
  return useQuery(read([...watchlistKey, query], (options) => api.aml.watchlist(query, options)));
}

/** A watchlist change (add, edit, delete, upload): the list refetches after it. */
export function useWatchlistChange<Input, Answer>(change: (input: Input) => Promise<{ data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await change(input)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: watchlistKey }),
  });
}

export const useAmlSettings = () => useQuery(read(settingsKey, (options) => api.aml.settings(options)));

/** Saves the thresholds; what the server kept is what the dialog shows next. */
export function useSaveAmlSettings() {
  const queryClient = useQueryClient();
  return async (body: TAmlSettingsRequest) =>
    queryClient.setQueryData(settingsKey, (await api.aml.updateSettings(body)).data);
}
