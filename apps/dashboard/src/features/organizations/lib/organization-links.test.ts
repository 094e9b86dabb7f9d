import { organizationPermissions } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { signedInRoutes } from '../../../app/signed-in-routes';
import { builtOrganizationPages, organizationModuleLinks } from './organization-links';

describe('an organization’s module links', () => {
  it('name only pages the route table has beneath /organizations/{id}', () => {
    const scoped = new Set(
      signedInRoutes
        .map((route) => route.path)
        .filter((path) => path.startsWith('/organizations/:organizationId/'))
        .map((path) => path.split('/')[3]),
    );
    for (const page of builtOrganizationPages) expect(scoped.has(page), page).toBe(true);
  });

  it('follow the organization sidebar’s gates', () => {
    const all = organizationModuleLinks('o-1', organizationPermissions);
    expect(all.map((link) => [link.label, link.path])).toEqual([
      ['Customer Verification', '/organizations/o-1/customer-verification'],
      ['Business Verification', '/organizations/o-1/business-verification'],
      ['Credit Report', '/organizations/o-1/credit-report'],
      ['Sanction & PEP Screening', '/organizations/o-1/sanction-pep-screening'],
      ['Workflow Builder', '/organizations/o-1/v-forms'],
      ['Billing', '/organizations/o-1/billing'],
      ['Team', '/organizations/o-1/team'],
    ]);
    expect(
      organizationModuleLinks('o-1', ['organization:identity:view', 'organization:vforms:view']).map(
        (link) => link.label,
      ),
    ).toEqual(['Customer Verification', 'Credit Report', 'Workflow Builder']);
    // The business's owner holds organization:view but none of the organization-scope gates.
    expect(organizationModuleLinks('o-1', ['organization:view', 'identity:view'])).toEqual([]);
  });
});
