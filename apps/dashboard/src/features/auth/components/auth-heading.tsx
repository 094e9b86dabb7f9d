import type { ReactNode } from 'react';

/** The one h1 of an auth page, with an optional line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="font-semibold text-2xl text-ink">{title}</h1>
      {children && <p className="text-muted">{children}</p>}
    </div>
  );
}
