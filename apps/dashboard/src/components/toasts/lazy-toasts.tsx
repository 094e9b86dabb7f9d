import { lazy, Suspense, useRef } from 'react';
import { useToastStore } from './toast-store';

// The container and its sanitizer (DOMPurify) load with the first toast: most page loads show none.
const ToastContainer = lazy(async () => ({ default: (await import('./toast-container')).ToastContainer }));

/** Mounts the toast container once the first toast arrives, and keeps it mounted after. */
export function LazyToasts() {
  const anyToast = useToastStore((s) => s.toasts.length > 0);
  const started = useRef(false);
  if (anyToast) started.current = true;
  if (!started.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
