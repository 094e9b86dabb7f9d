/**
 * Stripe's webhook: public, believed only when Stripe's signature over the exact bytes checks out, so its
 * body is the raw signed text. Applying an event changes nothing the audit log records for a person.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZSignedRawBody } from '../schemas/common.js';
import { ZStripeWebhookReceipt } from './billing-schemas.js';

export const stripeWebhookRoutes = defineRoutes('billing', {
  receive: {
    method: 'POST',
    path: '/payment-methods/webhooks/stripe',
    summary: "Stripe's signed event: the card or payment it names is read back from Stripe and applied once",
    access: { tenancy: 'public' },
    body: ZSignedRawBody,
    response: ZStripeWebhookReceipt,
    audit: false,
    errors: ['service_unavailable'],
  },
});
