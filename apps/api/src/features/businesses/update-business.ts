/**
 * The business's own edits after sign-up: its public details (`PUT /businesses/me`) and its team-wide
 * settings (`PUT /businesses/me/settings`, and `POST /businesses/settings/2fa` for force2FA alone).
 * Only the fields named change; each change is audited with its before and after.
 */
import type { TUpdateBusinessRequest, TUpdateBusinessSettingsRequest } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/app-error.js';
import { recordNamedChanges } from '../audit/audit-hook.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { ownFileOf } from '../media/file-links.js';
import { businesses } from './businesses-tables.js';

type BusinessChanges = Partial<
  Pick<
    BusinessRow,
    'logo' | 'supportEmail' | 'supportPhone' | 'website' | 'force2FA' | 'maxSessionTimeoutInMinutes'
  >
>;

/** Saves the named fields and returns the business as it now stands. */
async function saveBusinessChanges(
  ctx: AppContext,
  request: FastifyRequest,
  business: BusinessRow,
  changes: BusinessChanges,
): Promise<BusinessRow> {
  recordNamedChanges(request, changes, business, changes);
  if (Object.keys(changes).length === 0) return business;
  const [updated] = await ctx.db
    .update(businesses)
    .set({ ...changes, updatedAt: ctx.now() })
    .where(eq(businesses.id, business.id))
    .returning();
  // Every session of the business carries its row (force2FA, the timeout cap, the sidebar's logo).
  ctx.authCache.forgetBusiness(business.id);
  return updated ?? business;
}

export function updateBusinessDetails(
  ctx: AppContext,
  request: FastifyRequest,
  business: BusinessRow,
  body: TUpdateBusinessRequest,
): Promise<BusinessRow> {
  // Only a file this business uploaded: a logo elsewhere would make the dashboard load a stranger's URL.
  if (body.logo && !ownFileOf(ctx, body.logo)) throw badRequest('The logo should be an uploaded image');
  return saveBusinessChanges(ctx, request, business, body as BusinessChanges);
}

export function updateBusinessSettings(
  ctx: AppContext,
  request: FastifyRequest,
  business: BusinessRow,
  body: TUpdateBusinessSettingsRequest,
): Promise<BusinessRow> {
  return saveBusinessChanges(ctx, request, business, body as BusinessChanges);
}
