import { Link } from 'wouter';
import { useTeamBase } from '../lib/team-base';

/**
 * Team (or Users) › Manage roles › …: where a page sits; `trail` are the links between the base and the
 * page, written from the base (`/manage-roles`).
 */
export function TeamBreadcrumb({ trail = [] }: { trail?: ReadonlyArray<{ href: string; label: string }> }) {
  const base = useTeamBase();
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      {[base, ...trail.map((crumb) => ({ ...crumb, href: `${base.href}${crumb.href}` }))].map(
        (crumb, index) => (
          <span key={crumb.href}>
            {index > 0 && ' / '}
            <Link href={crumb.href} className="text-brand-700 underline">
              {crumb.label}
            </Link>
          </span>
        ),
      )}
    </nav>
  );
}
