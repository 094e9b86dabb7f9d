/**
 * Cards: set up with Stripe.js in the browser (the server makes the SetupIntent and learns of the card from
 * Stripe's webhook), listed, made the default and removed. Business staff only: organizations have none.
 */
import { defineRoutes } from '../core/route-table.js';
import {
  ZCardAddInitiation,
  ZCardParams,
  ZInitiateCardAddRequest,
  ZPaymentCard,
  ZPaymentMethods,
} from './card-schemas.js';

const MANAGE = { tenancy: 'business', permissions: ['billing:subscription:card:invoice:manage'] } as const;

export const cardRoutes = defineRoutes('billing', {
  initiateAdd: {
    method: 'POST',
    path: '/payment-methods/cards/initiate-card-add',
    summary: "Starts a card's set-up: what Stripe.js needs to confirm it in the browser",
    access: MANAGE,
    body: ZInitiateCardAddRequest,
    response: ZCardAddInitiation,
    // Stripe is asked here: no transaction is held open while it answers (the row is written after).
    audit: { event: 'create', resource: 'card-setup', ownTransaction: true },
    errors: ['conflict', 'service_unavailable'],
  },
  list: {
    method: 'GET',
    path: '/payment-methods',
    summary: "The business's saved cards, the default first",
    access: { tenancy: 'business', permissions: ['wallet:view'] },
    response: ZPaymentMethods,
  },
  setDefault: {
    method: 'POST',
    path: '/payment-methods/cards/:id',
    summary: 'Makes a card the one payments use unless told otherwise',
    access: MANAGE,
    params: ZCardParams,
    response: ZPaymentCard,
    audit: { event: 'update', resource: 'card' },
    errors: ['not_found'],
  },
  remove: {
    method: 'POST',
    path: '/payment-methods/cards/:id/remove',
    summary: 'Removes a card, detaching it at Stripe first',
    access: MANAGE,
    params: ZCardParams,
    response: ZPaymentCard,
    // The card is detached at Stripe first, with no transaction open while it answers.
    audit: { event: 'delete', resource: 'card', ownTransaction: true },
    errors: ['not_found', 'service_unavailable'],
  },
});
