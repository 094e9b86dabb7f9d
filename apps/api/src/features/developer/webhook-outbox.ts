/**
 * Writing a webhook event: in the transaction of the change that causes it, so an event exists
 * exactly when its change committed and a crash loses none. Only events the business's endpoint asked for
 * are written (a test event always is); the dispatcher (webhook-dispatcher.ts) delivers them.
 */
import type { WebhookEventType } from '@verity/client';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { runWrites, templateWrite, type Write, type WriteTemplate } from '../../db/one-statement.js';
import { newId } from '../../lib/ids.js';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from './webhook-tables.js';

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
  const values = { id, deliveryId, businessId: event.businessId, type: event.type, body, now };
  const [message, delivery] = event.type === TEST_EVENT ? toEveryEndpoint : toEndpointsWanting;
  return {
    deliveryId,
    writes: [templateWrite(message, values), templateWrite(delivery, values, true)],
  };
}

/** The message and delivery writes, for endpoints `wanted` picks (compiled once: db/one-statement.ts). */
function eventTemplates(
  kind: string,
  wanted: (value: (name: string) => unknown) => SQL,
): [WriteTemplate, WriteTemplate] {
  const endpoint = webhookEndpoints;
  return [
    {
      key: `webhook message to ${kind}`,
      build: (_db, value) => sql`insert into ${webhookMessages} (id, business_id, type, body, created_at)
          select ${value('id')}, ${value('businessId')}, ${value('type')}, ${value('body')}, ${value('now')}::timestamptz
          from ${endpoint} where ${wanted(value)}`,
    },
    {
      key: `webhook delivery to ${kind}`,
      build: (_db, value) => sql`insert into ${webhookDeliveries}
            (id, message_id, business_id, url, status, next_attempt_at, created_at)
          select ${value('deliveryId')}, ${value('id')}, ${value('businessId')}, ${endpoint.url}, 'pending',
            ${value('now')}::timestamptz, ${value('now')}::timestamptz
          from ${endpoint} where ${wanted(value)} returning id`,
    },
  ];
}

const toEveryEndpoint = eventTemplates(
  'every endpoint',
  (value) => sql`${webhookEndpoints.businessId} = ${value('businessId')}`,
);
const toEndpointsWanting = eventTemplates(
  'endpoints wanting the event',
  (value) =>
    sql`${webhookEndpoints.businessId} = ${value('businessId')} and ${value('type')} = any(${webhookEndpoints.events})`,
);

/** Writes the event and its delivery through `db` (pass the transaction); null when no endpoint wants it. */
export async function enqueueWebhook(
  ctx: AppContext,
  db: DbOrTx,
  event: WebhookEvent,
): Promise<{ deliveryId: string } | null> {
  const { deliveryId, writes } = webhookWrites(ctx, event);
  return (await runWrites(db, writes)) > 0 ? { deliveryId } : null;
}
