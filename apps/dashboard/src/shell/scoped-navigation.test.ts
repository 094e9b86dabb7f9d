import { adminPermissions, organizationPermissions } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { signedInRoutes as routes } from '../app/signed-in-routes';
import { sidebarEntries } from './lib/nav-access';
import type { NavEntry } from './navigation';
import { businessAdminNavigation, organizationNavigation } from './scoped-navigation';

/** label → gate and where it goes ('not a link' for the items), one line per entry for the tables. */
const table = (entries: readonly NavEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'link'
      ? [entry.label, entry.permissions.join(' '), entry.path]
      : [entry.label, (entry.permissions ?? []).join(' '), `not a link (${entry.badge})`],
  );

const labels = (entries: readonly NavEntry[]) => entries.map((entry) => entry.label);

describe('businessAdminNavigation (§2 Business-admin view gates)', () => {
  it('lists every module beneath /businesses/{id}, each behind its admin:business gate', () => {
    expect(table(businessAdminNavigation('b-1'))).toEqual([
      ['Overview', 'admin:business:overview:view', 'not a link (Coming Soon)'],
      ['Customer Verification', 'admin:business:identity:view', '/businesses/b-1/customer-verification'],
      ['Business Verification', 'admin:business:company:view', '/businesses/b-1/business-verification'],
      ['Credit Report', 'admin:business:identity:view', '/businesses/b-1/credit-report'],
      ['Risk Intelligence', 'admin:business:identity:view', '/businesses/b-1/risk-intelligence'],
      ['Address Verification', 'admin:business:address:view', '/businesses/b-1/address-verification'],
      ['Sanction & PEP Screening', 'admin:business:aml:view', '/businesses/b-1/sanction-pep-screening'],
      ['Adverse Media', 'admin:business:identity:view', '/businesses/b-1/adverse-media'],
      ['Workflow Builder', 'admin:business:vforms:view', '/businesses/b-1/v-forms'],
      ['Organization', 'admin:business:organization:view', '/businesses/b-1/organization'],
      ['Billing', 'admin:business:billing:view', '/businesses/b-1/billing'],
      ['Team', 'admin:business:users:view', '/businesses/b-1/team'],
      ['Manage', '', '/businesses/b-1/manage'],
    ]);
  });

  it('a platform admin sees them all; without the gates only Manage is left', () => {
    const all = businessAdminNavigation('b-1');
    expect(sidebarEntries(all, adminPermissions, 'production')).toEqual(all);
    expect(labels(sidebarEntries(all, [], 'production'))).toEqual(['Manage']);
    // The coming-soon Overview is gated too: holding another admin gate does not show it.
    expect(labels(sidebarEntries(all, ['admin:business:identity:view'], 'production'))).toEqual([
      'Customer Verification',
      'Credit Report',
      'Risk Intelligence',
      'Adverse Media',
      'Manage',
    ]);
  });

  it('escapes the id in the paths', () => {
    const link = businessAdminNavigation('a/b c').find((entry) => entry.kind === 'link');
    expect(link?.kind === 'link' && link.path).toBe('/businesses/a%2Fb%20c/customer-verification');
  });
});

describe('organizationNavigation (§2 Organization view gates)', () => {
  it('lists the modules beneath /organizations/{id}, with Overview and Manage coming soon', () => {
    expect(table(organizationNavigation('o-1'))).toEqual([
      ['Overview', 'organization:overview:view', 'not a link (Coming Soon)'],
      ['Customer Verification', 'organization:identity:view', '/organizations/o-1/customer-verification'],
      ['Business Verification', 'organization:company:view', '/organizations/o-1/business-verification'],
      ['Credit Report', 'organization:identity:view', '/organizations/o-1/credit-report'],
      ['Risk Intelligence', 'organization:identity:view', '/organizations/o-1/risk-intelligence'],
      ['Address Verification', 'organization:address:view', '/organizations/o-1/address-verification'],
      ['Sanction & PEP Screening', 'organization:aml:view', '/organizations/o-1/sanction-pep-screening'],
      ['Adverse Media', 'organization:identity:view', '/organizations/o-1/adverse-media'],
      ['Workflow Builder', 'organization:vforms:view', '/organizations/o-1/v-forms'],
      ['Billing', 'organization:billing:view', '/organizations/o-1/billing'],
      ['Team', 'organization:users:view', '/organizations/o-1/team'],
      ['Manage', '', 'not a link (Coming Soon)'],
    ]);
  });

  it('a branch officer with organization:identity:view sees its four modules and Manage, no Billing', () => {
    const held = ['identity:view', 'organization:identity:view', 'organization:view'];
    expect(labels(sidebarEntries(organizationNavigation('o-1'), held, 'production'))).toEqual([
      'Customer Verification',
      'Credit Report',
      'Risk Intelligence',
      'Adverse Media',
      'Manage',
    ]);
    const all = organizationNavigation('o-1');
    expect(sidebarEntries(all, organizationPermissions, 'production')).toEqual(all);
  });
});

const capturePages = new Set(['document-capture', 'liveness-check']);
/**
 * Manage's sidebar link needs no gate of its own; each of its pages is gated by what it changes or shows: the
 * index and the business profile (the activation review) by admin:business:view, the gate of every
 * /businesses page; a business's top-up, prices and invoices are its billing.
 */
const manageGates: Readonly<Record<string, readonly string[]>> = {
  '': ['admin:business:view'],
  'business-profile': ['admin:business:view'],
  'account-topup': ['admin:business:billing:view'],
  'pricing-subscription': ['admin:business:billing:view'],
  invoices: ['admin:business:billing:view'],
};

describe('the scoped routes', () => {
  it('render in their scope’s layout behind the same gate as their sidebar link', () => {
    const cases = [
      { pattern: '/businesses/:businessId/', layout: 'business', nav: businessAdminNavigation('x') },
      {
        pattern: '/organizations/:organizationId/',
        layout: 'organization',
        nav: organizationNavigation('x'),
      },
    ] as const;
    for (const { pattern, layout, nav } of cases) {
      const scoped = routes.filter((route) => route.path.startsWith(pattern));
      expect(scoped.length).toBeGreaterThan(0);
      for (const route of scoped) {
        const segment = route.path.slice(pattern.length).split('/')[0] ?? '';
        // Document captures and liveness checks are customer verification's (its history links to them).
        const module = capturePages.has(segment) ? 'customer-verification' : segment;
        const link = nav.find((entry) => entry.kind === 'link' && entry.path.endsWith(`/x/${module}`));
        expect(link, route.path).toBeDefined();
        expect(route.layout, route.path).toBe(layout);
        const manageChild =
          segment === 'manage' ? (route.path.slice(pattern.length).split('/')[1] ?? '') : undefined;
        const gate = manageChild !== undefined ? manageGates[manageChild] : undefined;
        expect(route.rule.permissions, route.path).toEqual(
          gate ?? (link?.kind === 'link' ? link.permissions : null),
        );
      }
    }
  });
});
