import { ToastItem } from './toast-item';
import { useToastStore } from './toast-store';

/** Toasts stack in the top-right corner, at most 350px wide, above any dialog. */
export function ToastContainer() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[calc(100%-2rem)] max-w-[350px] flex-col gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
