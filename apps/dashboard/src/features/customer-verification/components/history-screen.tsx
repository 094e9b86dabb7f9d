import type { HistoryScope } from '@verity/client';
import { useLocation, useSearch } from 'wouter';
import { CursorPager } from '../../../components/cursor-pager';
import { QueryError } from '../../../components/query-error';
import { firstPage, pagingState } from '../../../lib/cursor-paging';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useHistoryPage } from '../api';
import {
  type HistoryCursor,
  type HistoryFilters,
  hasActiveFilters,
  readHistorySearch,
  writeHistorySearch,
} from '../lib/history-filters';
import { ExportCsvButton } from './export-csv-button';
import { HistoryEmptyState } from './history-empty-state';
import { HistoryFiltersForm } from './history-filters-form';
import { HistoryTable } from './history-table';
import { VerifyMenu } from './verify-menu';

export interface HistoryScreenProps {
  scope: HistoryScope;
  /** The page heading; scoped variants name whose history it is. */
  title?: string;
}

/**
 * The customer-verification history of one scope. Filters and the page cursor live in the URL, so a
 * reload, the back button and a shared link all land on the same rows.
 */
export function HistoryScreen({ scope, title = 'Customer Verification' }: HistoryScreenProps) {
  useDocumentTitle(title);
  const [location, navigate] = useLocation();
  const searchString = useSearch();
  const search = readHistorySearch(searchString);
  const history = useHistoryPage(scope, search);
  const failure = useQueryFailure(history.error);

  const go = (filters: HistoryFilters, cursor: HistoryCursor) => {
    const next = writeHistorySearch({ filters, cursor });
    navigate(next ? `${location}?${next}` : location);
  };
  const filtered = hasActiveFilters(search.filters);
  const checks = history.data?.items ?? [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton filters={search.filters} scope={scope} />
          {scope.kind === 'business' && <VerifyMenu />}
        </div>
      </div>
      {/* Keyed by the URL: a reload, Back or 'Clear filters' elsewhere resets what the form shows. */}
      <HistoryFiltersForm
        key={writeHistorySearch({ filters: search.filters, cursor: firstPage })}
        filters={search.filters}
        onApply={(filters) => go(filters, firstPage)}
      />
      {history.isError ? (
        <QueryError message={failure} onRetry={() => void history.refetch()} />
      ) : !history.isPending && checks.length === 0 ? (
        <HistoryEmptyState filtered={filtered} onClear={() => go({}, firstPage)} />
      ) : (
        <>
          <HistoryTable checks={checks} scope={scope} loading={history.isPending} />
          <CursorPager
            paging={pagingState(history.data?.pagination)}
            disabled={history.isFetching}
            onPage={(cursor) => go(search.filters, cursor)}
          />
        </>
      )}
    </div>
  );
}
