import { Link } from 'wouter';

/** Team › Manage roles › …: where a roles page sits; `trail` are the links between Team and the page. */
export function TeamBreadcrumb({ trail = [] }: { trail?: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      {[{ href: '/team', label: 'Team' }, ...trail].map((crumb, index) => (
        <span key={crumb.href}>
          {index > 0 && ' / '}
          <Link href={crumb.href} className="text-brand-700 underline">
            {crumb.label}
          </Link>
        </span>
      ))}
    </nav>
  );
}
