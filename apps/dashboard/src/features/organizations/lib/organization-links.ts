/**
 * The organization's module pages its profile links to (its child routes): the organization sidebar's
 * links that have a page beneath /organizations/{id} today, each behind the gate the sidebar gives it. The
 * others (the modules not built yet) stay in the sidebar's hands, which already says what is coming.
 */
import { hasAllPermissions } from '@verity/client';
import type { NavLink } from '../../../shell/navigation';
import { organizationNavigation } from '../../../shell/scoped-navigation';

/** The last path segment of each scoped organization page the route table has (signed-in-routes.ts). */
export const builtOrganizationPages = [
  'customer-verification',
  'business-verification',
  'credit-report',
  'sanction-pep-screening',
  'v-forms',
  'billing',
  'team',
] as const;

export function organizationModuleLinks(organizationId: string, held: readonly string[]): NavLink[] {
  return organizationNavigation(organizationId).filter(
    (entry): entry is NavLink =>
      entry.kind === 'link' &&
      builtOrganizationPages.some((page) => entry.path.endsWith(`/${page}`)) &&
      hasAllPermissions(held, entry.permissions),
  );
}
