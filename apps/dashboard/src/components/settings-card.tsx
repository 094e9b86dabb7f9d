import type { ReactNode } from 'react';

/** A titled section of a settings page. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {description && <p className="mt-1 text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
