/**
 * The body of every cursor list (a module's history, billing's transactions, bank transfers, credit lines and
 * invoices, the businesses and organizations tables): the query's error with a retry, the empty state (with
 * Clear filters when the filters leave nothing), or the table with Previous/Next under it. One piece, so every
 * list fails, empties and pages the same way.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList } from '@verity/client';
import type { ReactNode } from 'react';
import { type HistoryCursor, pagingState } from '../lib/cursor-paging';
import { useQueryFailure } from '../lib/use-query-failure';
import { CursorPager } from './cursor-pager';
import { EmptyHistory, type EmptyHistoryProps } from './empty-history';
import type { TableState } from './history-table-frame';
import { QueryError } from './query-error';

export interface CursorListBodyProps<T> {
  /** The page's query, as the list's hook returns it (the page the URL names). */
  list: UseQueryResult<CursorList<T>>;
  /** What the rows are, plural ('transactions'): the empty state says it. */
  noun: string;
  /** What a failure says when the error handler had no words of its own ('The transactions could not be loaded.'). */
  fallback?: string;
  /** The list's filters, when it has them: applied ones make the empty state offer to clear them. */
  filters?: { filtered: boolean; clear(): void };
  /** Where to make the first row, when the reader may. */
  start?: EmptyHistoryProps['start'];
  onPage(cursor: HistoryCursor): void;
  /** The page's rows as a table, told whether they are loading or being replaced. */
  table(rows: readonly T[], state: Required<TableState>): ReactNode;
}

export function CursorListBody<T>({
  list,
  noun,
  fallback,
  filters,
  start,
  onPage,
  table,
}: CursorListBodyProps<T>) {
  const failure = useQueryFailure(list.error);
  const rows = list.data?.items ?? [];
  if (list.isError)
    return <QueryError message={failure} onRetry={() => void list.refetch()} fallback={fallback} />;
  if (!list.isPending && rows.length === 0)
    return (
      <EmptyHistory
        filtered={filters?.filtered ?? false}
        onClear={() => filters?.clear()}
        noun={noun}
        start={start}
      />
    );
  return (
    <>
      {table(rows, { loading: list.isPending, busy: list.isPlaceholderData })}
      <CursorPager paging={pagingState(list.data?.pagination)} disabled={list.isFetching} onPage={onPage} />
    </>
  );
}
