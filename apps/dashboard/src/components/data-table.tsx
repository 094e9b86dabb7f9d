import type { ReactNode } from 'react';

/**
 * A detail-page table under its own h3: the heading names the table, and the frame scrolls sideways on a
 * narrow screen. The frame takes focus because rows without links would otherwise leave a keyboard user
 * no way to scroll it.
 */
export function DataTable({
  id,
  title,
  columns,
  children,
}: {
  id: string;
  title: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      <section
        aria-labelledby={id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-slate-200"
      >
        <table aria-labelledby={id} className="w-full text-left text-sm">
          <thead className="border-slate-200 border-b bg-slate-50 text-muted text-xs uppercase tracking-wide">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </section>
    </div>
  );
}
