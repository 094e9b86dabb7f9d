/**
 * Whose records a history list reads (every history list is routed by scope): the caller's business at
 * the default path, a business seen by a platform admin
 * beneath `/admin/businesses/:businessId`, or one organization beneath `/organizations/:organizationId`.
 * Each service registers its lists once per scope from `routeScopes`, so every module resolves a
 * scope the same way. An unknown business or organization, or an organization of another business (or
 * not the caller's own, for organization staff), answers 404, never 403. The profile routes that head the
 * scoped sidebars (features/businesses) look the business or organization up through the same functions.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { businesses, organizations } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AuthContext, BusinessRow } from './authenticate.js';
import { tenantOf } from './tenant.js';

/** Whose records: a business in one environment, optionally one organization of it. */
export interface HistoryScope {
  businessId: string;
  environment: 'sandbox' | 'live';
  organizationId?: string | null | undefined;
}

export type ScopeResolver = (request: FastifyRequest, auth: AuthContext) => Promise<HistoryScope>;

export const ZBusinessScopeParams = z.strictObject({ businessId: z.string().max(64) });
export const ZOrganizationScopeParams = z.strictObject({ organizationId: z.string().max(64) });

export interface RouteScope {
  /** '' for the default path; otherwise put in front of it. */
  prefix: string;
  /** The prefix's path parameters, to extend with the route's own. */
  params?: typeof ZBusinessScopeParams | typeof ZOrganizationScopeParams;
  resolve: ScopeResolver;
}

/** The caller's business; organization staff see their organization only. */
export const ownScope: ScopeResolver = async (_request, auth) => tenantOf(auth);

export type OrganizationRow = typeof organizations.$inferSelect;

/** The business a platform admin names, or 404. */
export async function findScopeBusiness(ctx: AppContext, businessId: string): Promise<BusinessRow> {
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('Business not found');
  return business;
}

/**
 * The organization the caller names, if it is theirs to see: one of their business's, and for organization
 * staff their own. Otherwise 404, so another business's organization stays unknown.
 */
export async function findScopeOrganization(
  ctx: AppContext,
  auth: AuthContext,
  organizationId: string,
): Promise<OrganizationRow> {
  const [organization] = await ctx.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.businessId, auth.business.id)))
    .limit(1);
  if (!organization || (auth.user.organizationId && auth.user.organizationId !== organizationId))
    throw notFound('Organization not found');
  return organization;
}

export function adminScope(ctx: AppContext): ScopeResolver {
  return async (request, auth) => {
    const { businessId } = request.params as { businessId: string };
    await findScopeBusiness(ctx, businessId);
    return { businessId, environment: auth.user.environment };
  };
}

export function organizationScope(ctx: AppContext): ScopeResolver {
  return async (request, auth) => {
    const { organizationId } = request.params as { organizationId: string };
    await findScopeOrganization(ctx, auth, organizationId);
    return { businessId: auth.business.id, environment: auth.user.environment, organizationId };
  };
}

/**
 * The scopes a module's history lists repeat beneath, each with its resolver; `own: false` when the
 * service registers its default path elsewhere. Each path's permission is in the route-access table.
 */
export function routeScopes(ctx: AppContext, options: { own: boolean }): RouteScope[] {
  return [
    ...(options.own ? [{ prefix: '', resolve: ownScope }] : []),
    { prefix: '/admin/businesses/:businessId', params: ZBusinessScopeParams, resolve: adminScope(ctx) },
    {
      prefix: '/organizations/:organizationId',
      params: ZOrganizationScopeParams,
      resolve: organizationScope(ctx),
    },
  ];
}

/** A route's own path parameters with its scope's in front. */
export function scopedParams<T extends z.ZodRawShape>(scope: RouteScope, own: z.ZodObject<T>) {
  return scope.params ? scope.params.extend(own.shape) : own;
}
