/**
 * Writing a webhook event (issue #15): in the transaction of the change that causes it, so an event exists
 * exactly when its change committed and a crash loses none. Only events the business's endpoint asked for
 * are written (a test event always is); the dispatcher (webhook-dispatcher.ts) delivers them.
 */
import type { WebhookEventType } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
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

/** Writes the event and its delivery through `db` (pass the transaction); null when no endpoint wants it. */
export async function enqueueWebhook(
  ctx: AppContext,
  db: DbOrTx,
  event: WebhookEvent,
): Promise<{ deliveryId: string } | null> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, event.businessId))
    .limit(1);
  if (!endpoint) return null;
  if (event.type !== TEST_EVENT && !endpoint.events.includes(event.type)) return null;
  const now = ctx.now();
  const id = `msg_${newId()}`;
  const body = JSON.stringify({
    id,
    type: event.type,
    version: PAYLOAD_VERSION,
    createdAt: now.toISOString(),
    environment: event.environment,
    data: event.data,
  });
  await db
    .insert(webhookMessages)
    .values({ id, businessId: event.businessId, type: event.type, body, createdAt: now });
  const deliveryId = newId();
  await db.insert(webhookDeliveries).values({
    id: deliveryId,
    messageId: id,
    businessId: event.businessId,
    url: endpoint.url,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
  return { deliveryId };
}
