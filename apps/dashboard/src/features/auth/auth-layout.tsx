import type { ReactNode } from 'react';

// STUB: replaced by the auth layout with the slideshow.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-[450px] p-6">{children}</main>;
}
