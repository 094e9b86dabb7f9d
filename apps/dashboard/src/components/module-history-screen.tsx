import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList, HistoryScope } from '@verity/client';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { firstPage, type HistoryCursor, pagingState } from '../lib/cursor-paging';
import {
  hasModuleFilters,
  type ModuleFilters,
  type ModuleSearch,
  readModuleSearch,
  writeModuleSearch,
} from '../lib/module-history-search';
import { useDocumentTitle } from '../lib/use-document-title';
import { useQueryFailure } from '../lib/use-query-failure';
import { CursorPager } from './cursor-pager';
import { EmptyHistory } from './empty-history';
import { ExportCsvButton } from './export-csv-button';
import { ModuleFiltersForm, type ModuleFiltersFormProps } from './module-filters-form';
import { QueryError } from './query-error';
import { ButtonLink } from './ui/button-link';

export interface ModuleHistoryScreenProps<T> {
  scope: HistoryScope;
  title: string;
  /** What the rows are, plural ('business verifications'). */
  noun: string;
  filters: Pick<ModuleFiltersFormProps, 'label' | 'nameLabel' | 'types' | 'typeOptions'>;
  /** The page of the history the URL names (a query hook: the same one the route prefetches). */
  useHistory(scope: HistoryScope, search: ModuleSearch): UseQueryResult<CursorList<T>>;
  exportCsv(filters: ModuleFilters): Promise<Blob>;
  exportFileName: string;
  /** Where to run a check, at the business's own scope. */
  start: { href: string; label: string };
  table(rows: readonly T[], loading: boolean): ReactNode;
  /** Shown between the heading and the filters (an overview). */
  children?: ReactNode;
}

/**
 * A kit module's history at one scope: heading with export and the way to run a check, filters, the table
 * and a cursor pager. Filters and cursor live in the URL, so a reload, Back and a shared link all land on
 * the same rows.
 */
export function ModuleHistoryScreen<T>(props: ModuleHistoryScreenProps<T>) {
  const { scope, title, noun, filters, start } = props;
  useDocumentTitle(title);
  const [location, navigate] = useLocation();
  const search = readModuleSearch(useSearch(), filters.types);
  const history = props.useHistory(scope, search);
  const failure = useQueryFailure(history.error);
  const go = (next: ModuleFilters, cursor: HistoryCursor) => {
    const query = writeModuleSearch({ filters: next, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const rows = history.data?.items ?? [];
  const own = scope.kind === 'business';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton download={() => props.exportCsv(search.filters)} fileName={props.exportFileName} />
          {own && <ButtonLink href={start.href}>{start.label}</ButtonLink>}
        </div>
      </div>
      {props.children}
      <ModuleFiltersForm
        key={writeModuleSearch({ filters: search.filters, cursor: firstPage })}
        {...filters}
        filters={search.filters}
        onApply={(next) => go(next, firstPage)}
      />
      {history.isError ? (
        <QueryError message={failure} onRetry={() => void history.refetch()} />
      ) : !history.isPending && rows.length === 0 ? (
        <EmptyHistory
          filtered={hasModuleFilters(search.filters)}
          onClear={() => go({}, firstPage)}
          noun={noun}
          start={own ? start : undefined}
        />
      ) : (
        <>
          {props.table(rows, history.isPending)}
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
