/**
 * A history list's table: a frame that scrolls sideways on a narrow screen, a caption for screen readers,
 * the column headings, and placeholder rows while a page loads (the frame stays, so nothing jumps).
 */
import type { ReactNode } from 'react';

const skeletonRows = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

export interface HistoryTableFrameProps {
  /** What the rows are, for the caption ('Customer verifications, newest first'). */
  caption: string;
  columns: readonly string[];
  /** Loading: placeholder rows instead of `children`, and aria-busy. */
  loading: boolean;
  /** Refreshing while the rows stay (aria-busy only). */
  busy?: boolean;
  /** The narrowest the table may get before the frame scrolls (a Tailwind min-width class). */
  minWidth: string;
  children: ReactNode;
}

/** Loading the first rows, or refreshing them: what a list hands its table and the table its frame. */
export type TableState = Pick<HistoryTableFrameProps, 'loading' | 'busy'>;

export function HistoryTableFrame({
  caption,
  columns,
  loading,
  busy = false,
  minWidth,
  children,
}: HistoryTableFrameProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-busy={loading || busy || undefined} className={`w-full ${minWidth} text-left`}>
        <caption className="sr-only">
          {caption}
          {loading ? ' (loading)' : ''}
        </caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-muted text-xs uppercase tracking-wide">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading
            ? skeletonRows.map((row) => (
                <tr key={row}>
                  {columns.map((column) => (
                    <td key={column} className="px-3 py-3">
                      <span
                        aria-hidden="true"
                        className="block h-3 w-full max-w-24 animate-pulse rounded bg-slate-200"
                      />
                    </td>
                  ))}
                </tr>
              ))
            : children}
        </tbody>
      </table>
    </div>
  );
}
