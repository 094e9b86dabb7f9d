import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Avatar } from '../../components/ui/avatar';
import { useAuthStore } from '../../session/auth-store';
import { logOut } from '../../session/sign-out';
import { nextMenuIndex } from '../lib/menu-keys';
import { allowedLinks } from '../lib/nav-access';
import { userMenuLinks } from '../navigation';

const itemClasses =
  'block w-full rounded px-3 py-2 text-left text-ink hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/**
 * The header's user menu as a WAI-ARIA menu button: Enter, Space or ↓ opens on the first item, ↑ on the last;
 * arrows, Home and End move; Escape closes and returns to the button.
 */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  const focusOnOpen = useRef(0);
  const id = useId();

  const links = allowedLinks(userMenuLinks, user?.role.permissions ?? []);
  const count = links.length + 1;

  useEffect(() => {
    if (open) items.current[focusOnOpen.current]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : count - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key === ' ') {
      // Links do not activate on Space by themselves; menu items should.
      event.preventDefault();
      (document.activeElement as HTMLElement | null)?.click();
      return;
    }
    const current = items.current.indexOf(document.activeElement as HTMLElement | null);
    const next = nextMenuIndex(event.key, current, count);
    if (next === null) return;
    event.preventDefault();
    items.current[next]?.focus();
  };

  const onLogOut = async () => {
    setLoggingOut(true);
    setOpen(false);
    // The shell unmounts once the session ends, so there is no state to reset afterwards.
    await logOut();
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-busy={loggingOut || undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-md p-1 hover:bg-slate-100"
      >
        <Avatar name={user.firstName} src={user.photo} size="sm" />
        <span className="font-medium text-ink max-md:sr-only">{fullName}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 text-muted max-md:hidden"
          focusable="false"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <div className="border-slate-100 border-b px-3 py-2">
            <p className="truncate font-medium text-ink">{fullName}</p>
            <p className="truncate text-muted text-xs">{user.email}</p>
          </div>
          <div
            role="menu"
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className="pt-1"
          >
            {links.map((link, index) => (
              <Link
                key={link.path}
                href={link.path}
                role="menuitem"
                tabIndex={-1}
                ref={(element: HTMLAnchorElement | null) => {
                  items.current[index] = element;
                }}
                onClick={() => setOpen(false)}
                className={itemClasses}
              >
                {link.label}
              </Link>
            ))}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              ref={(element) => {
                items.current[links.length] = element;
              }}
              onClick={onLogOut}
              className={itemClasses}
            >
              Log out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
