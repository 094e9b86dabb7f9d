/**
 * Business verification's server state: query keys and options the screens and the routes' data loaders
 * share, through the one client (lib/api-client.ts).
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryScope, TCompanyCheck } from '@verity/client';
import { api } from '../../lib/api-client';
import { scopeKey } from '../../lib/history-scope';
import { type ModuleSearch, toModuleHistoryQuery } from '../../lib/module-history-search';

export const COMPANY_PAGE_SIZE = 20;

export const companyKeys = {
  history: () => ['company', 'history'] as const,
  historyPage: (scope: HistoryScope, search: ModuleSearch) =>
    ['company', 'history', scopeKey(scope), toModuleHistoryQuery(search, COMPANY_PAGE_SIZE)] as const,
  check: (id: string) => ['company', 'check', id] as const,
};

export function companyHistoryQuery(scope: HistoryScope, search: ModuleSearch) {
  return queryOptions({
    queryKey: companyKeys.historyPage(scope, search),
    queryFn: async ({ signal }) =>
      (await api.company.history(toModuleHistoryQuery(search, COMPANY_PAGE_SIZE), scope, { signal })).data,
  });
}

export const useCompanyHistory = (scope: HistoryScope, search: ModuleSearch) =>
  useQuery(companyHistoryQuery(scope, search));

export function companyCheckQuery(id: string, scope: HistoryScope) {
  return queryOptions({
    queryKey: companyKeys.check(id),
    queryFn: async ({ signal }) => (await api.company.get(id, scope, { signal })).data,
  });
}

export const useCompanyCheck = (id: string, scope: HistoryScope) => useQuery(companyCheckQuery(id, scope));

/** A new check: its detail opens without a second call, and the history shows it first. */
export function rememberCompanyCheck(queryClient: QueryClient, check: TCompanyCheck): void {
  queryClient.setQueryData(companyKeys.check(check.id), check);
  void queryClient.invalidateQueries({ queryKey: companyKeys.history() });
}
