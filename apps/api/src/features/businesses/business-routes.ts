/**
 * Business and organization profiles: the caller's own business (the shell's activation banner and main
 * sidebar), a business seen by a platform admin (the business-admin sidebar) and one organization (the
 * organization sidebar), spec/platform.md §2. Another business's organization answers 404, never 403.
 */
import { type TOrganizationProfile, ZOrganizationListQuery } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { organizations } from '../../db/schema.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { type BusinessRow, requireAuth } from '../auth/authenticate.js';
import {
  findScopeBusiness,
  findScopeOrganization,
  type OrganizationRow,
  ZBusinessScopeParams,
  ZOrganizationScopeParams,
} from '../auth/history-scope.js';
import { requireTenant } from '../auth/tenant.js';
import { loadBusinessContactEmail, presentBusinessProfile } from './present-business-profile.js';

/** An organization has no logo or registration of its own yet: it shows its business's logo. */
export function presentOrganizationProfile(
  organization: OrganizationRow,
  business: BusinessRow,
): TOrganizationProfile {
  return {
    id: organization.id,
    businessId: organization.businessId,
    name: organization.name,
    email: organization.email,
    logo: business.logo,
    registrationNumber: null,
  };
}

export function registerBusinessRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.get('/businesses/me', async (request) => {
    const { business, businessContactEmail } = requireAuth(request);
    return ok(presentBusinessProfile(business, businessContactEmail), 'Business retrieved');
  });

  app.get('/admin/businesses/:businessId', { schema: { params: ZBusinessScopeParams } }, async (request) => {
    const business = await findScopeBusiness(ctx, request.params.businessId);
    return ok(
      presentBusinessProfile(business, await loadBusinessContactEmail(ctx, business.id)),
      'Business retrieved',
    );
  });

  app.get(
    '/organizations/:organizationId',
    { schema: { params: ZOrganizationScopeParams } },
    async (request) => {
      const auth = requireAuth(request);
      const organization = await findScopeOrganization(ctx, auth, request.params.organizationId);
      // findScopeOrganization only finds the caller's business's organizations, so that is the parent.
      return ok(presentOrganizationProfile(organization, auth.business), 'Organization retrieved');
    },
  );

  // The caller's business's organizations, for choosing one (a transfer, a filter); staff of one see theirs.
  app.get('/organizations', { schema: { querystring: ZOrganizationListQuery } }, async (request) => {
    const tenant = requireTenant(request);
    const { business } = requireAuth(request);
    const { rows, pagination } = await keysetPage<OrganizationRow>(
      request.query,
      organizations.id,
      (extra, order, limit) =>
        ctx.db
          .select()
          .from(organizations)
          .where(
            and(
              eq(organizations.businessId, tenant.businessId),
              tenant.organizationId ? eq(organizations.id, tenant.organizationId) : undefined,
              extra,
            ),
          )
          .orderBy(order)
          .limit(limit),
    );
    return ok(
      { items: rows.map((row) => presentOrganizationProfile(row, business)), pagination },
      'Organizations retrieved',
    );
  });
}
