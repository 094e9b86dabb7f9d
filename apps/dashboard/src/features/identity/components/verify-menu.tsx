import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button';
import { verifyScreens } from '../lib/verify-screens';

/** Document capture and liveness: their lists, beside the country screens. */
export const captureScreens = [
  { href: '/document-capture', label: 'Document captures' },
  { href: '/liveness-check', label: 'Liveness checks' },
];

/**
 * 'Verify' opens the list of country screens. A disclosure of plain links (not an ARIA menu): they are
 * navigation, and Tab moves through them as through any links. Escape or a click outside closes it.
 */
export function VerifyMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName('primary')}
      >
        Verify
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" focusable="false">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {[...verifyScreens, ...captureScreens].map((screen) => (
          <li key={screen.href}>
            <Link
              href={screen.href}
              className="block rounded px-3 py-2 text-ink hover:bg-slate-100 focus:bg-slate-100"
            >
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
