/** Credit report's server state: queries the screens and the routes' data loaders share. */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryScope, TCreditReportCheck, TCreditReportMetricsQuery } from '@verity/client';
import { api } from '../../lib/api-client';
import { scopeKey } from '../../lib/history-scope';
import { type ModuleSearch, toModuleHistoryQuery } from '../../lib/module-history-search';

export const CREDIT_PAGE_SIZE = 20;
type Interval = NonNullable<TCreditReportMetricsQuery['interval']>;

export const creditKeys = {
  all: ['credit-report'] as const,
  historyPage: (scope: HistoryScope, search: ModuleSearch) =>
    ['credit-report', 'history', scopeKey(scope), toModuleHistoryQuery(search, CREDIT_PAGE_SIZE)] as const,
  check: (id: string) => ['credit-report', 'check', id] as const,
  analysis: () => ['credit-report', 'analysis'] as const,
  metrics: (interval: Interval) => ['credit-report', 'metrics', interval] as const,
};

export function creditHistoryQuery(scope: HistoryScope, search: ModuleSearch) {
  return queryOptions({
    queryKey: creditKeys.historyPage(scope, search),
    queryFn: async ({ signal }) =>
      (await api.creditReport.history(toModuleHistoryQuery(search, CREDIT_PAGE_SIZE), scope, { signal }))
        .data,
  });
}
export const useCreditHistory = (scope: HistoryScope, search: ModuleSearch) =>
  useQuery(creditHistoryQuery(scope, search));

export function creditCheckQuery(id: string, scope: HistoryScope) {
  return queryOptions({
    queryKey: creditKeys.check(id),
    queryFn: async ({ signal }) => (await api.creditReport.get(id, scope, { signal })).data,
  });
}
export const useCreditCheck = (id: string, scope: HistoryScope) => useQuery(creditCheckQuery(id, scope));

export const useCreditAnalysis = () =>
  useQuery({
    queryKey: creditKeys.analysis(),
    queryFn: async ({ signal }) => (await api.creditReport.analysis({ signal })).data,
  });

export const useCreditMetrics = (interval: Interval) =>
  useQuery({
    queryKey: creditKeys.metrics(interval),
    queryFn: async ({ signal }) => (await api.creditReport.metrics({ interval }, { signal })).data,
  });

/** A new report: its detail opens without a second call; the history and overview refetch. */
export function rememberCreditReport(queryClient: QueryClient, check: TCreditReportCheck): void {
  queryClient.setQueryData(creditKeys.check(check.id), check);
  for (const part of ['history', 'analysis', 'metrics'])
    void queryClient.invalidateQueries({ queryKey: [...creditKeys.all, part] });
}
