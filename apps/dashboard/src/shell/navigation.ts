/**
 * The main sidebar and header menu, with their permission gates. The route table reads the same gates, so a
 * link and the page behind it can never disagree.
 */
import {
  type AppEnvironment,
  amlModule,
  companyModule,
  creditReportModule,
  identityModule,
  type ModuleDeclaration,
  type ModuleRoute,
  type Permission,
} from '@verity/client';

export interface NavLink {
  kind: 'link';
  label: string;
  path: string;
  permissions: readonly Permission[];
  badge?: 'Beta' | 'Coming Soon';
}

/** Shown in the list but not a link ('Coming Soon', or 'Beta' items not yet open). */
export interface NavItem {
  kind: 'item';
  label: string;
  badge: 'Beta' | 'Coming Soon';
  /** Shown only to holders of every one (the scoped sidebars' Overview); none when absent. */
  permissions?: readonly Permission[];
  /** Hidden in these app environments. */
  hiddenIn?: readonly AppEnvironment[];
}

export type NavEntry = NavLink | NavItem;

/** A verification module's sidebar link, from its declaration: its name, page and gate at that scope. */
export function moduleNavLink(
  module: ModuleDeclaration<ModuleRoute>,
  scope: keyof ModuleDeclaration['gates'] = 'business',
  base = '',
): NavLink {
  return {
    kind: 'link',
    label: module.name,
    path: `${base}${module.dashboardPath}`,
    permissions: [module.gates[scope]],
  };
}

export const mainNavigation: readonly NavEntry[] = [
  { kind: 'link', label: 'Get Started', path: '/get-started', permissions: [] },
  { kind: 'item', label: 'Overview', badge: 'Coming Soon' },
  moduleNavLink(identityModule),
  moduleNavLink(companyModule),
  moduleNavLink(creditReportModule),
  { kind: 'item', label: 'Employee Verification', badge: 'Beta', hiddenIn: ['production', 'staging'] },
  { kind: 'link', label: 'Transaction Monitoring', path: '/transaction-monitoring', permissions: [] },
  {
    kind: 'link',
    label: 'Risk Intelligence',
    path: '/risk-intelligence',
    permissions: ['risk-intelligence:view'],
  },
  {
    kind: 'link',
    label: 'Address Verification',
    path: '/address-verification',
    permissions: ['address:view'],
  },
  moduleNavLink(amlModule),
  { kind: 'link', label: 'Adverse Media', path: '/adverse-media', permissions: ['adverse-media:view'] },
  { kind: 'link', label: 'Businesses', path: '/businesses', permissions: ['admin:business:view'] },
  { kind: 'link', label: 'Organizations', path: '/organizations', permissions: ['organization:view'] },
  // Platform admins: the people of every business (/users is a route with no other way in; this is its door).
  { kind: 'link', label: 'Users', path: '/users', permissions: ['admin:business:users:view'] },
  { kind: 'link', label: 'Workflow Builder', path: '/v-forms', permissions: ['vform:view'] },
];

/** The header's user menu; Log out is an action, not a link. */
export const userMenuLinks: readonly NavLink[] = [
  { kind: 'link', label: 'Profile', path: '/settings/profile', permissions: [] },
  { kind: 'link', label: 'Billing', path: '/billing', permissions: ['wallet:view'] },
  { kind: 'link', label: 'Team', path: '/team', permissions: ['user:view'] },
  { kind: 'link', label: 'Audit Log', path: '/audit-log', permissions: ['auditlog:view'] },
  { kind: 'link', label: 'Account Settings', path: '/settings/account', permissions: [] },
];

export function visibleEntries(entries: readonly NavEntry[], environment: AppEnvironment): NavEntry[] {
  return entries.filter((entry) => entry.kind === 'link' || !entry.hiddenIn?.includes(environment));
}
