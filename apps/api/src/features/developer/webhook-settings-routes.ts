/**
 * Webhook settings (POST /settings/developer/webhook, GET /settings/developer/details,
 * POST /settings/developer/signing-secret/regenerate). Session only, business staff with
 * business:settings:manage. Secrets are `whsec_` + base64 of 32 random bytes, stored encrypted; a
 * regeneration keeps the previous one signing for 24 hours, so a receiver can move to the new one without
 * dropping a delivery.
 */
import { randomBytes } from 'node:crypto';
import {
  type TDeveloperDetails,
  type TWebhookEndpoint,
  webhookEventTypes,
  webhookSettingsRoutes,
} from '@verity/client';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { newId } from '../../lib/ids.js';
import { recordChanges } from '../audit/audit-hook.js';
import { requireTenant } from '../auth/tenant.js';
import { webhookEndpoints, webhookSecrets } from './webhook-tables.js';
import { assertDeliverableUrl } from './webhook-url.js';

/** How long a replaced secret keeps signing beside the new one. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The secrets that sign a business's deliveries now: the current one, and a replaced one not yet expired. */
export async function signingSecrets(ctx: Pick<AppContext, 'db' | 'secrets' | 'now'>, businessId: string) {
  const rows = await ctx.db
    .select()
    .from(webhookSecrets)
    .where(
      and(
        eq(webhookSecrets.businessId, businessId),
        or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, ctx.now())),
      ),
    )
    .orderBy(desc(webhookSecrets.id));
  return rows.map((row) => ({
    secret: ctx.secrets.decrypt(row.secretEncrypted),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  }));
}

async function addSecret(ctx: AppContext, db: DbOrTx, businessId: string): Promise<void> {
  await db.insert(webhookSecrets).values({
    id: newId(),
    businessId,
    secretEncrypted: ctx.secrets.encrypt(newSecret()),
    createdAt: ctx.now(),
  });
}

function presentEndpoint(row: typeof webhookEndpoints.$inferSelect): TWebhookEndpoint {
  return {
    url: row.url,
    events: row.events as TWebhookEndpoint['events'],
    updatedAt: row.updatedAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

async function details(ctx: AppContext, businessId: string): Promise<TDeveloperDetails> {
  const [endpoint] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId));
  const secrets = await signingSecrets(ctx, businessId);
  return {
    webhook: endpoint ? presentEndpoint(endpoint) : null,
    signingSecrets: secrets.map((secret) => ({
      secret: secret.secret,
      createdAt: secret.createdAt.toISOString(),
      expiresAt: secret.expiresAt?.toISOString() ?? null,
    })),
    eventTypes: [...webhookEventTypes],
  };
}

export function registerWebhookSettingsRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, webhookSettingsRoutes, {
    details: async (request) =>
      ok(await details(ctx, requireTenant(request).businessId), 'Developer settings retrieved'),

    setWebhook: async (request) => {
      const { businessId } = requireTenant(request);
      await assertDeliverableUrl(request.body.url, ctx.config.nodeEnv === 'production');
      const [before] = await ctx.db
        .select({ url: webhookEndpoints.url, events: webhookEndpoints.events })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, businessId));
      recordChanges(request, before ?? {}, { url: request.body.url, events: request.body.events });
      const row = await ctx.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(webhookEndpoints)
          .values({ businessId, url: request.body.url, events: request.body.events, updatedAt: ctx.now() })
          .onConflictDoUpdate({
            target: webhookEndpoints.businessId,
            // Saving re-enables an endpoint that failing deliveries disabled: its waiting deliveries go out,
            // and the next success sends the recovered notice.
            set: {
              url: request.body.url,
              events: request.body.events,
              updatedAt: ctx.now(),
              disabledAt: null,
              failingSince: null,
            },
          })
          .returning();
        const [secret] = await tx
          .select({ id: webhookSecrets.id })
          .from(webhookSecrets)
          .where(and(eq(webhookSecrets.businessId, businessId), isNull(webhookSecrets.expiresAt)))
          .limit(1);
        if (!secret) await addSecret(ctx, tx, businessId);
        return saved;
      });
      if (!row) throw new Error('The webhook endpoint was not stored');
      return ok(presentEndpoint(row), 'Webhook saved');
    },

    regenerateSecret: async (request) => {
      const { businessId } = requireTenant(request);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        // Secrets replaced before are done; the current one keeps signing for the overlap.
        await tx
          .delete(webhookSecrets)
          .where(and(eq(webhookSecrets.businessId, businessId), lte(webhookSecrets.expiresAt, now)));
        await tx
          .update(webhookSecrets)
          .set({ expiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS) })
          .where(and(eq(webhookSecrets.businessId, businessId), isNull(webhookSecrets.expiresAt)));
        await addSecret(ctx, tx, businessId);
      });
      ctx.webhooks.forgetSecrets(businessId);
      return ok(
        await details(ctx, businessId),
        'Signing secret regenerated: the previous one works for 24 hours',
      );
    },
  });
}
