/**
 * A page-numbered list as a table (team, audit log, report log): the query's error with a retry, the
 * empty message, or the rows under their column headings with the pager below.
 */
import type { ReactNode } from 'react';
import { PagePager } from './page-pager';
import { QueryError } from './query-error';

export interface PageListTableProps {
  list: { isError: boolean; isPending: boolean; isFetching: boolean; refetch(): unknown };
  /** What the failure says (useQueryFailure). */
  failure: string | null;
  /** Shown when the page holds no row. */
  empty: string;
  itemCount: number;
  /** The table's accessible name ('Audit log, newest first'). */
  caption: string;
  /** Column headings; a heading in `hiddenColumns` is kept for screen readers only. */
  columns: readonly string[];
  hiddenColumns?: readonly string[];
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

export function PageListTable(props: PageListTableProps) {
  const { list } = props;
  if (list.isError) return <QueryError message={props.failure} onRetry={() => void list.refetch()} />;
  if (!list.isPending && props.itemCount === 0)
    return (
      <p className="rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center font-semibold">
        {props.empty}
      </p>
    );
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table aria-busy={list.isFetching || undefined} className="w-full text-left">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-muted text-xs uppercase tracking-wide">
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {props.hiddenColumns?.includes(column) ? <span className="sr-only">{column}</span> : column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{props.children}</tbody>
        </table>
      </div>
      <PagePager
        page={props.page}
        totalPages={props.totalPages}
        onPage={props.onPage}
        disabled={list.isFetching}
      />
    </>
  );
}
