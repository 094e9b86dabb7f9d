import { matchRoute, useLocation, useRouter } from 'wouter';
import type { NavEntry } from '../navigation';
import { type SidebarScope, scopedNavigation } from '../scoped-navigation';
import { Sidebar } from './main-sidebar';

const scopeLabel: Record<SidebarScope, string> = { business: 'Business', organization: 'Organization' };
const scopePattern: Record<SidebarScope, string> = {
  business: '/businesses/:id/*?',
  organization: '/organizations/:id/*?',
};

/** Scoped links share the main sidebar's icons by their last segment ('/customer-verification'). */
const iconFor = (entry: NavEntry) =>
  entry.kind === 'link' ? entry.path.slice(entry.path.lastIndexOf('/')) : entry.label;

/**
 * The business-admin or organization sidebar (spec/platform.md §2): the business or organization the
 * page is about, then its modules behind their scope's gates. The id comes from the location, as the
 * layout sits outside the page's route.
 */
export function ScopedSidebar({ scope }: { scope: SidebarScope }) {
  // matchRoute as the router does (wouter's useRoute would add to the login page's bundle).
  const { parser } = useRouter();
  const [location] = useLocation();
  const [, params] = matchRoute<{ id: string }>(parser, scopePattern[scope], location);
  const id = params?.id ?? '';
  return (
    <Sidebar
      label={scopeLabel[scope]}
      entries={scopedNavigation(scope, id)}
      iconFor={iconFor}
      header={(mini) => <ScopeHeader scope={scope} id={id} mini={mini} />}
    />
  );
}

/**
 * §2 wants the logo (a default one if none), the company name, and the registration number or else the
 * contact person's email, plus a country flag for a business. Nothing can read another business's or an
 * organization's profile yet, so this shows the default logo, what kind of scope it is, and its id.
 */
function ScopeHeader({ scope, id, mini }: { scope: SidebarScope; id: string; mini: boolean }) {
  // TODO(#4 follow-up): business/organization profile API — logo, company name, registration number or
  // contact email, and the business's country flag.
  const label = scopeLabel[scope];
  return (
    <div
      className="flex items-center gap-3 border-slate-200 border-b px-4 py-4"
      title={mini ? id : undefined}
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 21V5l8-2v18M12 9h8v12M8 8v.01M8 12v.01M8 16v.01M3 21h18" />
        </svg>
      </span>
      <div className={mini ? 'sr-only' : 'min-w-0'}>
        <p className="font-semibold text-ink">{label}</p>
        <p className="break-all font-mono text-muted text-xs">{id}</p>
      </div>
    </div>
  );
}
