/**
 * The business-admin and organization sidebars: the same modules as the main sidebar, beneath
 * `/businesses/{id}` (a platform admin looking at one business) or `/organizations/{id}`, each behind its
 * scope's gate. Only the signed-in shell's chunk reads this file.
 */
import { amlModule, companyModule, creditReportModule, identityModule } from '@verity/client';
import { moduleNavLink, type NavEntry } from './navigation';

/** Which scoped sidebar a layout shows, and the route parameter that names its business or organization. */
export type SidebarScope = 'business' | 'organization';

/** '/businesses/{id}' or '/organizations/{id}': where a scope's entries live. */
export function scopeBasePath(scope: SidebarScope, id: string): string {
  return `/${scope === 'business' ? 'businesses' : 'organizations'}/${encodeURIComponent(id)}`;
}

export function businessAdminNavigation(businessId: string): NavEntry[] {
  const base = scopeBasePath('business', businessId);
  return [
    {
      kind: 'item',
      label: 'Overview',
      badge: 'Coming Soon',
      permissions: ['admin:business:overview:view'],
    },
    moduleNavLink(identityModule, 'businessAdmin', base),
    moduleNavLink(companyModule, 'businessAdmin', base),
    // The admin sidebar has no credit gate of its own; credit reports sit on the identity service and take
    // its gate, as risk intelligence and adverse media do (every module is at all three scopes).
    moduleNavLink(creditReportModule, 'businessAdmin', base),
    {
      kind: 'link',
      label: 'Risk Intelligence',
      path: `${base}/risk-intelligence`,
      permissions: ['admin:business:identity:view'],
    },
    {
      kind: 'link',
      label: 'Address Verification',
      path: `${base}/address-verification`,
      permissions: ['admin:business:address:view'],
    },
    moduleNavLink(amlModule, 'businessAdmin', base),
    {
      kind: 'link',
      label: 'Adverse Media',
      path: `${base}/adverse-media`,
      permissions: ['admin:business:identity:view'],
    },
    {
      kind: 'link',
      label: 'Workflow Builder',
      path: `${base}/v-forms`,
      permissions: ['admin:business:vforms:view'],
    },
    {
      kind: 'link',
      label: 'Organization',
      path: `${base}/organization`,
      permissions: ['admin:business:organization:view'],
    },
    { kind: 'link', label: 'Billing', path: `${base}/billing`, permissions: ['admin:business:billing:view'] },
    { kind: 'link', label: 'Team', path: `${base}/team`, permissions: ['admin:business:users:view'] },
    { kind: 'link', label: 'Manage', path: `${base}/manage`, permissions: [] },
  ];
}

export function organizationNavigation(organizationId: string): NavEntry[] {
  const base = scopeBasePath('organization', organizationId);
  return [
    { kind: 'item', label: 'Overview', badge: 'Coming Soon', permissions: ['organization:overview:view'] },
    moduleNavLink(identityModule, 'organization', base),
    moduleNavLink(companyModule, 'organization', base),
    moduleNavLink(creditReportModule, 'organization', base),
    {
      kind: 'link',
      label: 'Risk Intelligence',
      path: `${base}/risk-intelligence`,
      permissions: ['organization:identity:view'],
    },
    {
      kind: 'link',
      label: 'Address Verification',
      path: `${base}/address-verification`,
      permissions: ['organization:address:view'],
    },
    moduleNavLink(amlModule, 'organization', base),
    {
      kind: 'link',
      label: 'Adverse Media',
      path: `${base}/adverse-media`,
      permissions: ['organization:identity:view'],
    },
    {
      kind: 'link',
      label: 'Workflow Builder',
      path: `${base}/v-forms`,
      permissions: ['organization:vforms:view'],
    },
    { kind: 'link', label: 'Billing', path: `${base}/billing`, permissions: ['organization:billing:view'] },
    { kind: 'link', label: 'Team', path: `${base}/team`, permissions: ['organization:users:view'] },
    // Manage (/manage) is coming soon, not a link.
    { kind: 'item', label: 'Manage', badge: 'Coming Soon' },
  ];
}

export function scopedNavigation(scope: SidebarScope, id: string): NavEntry[] {
  return scope === 'business' ? businessAdminNavigation(id) : organizationNavigation(id);
}
