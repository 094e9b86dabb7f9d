/** Sanction & PEP screening's server state: the queries the screens and the routes' data loaders share. */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmlCheckType, HistoryScope, TAmlCheck } from '@verity/client';
import { api } from '../../lib/api-client';
import type { HistoryCursor } from '../../lib/cursor-paging';
import { cursorQuery } from '../../lib/filter-search';
import { scopeKey } from '../../lib/history-scope';
import { type AmlPlace, amlHistoryQuery } from './lib/aml-paths';

const PAGE_SIZE = 20;
const historyKey = ['aml', 'history'] as const;
const watchlistKey = ['aml', 'watchlist'] as const;
const checkKey = (id: string) => ['aml', 'check', id] as const;

export function amlHistoryQueryOptions(scope: HistoryScope, place: AmlPlace, type?: AmlCheckType) {
  const query = amlHistoryQuery(place, type, PAGE_SIZE);
  return queryOptions({
    queryKey: [...historyKey, scopeKey(scope), query],
    queryFn: async ({ signal }) => (await api.aml.history(query, scope, { signal })).data,
  });
}

export const useAmlHistory = (scope: HistoryScope, place: AmlPlace, type?: AmlCheckType) =>
  useQuery(amlHistoryQueryOptions(scope, place, type));

export function amlCheckQuery(id: string, scope: HistoryScope) {
  return queryOptions({
    queryKey: checkKey(id),
    queryFn: async ({ signal }) => (await api.aml.get(id, scope, { signal })).data,
  });
}

export const useAmlCheck = (id: string, scope: HistoryScope) => useQuery(amlCheckQuery(id, scope));

/** A new or decided check: its page shows it without a second call, and the history refetches. */
export function rememberAmlCheck(queryClient: QueryClient, check: TAmlCheck): void {
  queryClient.setQueryData(checkKey(check.id), check);
  void queryClient.invalidateQueries({ queryKey: historyKey });
}

export const useWatchlist = (cursor: HistoryCursor) =>
  useQuery({
    queryKey: [...watchlistKey, cursor],
    queryFn: async ({ signal }) =>
      (await api.aml.watchlist({ ...cursorQuery(cursor), limit: PAGE_SIZE }, { signal })).data,
  });

/** After a watchlist change (add, edit, delete, upload): the list refetches. */
export const forgetWatchlist = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: watchlistKey });

export function useWatchlistChange<Input, Answer>(change: (input: Input) => Promise<{ data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await change(input)).data,
    onSuccess: () => forgetWatchlist(queryClient),
  });
}
