/**
 * The feature's server state: query keys and the hooks the screens read through. Every call goes
 * through the one client (lib/api-client.ts); failures reach the screens as errors for handleError.
 */
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { HistoryScope, TIdentityCheck } from '@verity/client';
import { api } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/browser-files';
import { type HistorySearch, toHistoryQuery } from './lib/history-filters';
import { scopeKey } from './lib/scope';
import type { BankList } from './lib/verify-screens';

export const HISTORY_PAGE_SIZE = 20;
export const EXPORT_REQUESTS_PAGE_SIZE = 20;

export const identityKeys = {
  all: ['identity'] as const,
  history: () => ['identity', 'history'] as const,
  historyPage: (scope: HistoryScope, search: HistorySearch) =>
    ['identity', 'history', scopeKey(scope), toHistoryQuery(search, HISTORY_PAGE_SIZE)] as const,
  check: (id: string) => ['identity', 'check', id] as const,
  banks: (list: BankList) => ['identity', 'banks', list] as const,
  globalOptions: () => ['identity', 'global-validate-options'] as const,
  exportRequests: (page: number) => ['identity', 'export-requests', page] as const,
};

/** One page of a scope's history: read by the history screen and prefetched by its route (route-data.ts). */
export function historyPageQuery(scope: HistoryScope, search: HistorySearch) {
  return queryOptions({
    queryKey: identityKeys.historyPage(scope, search),
    queryFn: async ({ signal }) =>
      (await api.identity.history(toHistoryQuery(search, HISTORY_PAGE_SIZE), scope, { signal })).data,
  });
}

export function useHistoryPage(scope: HistoryScope, search: HistorySearch) {
  return useQuery(historyPageQuery(scope, search));
}

/** One check: read by the detail screen and prefetched by its route and the history's links. */
export function checkQuery(id: string, scope: HistoryScope = { kind: 'business' }) {
  return queryOptions({
    // A check is the same record at every scope, so the key is its id; the scope picks the path.
    queryKey: identityKeys.check(id),
    queryFn: async ({ signal }) => (await api.identity.get(id, scope, { signal })).data,
  });
}

export function useCheck(id: string, scope: HistoryScope = { kind: 'business' }) {
  return useQuery(checkQuery(id, scope));
}

export function useBanks(list: BankList | null) {
  return useQuery({
    queryKey: identityKeys.banks(list ?? 'ng'),
    queryFn: async ({ signal }) => (await api.identity.banks(list ?? 'ng', { signal })).data.items,
    enabled: list !== null,
    // Bank lists change rarely; one fetch per session is plenty.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGlobalValidateOptions() {
  return useQuery({
    queryKey: identityKeys.globalOptions(),
    queryFn: async ({ signal }) => (await api.identity.globalValidateOptions({ signal })).data.items,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useExportRequests(page: number) {
  return useQuery({
    queryKey: identityKeys.exportRequests(page),
    queryFn: async ({ signal }) =>
      (await api.identity.exportRequests({ page, limit: EXPORT_REQUESTS_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * A new check: the detail is cached as answered (its page opens without a second call) and every
 * history page is refetched, so the check is first in the list when the user goes back.
 */
export function rememberNewCheck(queryClient: QueryClient, check: TIdentityCheck): void {
  queryClient.setQueryData(identityKeys.check(check.id), check);
  void queryClient.invalidateQueries({ queryKey: identityKeys.history() });
}

/**
 * Screens the person a check found against sanction and PEP lists (the caller's own business only). The
 * new screening goes straight into the cached detail, which is then refetched (the server puts the
 * screening's risk on the check), and the history is refetched for its risk chips. The mutation stays
 * pending until the detail is fresh, so the button is busy until the page shows the answer.
 */
export function useScreenCheck(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per press: the client's retries of this request reuse it, a second press does not.
    mutationFn: () => api.identity.screenAml(checkId, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData<TIdentityCheck>(identityKeys.check(checkId), (check) =>
        check ? { ...check, aml: data, riskLevel: data.riskLevel } : check,
      );
      void queryClient.invalidateQueries({ queryKey: identityKeys.history() });
      await queryClient.invalidateQueries({ queryKey: identityKeys.check(checkId) });
    },
  });
}
