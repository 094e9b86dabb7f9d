import type { ReactNode } from 'react';
import { useSessionCheck } from '../auth/use-session-check';

// STUB: replaced by the shell (header, sidebar, banners, idle overlay).
export default function DefaultLayout({ children }: { children: ReactNode }) {
  useSessionCheck();
  return <main className="p-6">{children}</main>;
}
