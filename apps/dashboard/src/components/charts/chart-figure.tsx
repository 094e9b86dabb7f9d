import type { ReactNode } from 'react';

export interface ChartFigureProps {
  title: string;
  /** The picture: an SVG with role="img" and an aria-label summing it up. */
  children: ReactNode;
  /** The numbers behind it, for screen readers (outside the img, whose children are presentational). */
  headers: readonly [string, string];
  rows: ReadonlyArray<readonly [string, string]>;
}

/** A titled chart with its numbers in a visually hidden table. */
export function ChartFigure({ title, children, headers, rows }: ChartFigureProps) {
  const id = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={id} className="font-semibold text-base">
        {title}
      </h2>
      {children}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
