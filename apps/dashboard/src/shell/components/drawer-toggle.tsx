import { useEffect, useMemo } from 'react';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { createDrawerEventEmitter } from '../lib/drawer-event';
import { useShellStore } from '../shell-store';
import { MAIN_SIDEBAR_ID } from './main-sidebar';

/**
 * Small screens: opens and closes the drawer over the page. Large screens: collapses it to icons and
 * back. Either way `verity:drawer-toggle` follows 300 ms later (see lib/drawer-event.ts).
 */
export function DrawerToggle() {
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const drawerOpen = useShellStore((s) => s.drawerOpen);
  const drawerMini = useShellStore((s) => s.drawerMini);
  const emit = useMemo(() => createDrawerEventEmitter(window), []);
  useEffect(() => () => emit.cancel(), [emit]);

  const onClick = () => {
    useShellStore.getState().toggleDrawer(large);
    const { drawerOpen: open, drawerMini: mini } = useShellStore.getState();
    emit({ open, mini });
  };

  return (
    <button
      type="button"
      aria-label="Toggle navigation"
      aria-controls={MAIN_SIDEBAR_ID}
      aria-expanded={large ? !drawerMini : drawerOpen}
      onClick={onClick}
      className="rounded-md p-2 text-muted hover:bg-slate-100"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
