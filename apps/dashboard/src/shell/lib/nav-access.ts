/**
 * Which navigation entries a user sees: links only with every permission they need, non-link items unless
 * hidden in this app environment or gated by a permission they lack.
 */
import { type AppEnvironment, hasAllPermissions } from '@verity/client';
import { type NavEntry, type NavLink, visibleEntries } from '../navigation';

export function allowedLinks(links: readonly NavLink[], held: readonly string[]): NavLink[] {
  return links.filter((link) => hasAllPermissions(held, link.permissions));
}

export function sidebarEntries(
  entries: readonly NavEntry[],
  held: readonly string[],
  environment: AppEnvironment,
): NavEntry[] {
  return visibleEntries(entries, environment).filter((entry) =>
    hasAllPermissions(held, entry.permissions ?? []),
  );
}

/** The link for a path is active on that path and below it ('/billing' for '/billing/invoice'). */
export function isActivePath(linkPath: string, location: string): boolean {
  if (linkPath === '/') return location === '/';
  return location === linkPath || location.startsWith(`${linkPath}/`);
}
