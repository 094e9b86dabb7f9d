/**
 * Webhook settings: the business's endpoint and the events it wants, and its signing secrets. A
 * regeneration keeps the previous secret signing for 24 hours beside the new one, so a receiver can move
 * to it without dropping a delivery.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZDeveloperDetails, ZWebhookEndpoint, ZWebhookRequest } from './webhook-schemas.js';

const MANAGE = { tenancy: 'business', permissions: ['business:settings:manage'] } as const;

export const webhookSettingsRoutes = defineRoutes('user', {
  details: {
    method: 'GET',
    path: '/settings/developer/details',
    summary: 'The webhook endpoint, the signing secrets in use and the event catalogue',
    access: MANAGE,
    response: ZDeveloperDetails,
  },
  setWebhook: {
    method: 'POST',
    path: '/settings/developer/webhook',
    summary: 'Sets the endpoint and its events (re-enabling a disabled one); the first time, makes a secret',
    access: MANAGE,
    body: ZWebhookRequest,
    response: ZWebhookEndpoint,
    audit: { event: 'update', resource: 'webhook' },
  },
  regenerateSecret: {
    method: 'POST',
    path: '/settings/developer/signing-secret/regenerate',
    summary: 'Makes a new signing secret; the previous one keeps signing for 24 hours',
    access: MANAGE,
    response: ZDeveloperDetails,
    audit: { event: 'create', resource: 'webhook' },
  },
});
