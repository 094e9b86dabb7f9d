/**
 * The tenant a `tenant` or `business` route acts for (route-access.ts): the caller's business in their
 * environment, narrowed to their organization when they are organization staff. The authenticate hook
 * sets it from the session before any handler runs; handlers read records through it, so organization
 * staff cannot reach a business-level record by naming its id.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './authenticate.js';

export interface Tenant {
  businessId: string;
  environment: 'sandbox' | 'live';
  /** Set for organization staff: they see and change only their organization's records. */
  organizationId: string | null;
}

export function tenantOf(auth: AuthContext): Tenant {
  return {
    businessId: auth.business.id,
    environment: auth.user.environment,
    organizationId: auth.user.organizationId,
  };
}

/** A handler asked for a tenant on a route not declared `tenant` or `business`: a bug, answered 500. */
export class MissingTenantError extends Error {
  constructor(url: string | undefined) {
    super(`${url ?? 'This route'} does not act for a tenant: declare it so in route-access.ts`);
    this.name = 'MissingTenantError';
  }
}

/** The tenant the framework resolved for this route. */
export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new MissingTenantError(request.routeOptions.url);
  return request.tenant;
}
