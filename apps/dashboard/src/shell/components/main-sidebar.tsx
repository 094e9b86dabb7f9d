import type { TBusinessProfile } from '@verity/client';
import clsx from 'clsx';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { appEnvironment } from '../../lib/app-environment';
import { useLinkIntent } from '../../lib/link-intent';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useAuthStore } from '../../session/auth-store';
import { acronym } from '../lib/acronym';
import { isActivePath, sidebarEntries } from '../lib/nav-access';
import { mainNavigation, type NavEntry } from '../navigation';
import { useShellStore } from '../shell-store';
import { NavIcon } from './nav-icon';

/** The id of whichever sidebar the layout shows: the header's toggle controls it. */
export const MAIN_SIDEBAR_ID = 'main-sidebar';

export interface SidebarProps {
  /** The navigation landmark's name: 'Main', 'Business', 'Organization'. */
  label: string;
  /** Every entry of this sidebar; those the user may not see are left out here. */
  entries: readonly NavEntry[];
  /** What sits above the entries, given whether the drawer shows icons only. */
  header(mini: boolean): ReactNode;
  /** The NavIcon name of an entry: its path for a link, its label for an item, unless told otherwise. */
  iconFor?(entry: NavEntry): string;
}

const defaultIcon = (entry: NavEntry) => (entry.kind === 'link' ? entry.path : entry.label);

/**
 * A sidebar: a header, then the entries the user may see. On large screens it sits beside the page (full or
 * icons only); on small ones it overlays the page. The main, business and organization sidebars differ only
 * in their header and entries.
 */
export function Sidebar({ label, entries, header, iconFor = defaultIcon }: SidebarProps) {
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const drawerOpen = useShellStore((s) => s.drawerOpen);
  const drawerMini = useShellStore((s) => s.drawerMini);
  const closeDrawer = useShellStore((s) => s.closeDrawer);
  const permissions = useAuthStore((s) => s.user?.role.permissions);
  const [location] = useLocation();
  const mini = large && drawerMini;
  const overlay = !large && drawerOpen;

  // The overlay drawer gets out of the way once the user has picked a page.
  useEffect(() => {
    if (location) closeDrawer();
  }, [location, closeDrawer]);

  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, closeDrawer]);

  const shown = sidebarEntries(entries, permissions ?? [], appEnvironment);

  return (
    <>
      {overlay && (
        <button
          type="button"
          tabIndex={-1}
          aria-label="Close navigation"
          className="fixed inset-x-0 top-18 bottom-0 z-30 cursor-default bg-slate-900/40"
          onClick={closeDrawer}
        />
      )}
      <aside
        id={MAIN_SIDEBAR_ID}
        aria-label="Navigation drawer"
        className={clsx(
          'flex shrink-0 flex-col overflow-y-auto border-slate-200 border-r bg-white transition-[width] duration-300',
          large && (mini ? 'w-18' : 'w-72'),
          !large && (drawerOpen ? 'fixed top-18 bottom-0 left-0 z-40 w-72 max-w-[85vw] shadow-xl' : 'hidden'),
        )}
      >
        {header(mini)}
        <nav aria-label={label} className="flex-1 px-2 py-3">
          <ul className="flex flex-col gap-1">
            {shown.map((entry) => (
              <li key={entry.label}>
                <SidebarEntry
                  entry={entry}
                  icon={iconFor(entry)}
                  mini={mini}
                  active={entry.kind === 'link' && isActivePath(entry.path, location)}
                />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}

/** The main sidebar: the user's business on top, then the modules, each behind its permission gate. */
export function MainSidebar({ business }: { business: TBusinessProfile }) {
  return (
    <Sidebar
      label="Main"
      entries={mainNavigation}
      header={(mini) => <SidebarBusiness business={business} mini={mini} />}
    />
  );
}

function SidebarBusiness({ business, mini }: { business: TBusinessProfile; mini: boolean }) {
  const user = useAuthStore((s) => s.user);
  const name = business.information.companyName || user?.business.name || '';
  const registrationNumber =
    user?.businessType === 'business'
      ? (business.information.registrationNumber ?? user.business.registrationNumber)
      : null;
  return (
    <div className="border-slate-200 border-b px-4 py-4">
      {mini ? (
        <p className="text-center font-bold text-brand-700" title={name}>
          <span aria-hidden="true">{acronym(name)}</span>
          <span className="sr-only">{name}</span>
        </p>
      ) : (
        <>
          <p className="truncate font-semibold text-ink">{name}</p>
          {registrationNumber && <p className="text-muted text-xs">{registrationNumber}</p>}
        </>
      )}
    </div>
  );
}

const entryClasses = 'flex items-center gap-3 rounded-md px-3 py-2';

function SidebarEntry({
  entry,
  icon,
  mini,
  active,
}: {
  entry: NavEntry;
  icon: string;
  mini: boolean;
  active: boolean;
}) {
  const label = <span className={clsx('truncate', mini && 'sr-only')}>{entry.label}</span>;
  const badge = entry.badge && (
    <span
      className={clsx(
        'ml-auto shrink-0 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-[0.7rem] text-amber-900',
        mini && 'sr-only',
      )}
    >
      {entry.badge}
    </span>
  );
  if (entry.kind === 'item')
    return (
      <span
        className={clsx(entryClasses, 'cursor-default text-slate-600')}
        title={mini ? entry.label : undefined}
      >
        <NavIcon name={icon} />
        {label}
        {badge}
      </span>
    );
  return (
    <EntryLink path={entry.path} active={active} title={mini ? entry.label : undefined}>
      <NavIcon name={icon} />
      {label}
      {badge}
    </EntryLink>
  );
}

/** A sidebar link; resting on it or focusing it starts loading its page (lib/link-intent.ts). */
function EntryLink({
  path,
  active,
  title,
  children,
}: {
  path: string;
  active: boolean;
  title: string | undefined;
  children: ReactNode;
}) {
  const intent = useLinkIntent(path);
  return (
    <Link
      href={path}
      aria-current={active ? 'page' : undefined}
      title={title}
      className={clsx(
        entryClasses,
        active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink hover:bg-slate-100',
      )}
      {...intent}
    >
      {children}
    </Link>
  );
}
