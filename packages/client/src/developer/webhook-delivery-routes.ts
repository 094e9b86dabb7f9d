/**
 * The webhook delivery log, replays and the test event. A replay sends the same message (same
 * `webhook-id`) as a new delivery, now. The test event and a single replay answer with their attempt's
 * outcome: they write the delivery and its audit row in a transaction of their own and await the attempt
 * after it commits, so a receiver that hangs never holds the database.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import {
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookReplayRequest,
} from './webhook-schemas.js';

const MANAGE = { tenancy: 'business', permissions: ['business:settings:manage'] } as const;
const ATTEMPTED = { event: 'create', resource: 'webhook-delivery', ownTransaction: true } as const;

export const webhookDeliveryRoutes = defineRoutes('user', {
  sendTest: {
    method: 'POST',
    path: '/settings/developer/webhook/test',
    summary: 'Sends a webhook.test event to the endpoint now and answers its attempt',
    access: MANAGE,
    response: ZWebhookDelivery,
    audit: ATTEMPTED,
  },
  list: {
    method: 'GET',
    path: '/settings/developer/webhook/deliveries',
    summary: 'The delivery log, newest first, each delivery with its attempts',
    access: MANAGE,
    query: ZWebhookDeliveriesQuery,
    response: ZWebhookDeliveryList,
  },
  replay: {
    method: 'POST',
    path: '/settings/developer/webhook/deliveries/:id/replay',
    summary: "Sends a delivery's message again, as a new delivery, and answers its attempt",
    access: MANAGE,
    params: ZIdParams,
    response: ZWebhookDelivery,
    audit: ATTEMPTED,
    errors: ['not_found'],
  },
  replayFailed: {
    method: 'POST',
    path: '/settings/developer/webhook/deliveries/replay-failed',
    summary: 'Sends again every delivery that failed since a time',
    access: MANAGE,
    body: ZWebhookReplayRequest,
    response: ZWebhookDeliveryList,
    audit: { event: 'create', resource: 'webhook-delivery' },
  },
});
