import type { UseQueryResult } from '@tanstack/react-query';
import type { PageList, TVFormResponse } from '@verity/client';
import type { ReactNode } from 'react';
import { PagePager } from '../../../../components/page-pager';
import { QueryError } from '../../../../components/query-error';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { type FilterKey, hasActiveFilters } from '../../lib/response-search';
import { ResponseFiltersForm } from './response-filters-form';
import { ResponsesEmptyState } from './responses-empty-state';
import { ResponsesTable, type ResponsesTableProps } from './responses-table';
import type { ListSearchState } from './use-list-search';

export interface ResponsesListProps
  extends Pick<ResponsesTableProps, 'showForm' | 'detailHref' | 'formHref' | 'caption'> {
  keys: readonly FilterKey[];
  list: ListSearchState;
  query: UseQueryResult<PageList<TVFormResponse>>;
  /** Shown when there are no responses at all. */
  empty?: ReactNode;
}

/** Filters, the table (or why there is none) and the pager of a page-numbered responses list. */
export function ResponsesList({ keys, list, query, empty, ...table }: ResponsesListProps) {
  const failure = useQueryFailure(query.error);
  const { search, go } = list;
  const responses = query.data?.items ?? [];
  return (
    <>
      <ResponseFiltersForm
        key={list.key}
        keys={keys}
        label="Filter responses"
        filters={search.filters}
        onApply={(filters) => go(filters)}
      />
      {query.isError ? (
        <QueryError
          message={failure}
          fallback="The responses could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : !query.isPending && responses.length === 0 && search.page === 1 ? (
        <ResponsesEmptyState filtered={hasActiveFilters(search.filters)} onClear={() => go({})}>
          {empty}
        </ResponsesEmptyState>
      ) : (
        <>
          <ResponsesTable
            {...table}
            responses={responses}
            loading={query.isPending}
            busy={query.isPlaceholderData}
          />
          <PagePager
            page={search.page}
            totalPages={query.data?.pagination.totalPages ?? 1}
            disabled={query.isFetching}
            onPage={(page) => go(search.filters, page)}
          />
        </>
      )}
    </>
  );
}
