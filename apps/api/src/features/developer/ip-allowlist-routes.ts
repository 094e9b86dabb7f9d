/**
 * The IP allowlist (GET, POST, PUT, DELETE /settings/developer/ip-whitelist). Session
 * only, business staff with business:settings:manage. Every change forgets the business's cached callers,
 * so the very next API-key request is checked against the new list.
 */
import { ipAllowlistRoutes, type TIpAllowlist, type TIpAllowlistEntry } from '@verity/client';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { newId } from '../../lib/ids.js';
import { recordChanges } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { ipAllowlist } from './api-key-tables.js';

function presentEntry(row: typeof ipAllowlist.$inferSelect): TIpAllowlistEntry {
  return {
    id: row.id,
    ipAddress: row.ipAddress,
    comment: row.comment,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerIpAllowlistRoutes(app: AppInstance): void {
  const { ctx } = app;
  const ownEntry = (request: { params: { id: string } }, businessId: string) =>
    and(eq(ipAllowlist.id, request.params.id), eq(ipAllowlist.businessId, businessId));

  registerRoutes(app, ipAllowlistRoutes, {
    list: async (request) => {
      const rows = await ctx.db
        .select()
        .from(ipAllowlist)
        .where(eq(ipAllowlist.businessId, requireTenant(request).businessId))
        .orderBy(desc(ipAllowlist.id));
      return ok<TIpAllowlist>({ items: rows.map(presentEntry) }, 'IP allowlist retrieved');
    },

    add: async (request) => {
      const auth = requireAuth(request);
      const [row] = await ctx.db
        .insert(ipAllowlist)
        .values({
          id: newId(),
          businessId: auth.business.id,
          ipAddress: request.body.ipAddress,
          comment: request.body.comment ?? null,
          createdBy: auth.user.id,
          createdByName: actorName(auth),
        })
        .returning();
      if (!row) throw new Error('The allowlist entry was not stored');
      ctx.authCache.forgetBusiness(auth.business.id);
      return ok(presentEntry(row), 'IP address added');
    },

    update: async (request) => {
      const { businessId } = requireTenant(request);
      const [before] = await ctx.db
        .select()
        .from(ipAllowlist)
        .where(ownEntry(request, businessId))
        .for('update');
      if (!before) throw notFound('IP address not found');
      const values = { ipAddress: request.body.ipAddress, comment: request.body.comment ?? null };
      recordChanges(request, before, values);
      const [row] = await ctx.db
        .update(ipAllowlist)
        .set(values)
        .where(ownEntry(request, businessId))
        .returning();
      if (!row) throw notFound('IP address not found');
      ctx.authCache.forgetBusiness(businessId);
      return ok(presentEntry(row), 'IP address updated');
    },

    remove: async (request) => {
      const { businessId } = requireTenant(request);
      const [row] = await ctx.db.delete(ipAllowlist).where(ownEntry(request, businessId)).returning();
      if (!row) throw notFound('IP address not found');
      ctx.authCache.forgetBusiness(businessId);
      return ok(presentEntry(row), 'IP address removed');
    },
  });
}
