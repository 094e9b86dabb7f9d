/**
 * Organizations: the caller's business's organizations as a
 * list and filtered (organization staff see only their own), their locations, one organization, and
 * creating one with the invitation of its first staff member, who joins it on registering.
 */
import {
  organizationPermissions,
  organizationRoutes,
  type TCreateOrganizationRequest,
  type TOrganizationProfile,
  type ZOrganizationFilterQuery,
} from '@verity/client';
import { and, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { organizations, roles } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { idDateRange } from '../../lib/id-date-range.js';
import { newId } from '../../lib/ids.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { assertEmailFree, createInvitation } from '../accounts/invitations.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { type BusinessRow, requireAuth } from '../auth/authenticate.js';
import { findScopeBusiness, findScopeOrganization, type OrganizationRow } from '../auth/history-scope.js';
import { requireTenant, type Tenant } from '../auth/tenant.js';
import { ownFileOf, presentFileUrl } from '../media/file-links.js';
import { assertNameFree } from '../names/lookalike-names.js';

/** The role an organization's first staff member is invited into: made once per business. */
export const ORGANIZATION_ADMIN_ROLE = {
  name: 'Organization Admin',
  description: 'Runs checks and vForms, and sees the team and wallet, of one organization',
  permissions: [
    'organization:view',
    'identity:view',
    'company:view',
    'credit:view',
    'vform:view',
    'wallet:view',
    ...organizationPermissions,
  ],
};

/** An organization shows its own logo, else its business's; no registration of its own. */
export function presentOrganizationProfile(
  ctx: AppContext,
  organization: OrganizationRow,
  business: BusinessRow,
): TOrganizationProfile {
  const logo = presentFileUrl(ctx, organization.logo ?? business.logo, business.id);
  return {
    id: organization.id,
    businessId: organization.businessId,
    name: organization.name,
    email: organization.email,
    logo,
    registrationNumber: null,
    status: organization.status,
    firstName: organization.firstName,
    lastName: organization.lastName,
    supportEmail: organization.supportEmail,
    countryCode: organization.countryCode,
    mobile: organization.mobile,
    location: organization.location,
    branchAddress: organization.branchAddress,
    information: { logo, companyName: organization.name, registrationNumber: null },
    contactInformation: { person: { email: organization.email } },
    createdAt: organization.createdAt.toISOString(),
  };
}

function tenantOrganizations(tenant: Tenant): SQL | undefined {
  return and(
    eq(organizations.businessId, tenant.businessId),
    tenant.organizationId ? eq(organizations.id, tenant.organizationId) : undefined,
  );
}

async function organizationRole(ctx: AppContext, businessId: string): Promise<string> {
  await ctx.db
    .insert(roles)
    .values({ id: newId(), businessId, ...ORGANIZATION_ADMIN_ROLE })
    .onConflictDoNothing();
  const [role] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.businessId, businessId),
        sql`lower(${roles.name}) = lower(${ORGANIZATION_ADMIN_ROLE.name})`,
      ),
    )
    .limit(1);
  if (!role) throw new Error('The organization role could not be made');
  return role.id;
}

export const ORGANIZATION_NAME_TAKEN = 'An organization with this name already exists';

/** The organization, and the invitation of its first staff member into the business's organization role. */
async function createOrganization(
  ctx: AppContext,
  business: BusinessRow,
  invitedBy: string,
  body: TCreateOrganizationRequest,
): Promise<TOrganizationProfile> {
  if (body.logo && !ownFileOf(ctx, body.logo)) throw badRequest('The logo should be an uploaded image');
  await assertEmailFree(ctx, body.email);
  // Staff pick an organization by its name: no two of a business's may look alike.
  await assertNameFree(
    ctx.db,
    {
      table: organizations,
      id: organizations.id,
      businessId: organizations.businessId,
      name: organizations.name,
    },
    { businessId: business.id },
    body.name,
    ORGANIZATION_NAME_TAKEN,
  );
  const id = newId();
  const [organization] = await ctx.db
    .insert(organizations)
    .values({
      id,
      businessId: business.id,
      name: body.name,
      email: body.email,
      status: 'pending',
      firstName: body.firstName,
      lastName: body.lastName,
      supportEmail: body.supportEmail,
      countryCode: body.countryCode,
      mobile: body.mobile,
      location: body.location,
      branchAddress: body.branchAddress,
      logo: body.logo || null,
      createdAt: ctx.now(),
    })
    .returning();
  if (!organization) throw new Error('The organization was not saved');
  await createInvitation(ctx, {
    businessId: business.id,
    businessName: `${body.name} (${business.name})`,
    roleId: await organizationRole(ctx, business.id),
    email: body.email,
    invitedBy,
    organizationId: id,
  });
  return presentOrganizationProfile(ctx, organization, business);
}

export function registerOrganizationRoutes(app: AppInstance): void {
  const { ctx } = app;

  const list = async (
    tenant: Tenant,
    business: BusinessRow,
    query: typeof ZOrganizationFilterQuery._output,
  ) => {
    const filters = [
      tenantOrganizations(tenant),
      query.status ? eq(organizations.status, query.status) : undefined,
      query.name ? ilike(organizations.name, containsPattern(query.name)) : undefined,
      query.location ? ilike(organizations.location, query.location.replace(/[\\%_]/g, '\\$&')) : undefined,
      ...idDateRange(organizations.id, query),
    ];
    const { rows, pagination } = await keysetPage<OrganizationRow>(
      query,
      organizations.id,
      (extra, order, limit) =>
        ctx.db
          .select()
          .from(organizations)
          .where(and(...filters, extra))
          .orderBy(order)
          .limit(limit),
    );
    return { items: rows.map((row) => presentOrganizationProfile(ctx, row, business)), pagination };
  };

  registerRoutes(app, organizationRoutes, {
    // The caller's business's organizations, for choosing one (a transfer, a filter); staff of one see theirs.
    list: async (request) =>
      ok(
        await list(requireTenant(request), requireAuth(request).business, request.query),
        'Organizations retrieved',
      ),

    filter: async (request) =>
      ok(
        await list(requireTenant(request), requireAuth(request).business, request.query),
        'Organizations retrieved',
      ),

    locations: async (request) => {
      const rows = await ctx.db
        .selectDistinct({ location: organizations.location })
        .from(organizations)
        .where(and(tenantOrganizations(requireTenant(request)), isNotNull(organizations.location)))
        .orderBy(organizations.location);
      return ok(
        { items: rows.flatMap((row) => (row.location ? [row.location] : [])) },
        'Locations retrieved',
      );
    },

    get: async (request) => {
      const auth = requireAuth(request);
      const organization = await findScopeOrganization(ctx, auth, request.params.organizationId);
      // findScopeOrganization only finds the caller's business's organizations, so that is the parent.
      return ok(presentOrganizationProfile(ctx, organization, auth.business), 'Organization retrieved');
    },

    create: async (request, reply) => {
      const auth = requireAuth(request);
      const organization = await createOrganization(ctx, auth.business, auth.user.id, request.body);
      reply.code(201);
      return ok(organization, `Organization created: an invitation has been sent to ${request.body.email}`);
    },

    // Platform staff's view of a business's organizations (the /businesses/admin/{id}/organizations pages).
    businessList: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const tenant = { businessId: business.id, environment: 'live' as const, organizationId: null };
      return ok(await list(tenant, business, request.query), 'Organizations retrieved');
    },

    businessGet: async (request) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const [organization] = await ctx.db
        .select()
        .from(organizations)
        .where(
          and(eq(organizations.id, request.params.organizationId), eq(organizations.businessId, business.id)),
        )
        .limit(1);
      if (!organization) throw notFound('Organization not found');
      return ok(presentOrganizationProfile(ctx, organization, business), 'Organization retrieved');
    },

    businessCreate: async (request, reply) => {
      const business = await findScopeBusiness(ctx, request.params.businessId);
      const organization = await createOrganization(
        ctx,
        business,
        requireAuth(request).user.id,
        request.body,
      );
      auditAlsoIn(request, business.id);
      reply.code(201);
      return ok(organization, `Organization created: an invitation has been sent to ${request.body.email}`);
    },
  });
}
