/**
 * A titled part of a page that holds one list (billing's transactions, bank transfers, credit lines and
 * invoices; all businesses; an organization's transactions): a section named by its h2, so screen readers
 * list it among the page's landmarks, with the list's own actions beside the heading.
 */
import type { ReactNode } from 'react';

export interface ListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Buttons beside the heading (Issue credit, ...); given (even `false` until they load), the heading shares a row with them. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ListSection({ id, title, actions, children }: ListSectionProps) {
  const heading = (
    <h2 id={id} className="font-semibold text-xl">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      {actions !== undefined ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
