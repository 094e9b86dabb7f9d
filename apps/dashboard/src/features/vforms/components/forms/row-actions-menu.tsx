/**
 * A row's actions behind one 'Actions' button (a disclosure, not an ARIA menu): the list stays readable
 * with many rows, and every action is a plain button reachable with Tab. Escape or a click elsewhere
 * closes it and, for Escape, gives focus back to its button. The list is positioned fixed under the
 * button, so the table's scrolling frame does not clip it; scrolling or resizing closes it.
 */
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface RowAction {
  label: string;
  onSelect(): void;
  tone?: 'danger';
}

export function RowActionsMenu({ label, actions }: { label: ReactNode; actions: readonly RowAction[] }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const open = position !== null;
  const setOpen = (next: boolean) => {
    const rect = toggle.current?.getBoundingClientRect();
    setPosition(
      next && rect
        ? {
            position: 'fixed',
            top: rect.bottom + 4,
            right: document.documentElement.clientWidth - rect.right,
          }
        : null,
    );
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPosition(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPosition(null);
        toggle.current?.focus();
      }
    };
    const onMove = () => setPosition(null);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onMove);
    // Capture phase, since a scroll in whichever container holds the table (its frame, the main area) moves the button away.
    window.addEventListener('scroll', onMove, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open]);

  return (
    <div ref={root} className="relative inline-block">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-sm hover:bg-slate-50"
      >
        {label}
      </button>
      {position && (
        <ul
          id={id}
          style={position ?? undefined}
          className="z-40 flex w-52 flex-col rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {actions.map((action) => (
            <li key={action.label}>
              <button
                type="button"
                className={
                  action.tone === 'danger'
                    ? 'w-full px-3 py-2 text-left text-red-700 text-sm hover:bg-red-50'
                    : 'w-full px-3 py-2 text-left text-sm hover:bg-slate-50'
                }
                onClick={() => {
                  setOpen(false);
                  // Focus goes back to the toggle first, so a dialog the action opens returns it there.
                  toggle.current?.focus();
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
