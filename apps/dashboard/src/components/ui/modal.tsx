import clsx from 'clsx';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** centered (default) or a panel on the right side. */
  placement?: 'center' | 'right';
  className?: string;
}

/** The generic modal: closes on Escape or a click on the overlay. */
export function Modal({ open, title, onClose, children, placement = 'center', className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, read at Escape time: a parent that passes a new function on every render must not
  // re-run the focus effect below, which would pull focus out of the field being typed in.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className={clsx(
        'fixed inset-0 z-50 flex bg-slate-900/50',
        placement === 'center' ? 'items-center justify-center p-4' : 'justify-end',
      )}
    >
      <button
        type="button"
        aria-label="Close dialog"
        tabIndex={-1}
        className="absolute inset-0 cursor-default"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(
          'relative bg-white shadow-xl',
          placement === 'center'
            ? // Taller than the window (a long list of choices): the dialog scrolls, so its buttons stay reachable.
              'max-h-[calc(100dvh-2rem)] w-full max-w-lg overflow-y-auto rounded-lg p-6'
            : 'h-full w-full max-w-md overflow-y-auto p-6',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-semibold text-lg">
            {title}
          </h2>
          <button
            type="button"
            className="rounded p-1 text-muted hover:bg-slate-100"
            aria-label="Close"
            onClick={onClose}
          >
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
