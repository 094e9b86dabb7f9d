import clsx from 'clsx';
import { type FocusEvent, useEffect, useMemo, useState } from 'react';
import { sanitizeToastHtml } from './sanitize-toast';
import { ToastCountdown } from './toast-countdown';
import { ToastMarkup } from './toast-markup';
import { TOAST_DURATION_MS, type Toast, useToastStore } from './toast-store';
import { toastClasses, toastRole } from './toast-style';

/** One toast: gone after 5 s, held while pointed at or focused, closed at once by its button. */
export function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  // Made with the first render, not in the effect: a toast that appears under the pointer gets its
  // mouseenter before effects run, and that hold must not be lost.
  const [countdown] = useState(() => new ToastCountdown(TOAST_DURATION_MS, () => dismiss(toast.id)));

  useEffect(() => {
    countdown.start();
    return () => countdown.stop();
  }, [countdown]);

  const html = useMemo(
    () => (toast.text instanceof ToastMarkup ? sanitizeToastHtml(toast.text.html) : null),
    [toast.text],
  );
  // Focus moving between the toast's own elements neither takes nor releases the hold.
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) countdown.release('focus');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region (role status or alert) that only holds its own countdown; the close button is the control
    <div
      role={toastRole(toast.color)}
      className={clsx(
        'pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 shadow-lg',
        toastClasses[toast.color],
      )}
      onMouseEnter={() => countdown.hold('pointer')}
      onMouseLeave={() => countdown.release('pointer')}
      // Keyboard users get the same time to read as mouse users (WCAG 2.2.1).
      onFocus={() => countdown.hold('focus')}
      onBlur={focusLeft}
    >
      {html === null ? (
        <div className="min-w-0 flex-1 break-words">{String(toast.text)}</div>
      ) : (
        <div
          className="min-w-0 flex-1 break-words [&_a]:underline"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markup the dashboard wrote, values escaped (toast-markup.ts), then sanitized by DOMPurify
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
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
