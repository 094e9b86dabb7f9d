import { useState } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { countryName } from '../../lib/country-name';
import { flagEmoji, type ScopeHeaderProfile } from '../lib/scope-profile';
import type { NavEntry } from '../navigation';
import { type SidebarScope, scopedNavigation } from '../scoped-navigation';
import { useScopeProfile } from '../use-scope-profile';
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
 * The business-admin or organization sidebar: the business or organization the page is about, then its
 * modules behind their scope's gates. The id comes from the location, as the layout sits outside the page's
 * route.
 */
export function ScopedSidebar({ scope }: { scope: SidebarScope }) {
  // matchRoute as the router does (wouter's useRoute would add to the login page's bundle).
  const { parser } = useRouter();
  const [location] = useLocation();
  // Platform staff's view of a business's organizations names the business one segment further on.
  const [, adminParams] = matchRoute<{ id: string }>(parser, '/businesses/admin/:id/*?', location);
  const [, params] = matchRoute<{ id: string }>(parser, scopePattern[scope], location);
  const id = (scope === 'business' ? adminParams?.id : undefined) ?? params?.id ?? '';
  return (
    <Sidebar
      label={scopeLabel[scope]}
      entries={scopedNavigation(scope, id)}
      iconFor={iconFor}
      header={(mini) => <ScopeHeader scope={scope} id={id} mini={mini} />}
    />
  );
}

/** The header's frame: the logo, then the words beside it (read out only, when the drawer is icons only). */
const headerClasses = 'flex items-center gap-3 border-slate-200 border-b px-4 py-4';

/**
 * The header: the logo (a default one if none), the company or organization name, and the registration number
 * or else the contact person's email, plus a country flag for a business. While the profile loads the scope's
 * word shows; without one (it failed, or no id) the scope's word and its id, so the page still says whose.
 */
function ScopeHeader({ scope, id, mini }: { scope: SidebarScope; id: string; mini: boolean }) {
  const profile = useScopeProfile(scope, id);
  const label = scopeLabel[scope];
  if (profile.data) return <ProfileHeader profile={profile.data} mini={mini} />;
  if (profile.isLoading)
    return (
      <div className={headerClasses} aria-busy="true" title={mini ? label : undefined}>
        <ScopeLogo src={null} />
        <div className={mini ? 'sr-only' : 'min-w-0 flex-1'}>
          <p className="font-semibold text-ink">{label}</p>
          <span
            aria-hidden="true"
            className="mt-1 block h-3 w-32 max-w-full animate-pulse rounded bg-slate-200"
          />
        </div>
      </div>
    );
  return (
    <div className={headerClasses} title={mini ? id : undefined}>
      <ScopeLogo src={null} />
      <div className={mini ? 'sr-only' : 'min-w-0'}>
        <p className="font-semibold text-ink">{label}</p>
        <p className="break-all font-mono text-muted text-xs">{id}</p>
      </div>
    </div>
  );
}

function ProfileHeader({ profile, mini }: { profile: ScopeHeaderProfile; mini: boolean }) {
  if (mini)
    return (
      <div className={headerClasses} title={profile.name}>
        <ScopeLogo src={profile.logo} />
        <span className="sr-only">{profile.name}</span>
      </div>
    );
  const flag = flagEmoji(profile.countryCode);
  const country = countryName(profile.countryCode);
  return (
    <div className={headerClasses}>
      <ScopeLogo src={profile.logo} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {/* Its own element, so the name reads (and is found) without the flag. */}
          <span className="[overflow-wrap:anywhere]">{profile.name}</span>
          {flag && (
            <span role="img" aria-label={country} title={country} className="ml-2 font-normal">
              {flag}
            </span>
          )}
        </p>
        {profile.detail && <p className="break-all text-muted text-xs">{profile.detail}</p>}
      </div>
    </div>
  );
}

/** The business's logo; the default building when there is none or it fails to load. */
function ScopeLogo({ src }: { src: string | null }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (src && src !== brokenSrc)
    return (
      <img
        src={src}
        alt=""
        className="h-10 w-10 shrink-0 rounded-md object-contain"
        onError={() => setBrokenSrc(src)}
      />
    );
  return (
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
  );
}
