import type { UseQueryResult } from '@tanstack/react-query';
import type { CursorList, HistoryScope } from '@verity/client';
import { Fragment, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { firstPage, type HistoryCursor } from '../lib/cursor-paging';
import { useDocumentTitle } from '../lib/use-document-title';
import { CursorListBody } from './cursor-list-body';

/** A history's place in the URL: its filters and the page cursor. */
export interface HistoryPlace<F> {
  filters: F;
  cursor: HistoryCursor;
}

/** How a module's history filters travel in the URL. */
export interface HistorySearchCodec<F> {
  read(search: string): HistoryPlace<F>;
  write(place: HistoryPlace<F>): string;
  /** Any filter set (the empty state then offers to clear them). */
  isFiltered(filters: F): boolean;
  /** No filters: what 'Clear filters' goes to. */
  none: F;
}

export interface HistoryScreenProps<T, F> {
  scope: HistoryScope;
  title: string;
  /** What the rows are, plural ('business verifications'). */
  noun: string;
  search: HistorySearchCodec<F>;
  /** The page of the history the URL names (a query hook: the same one the route prefetches). */
  useHistory(scope: HistoryScope, place: HistoryPlace<F>): UseQueryResult<CursorList<T>>;
  /** The export of what the filters match. */
  exportButton(filters: F): ReactNode;
  /** Where to run a check; offered at the business's own scope only. */
  start: { href: string; label: string };
  /** Beside the export at the business's own scope (a link to `start`, or a menu of checks). */
  startAction?: ReactNode;
  filtersForm(filters: F, apply: (next: F) => void): ReactNode;
  table(rows: readonly T[], loading: boolean): ReactNode;
  /** Shown between the heading and the filters (an overview). */
  children?: ReactNode;
}

/**
 * A verification module's history at one scope: heading with export and the way to run a check, filters,
 * the table and a cursor pager. Filters and cursor live in the URL, so a reload, Back and a shared link all
 * land on the same rows.
 */
export function HistoryScreen<T, F>(props: HistoryScreenProps<T, F>) {
  const { scope, title, noun, search: codec } = props;
  useDocumentTitle(title);
  const [location, navigate] = useLocation();
  const search = codec.read(useSearch());
  const history = props.useHistory(scope, search);
  const go = (filters: F, cursor: HistoryCursor) => {
    const query = codec.write({ filters, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const own = scope.kind === 'business';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {props.exportButton(search.filters)}
          {own && props.startAction}
        </div>
      </div>
      {props.children}
      {/* Keyed by the URL: a reload, Back or 'Clear filters' elsewhere resets what the form shows. */}
      <Fragment key={codec.write({ filters: search.filters, cursor: firstPage })}>
        {props.filtersForm(search.filters, (next) => go(next, firstPage))}
      </Fragment>
      <CursorListBody
        list={history}
        noun={noun}
        filters={{ filtered: codec.isFiltered(search.filters), clear: () => go(codec.none, firstPage) }}
        start={own ? props.start : undefined}
        onPage={(cursor) => go(search.filters, cursor)}
        table={(rows, { loading }) => props.table(rows, loading)}
      />
    </div>
  );
}
