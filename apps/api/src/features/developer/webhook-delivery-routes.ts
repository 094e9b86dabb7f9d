/**
 * The delivery log, replay and the test event: each business sees its own deliveries with every
 * attempt; a replay sends the same message (same `webhook-id`, so a receiver that kept it can drop it) as a
 * new delivery, now.
 *
 * The test event and a replay answer with their attempt's outcome. The delivery and its audit row are
 * written in a short transaction of their own (`ownTransaction`), and the attempt is awaited after the
 * commit, outside every transaction: a receiver that hangs holds this request until the delivery timeout,
 * never the database.
 */
import { type TWebhookDelivery, type TWebhookDeliveryList, webhookDeliveryRoutes } from '@verity/client';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { runWrites } from '../../db/one-statement.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { newId } from '../../lib/ids.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireTenant } from '../auth/tenant.js';
import { TEST_EVENT, webhookWrites } from './webhook-outbox.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from './webhook-tables.js';

export const NO_ENDPOINT = 'Set a webhook endpoint first';

/** Deliveries with their message type and attempts, in the order given. */
async function presentDeliveries(ctx: AppContext, ids: string[]): Promise<TWebhookDelivery[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, type: webhookMessages.type })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(inArray(webhookDeliveries.id, ids));
  const attempts = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, ids))
    .orderBy(asc(webhookAttempts.id));
  const byId = new Map(rows.map((row) => [row.delivery.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { delivery } = row;
    return [
      {
        id: delivery.id,
        messageId: delivery.messageId,
        type: row.type,
        url: delivery.url,
        status: delivery.status,
        attempts: attempts
          .filter((attempt) => attempt.deliveryId === id)
          .map((attempt) => ({
            statusCode: attempt.statusCode,
            excerpt: attempt.excerpt,
            durationMs: attempt.durationMs,
            createdAt: attempt.createdAt.toISOString(),
          })),
        nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
        createdAt: delivery.createdAt.toISOString(),
      },
    ];
  });
}

/** One delivery just written, as the log shows it. */
async function presentDelivery(ctx: AppContext, id: string): Promise<TWebhookDelivery> {
  const [delivery] = await presentDeliveries(ctx, [id]);
  if (!delivery) throw new Error('The delivery was not stored');
  return delivery;
}

/** A new delivery of a stored message to the business's current endpoint URL. */
async function redeliver(
  ctx: AppContext,
  db: DbOrTx,
  delivery: typeof webhookDeliveries.$inferSelect,
  url: string,
) {
  const id = newId();
  await db.insert(webhookDeliveries).values({
    id,
    messageId: delivery.messageId,
    businessId: delivery.businessId,
    url,
    status: 'pending',
    nextAttemptAt: ctx.now(),
    createdAt: ctx.now(),
  });
  return id;
}

export function registerWebhookDeliveryRoutes(app: AppInstance): void {
  const { ctx } = app;

  /** The business's endpoint URL, or 400 when it has none. */
  async function endpointUrl(businessId: string): Promise<string> {
    const [endpoint] = await ctx.db
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId));
    if (!endpoint) throw new AppError('ValidationError', NO_ENDPOINT);
    return endpoint.url;
  }

  // The test event and a replay write their audit row with the delivery (`ownTransaction` in the table):
  // their attempt is awaited outside every transaction.
  registerRoutes(app, webhookDeliveryRoutes, {
    sendTest: async (request) => {
      const tenant = requireTenant(request);
      const audited = auditInTransaction(request);
      const { deliveryId, writes } = webhookWrites(ctx, {
        businessId: tenant.businessId,
        environment: tenant.environment,
        type: TEST_EVENT,
        data: { message: 'A test event from Verity' },
      });
      // The event, its delivery and the audit row in one statement, or none of them without an endpoint.
      await ctx.db.transaction(async (tx) => {
        const queued = await runWrites(tx, [...writes, ...(audited ? [audited.write(tx, deliveryId)] : [])]);
        if (queued === 0) throw new AppError('ValidationError', NO_ENDPOINT);
      });
      audited?.committed();
      await ctx.webhooks.deliverNow(deliveryId);
      return ok(await presentDelivery(ctx, deliveryId), 'Test event sent');
    },

    list: async (request) => {
      const { businessId } = requireTenant(request);
      const rows = await ctx.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.businessId, businessId),
            request.query.status ? eq(webhookDeliveries.status, request.query.status) : undefined,
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(request.query.limit);
      const items = await presentDeliveries(
        ctx,
        rows.map((row) => row.id),
      );
      return ok<TWebhookDeliveryList>({ items }, 'Deliveries retrieved');
    },

    replay: async (request) => {
      const { businessId } = requireTenant(request);
      const audited = auditInTransaction(request);
      const [delivery] = await ctx.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, request.params.id), eq(webhookDeliveries.businessId, businessId)),
        );
      if (!delivery) throw notFound('Delivery not found');
      const url = await endpointUrl(businessId);
      const id = await ctx.db.transaction(async (tx) => {
        const replayId = await redeliver(ctx, tx, delivery, url);
        if (audited) await runWrites(tx, [audited.write(tx, replayId)]);
        return replayId;
      });
      audited?.committed();
      await ctx.webhooks.deliverNow(id);
      return ok(await presentDelivery(ctx, id), 'Delivery replayed');
    },

    replayFailed: async (request) => {
      const { businessId } = requireTenant(request);
      const url = await endpointUrl(businessId);
      const failed = await ctx.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.businessId, businessId),
            eq(webhookDeliveries.status, 'failed'),
            gte(webhookDeliveries.createdAt, new Date(request.body.since)),
          ),
        );
      const ids = await ctx.db.transaction(async (tx) => {
        const out: string[] = [];
        for (const delivery of failed) out.push(await redeliver(ctx, tx, delivery, url));
        return out;
      });
      ctx.webhooks.kick();
      return ok<TWebhookDeliveryList>(
        { items: await presentDeliveries(ctx, ids) },
        `${ids.length} deliveries replayed`,
      );
    },
  });
}
