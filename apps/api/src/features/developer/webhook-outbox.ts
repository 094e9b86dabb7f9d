/**
 * Writing a webhook event (issue #15): in the transaction of the change that causes it, so an event exists
 * exactly when its change committed and a crash loses none. Only events the business's endpoint asked for
 * are written (a test event always is); the dispatcher (webhook-dispatcher.ts) delivers them.
 */
import type { WebhookEventType } from '@verity/client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { runWrites, type Write } from '../../db/one-statement.js';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** The test event the settings page sends: delivered whatever the endpoint's events. */
export const TEST_EVENT = 'webhook.test';

export interface WebhookEvent {
  businessId: string;
  environment: 'sandbox' | 'live';
  type: WebhookEventType | typeof TEST_EVENT;
  data: unknown;
}

/** Payload versions by event: a change to a payload's shape gets a new version, never a silent one. */
const PAYLOAD_VERSION = 1;

/**
 * The event's message and its delivery as writes of the caller's statement (db/one-statement.ts): both are
 * written only when the business's endpoint wants the event, decided inside the statement, so writing an
 * event costs no round trip of its own. The delivery is counted: a count above 0 means one was queued.
 */
export function webhookWrites(ctx: AppContext, event: WebhookEvent): { deliveryId: string; writes: Write[] } {
  const now = ctx.now().toISOString();
  const id = `msg_${newId()}`;
  const deliveryId = newId();
  const body = JSON.stringify({
    id,
    type: event.type,
    version: PAYLOAD_VERSION,
    createdAt: now,
    environment: event.environment,
    data: event.data,
  });
  const endpoint = webhookEndpoints;
  const wanted =
    event.type === TEST_EVENT
      ? sql`${endpoint.businessId} = ${event.businessId}`
      : sql`${endpoint.businessId} = ${event.businessId} and ${event.type} = any(${endpoint.events})`;
  return {
    deliveryId,
    writes: [
      {
        query: sql`insert into ${webhookMessages} (id, business_id, type, body, created_at)
          select ${id}, ${event.businessId}, ${event.type}, ${body}, ${now}::timestamptz
          from ${endpoint} where ${wanted}`,
      },
      {
        query: sql`insert into ${webhookDeliveries}
            (id, message_id, business_id, url, status, next_attempt_at, created_at)
          select ${deliveryId}, ${id}, ${event.businessId}, ${endpoint.url}, 'pending', ${now}::timestamptz,
            ${now}::timestamptz
          from ${endpoint} where ${wanted} returning id`,
        counted: true,
      },
    ],
  };
}

/** Writes the event and its delivery through `db` (pass the transaction); null when no endpoint wants it. */
export async function enqueueWebhook(
  ctx: AppContext,
  db: DbOrTx,
  event: WebhookEvent,
): Promise<{ deliveryId: string } | null> {
  const { deliveryId, writes } = webhookWrites(ctx, event);
  return (await runWrites(db, writes)) > 0 ? { deliveryId } : null;
}
