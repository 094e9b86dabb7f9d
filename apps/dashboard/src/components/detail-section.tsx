import type { ReactNode } from 'react';

/** A titled block of the detail page and of a verify result. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 font-semibold text-base">
        {title}
      </h2>
      {children}
    </section>
  );
}
