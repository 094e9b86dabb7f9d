import type { ReactNode } from 'react';

export type SummaryRow = readonly [label: string, value: ReactNode];

/** Labelled facts in a responsive grid (a description list): the summaries on detail pages. */
export function SummaryList({ rows, columns = 3 }: { rows: readonly SummaryRow[]; columns?: 3 | 4 }) {
  return (
    <dl
      className={`grid gap-x-6 gap-y-3 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted text-xs">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
