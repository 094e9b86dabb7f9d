import clsx from 'clsx';
import { useEffect, useMemo, useRef } from 'react';
import { PausableTimer } from './pausable-timer';
import { sanitizeToastHtml } from './sanitize-toast';
import { TOAST_DURATION_MS, type Toast, useToastStore } from './toast-store';
import { toastClasses, toastRole } from './toast-style';

/** One toast: gone after 5 s, paused while pointed at or focused, closed at once by its button. */
export function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const timer = useRef<PausableTimer | null>(null);

  useEffect(() => {
    const countdown = new PausableTimer(TOAST_DURATION_MS, () => dismiss(toast.id));
    timer.current = countdown;
    countdown.resume();
    return () => countdown.cancel();
  }, [toast.id, dismiss]);

  const html = useMemo(() => sanitizeToastHtml(toast.text), [toast.text]);
  const pause = () => timer.current?.pause();
  const resume = () => timer.current?.resume();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region (role status or alert) that only pauses its own timer; the close button is the control
    <div
      role={toastRole(toast.color)}
      className={clsx(
        'pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 shadow-lg',
        toastClasses[toast.color],
      )}
      onMouseEnter={pause}
      onMouseLeave={resume}
      // Keyboard users get the same time to read as mouse users (WCAG 2.2.1).
      onFocus={pause}
      onBlur={resume}
    >
      <div
        className="min-w-0 flex-1 break-words [&_a]:underline"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <button
        type="button"
        aria-label="Close notification"
        className="-mr-1 shrink-0 rounded p-1 leading-none opacity-90 hover:bg-white/20 hover:opacity-100"
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
