/**
 * Cards (spec/platform.md §7 Billing: GET /payment-methods; POST /payment-methods/cards/{id},
 * /cards/{id}/remove, /cards/initiate-card-add): business staff only; organizations have no cards.
 */
import { ZCardParams, ZInitiateCardAddRequest } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { requireAuth } from '../auth/authenticate.js';
import { initiateCardAdd, listCards, presentCard, removeCard, setDefaultCard } from './cards.js';

export function registerCardRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.post(
    '/payment-methods/cards/initiate-card-add',
    {
      schema: { body: ZInitiateCardAddRequest },
      // Stripe is asked here: no transaction is held open while it answers (the row is written after).
      config: { audit: { event: 'create', resource: 'card-setup', ownTransaction: true } },
    },
    async (request) => {
      const { business, user } = requireAuth(request);
      const { initiation } = await initiateCardAdd(ctx, business, user.id, request.body);
      return ok(initiation, 'Card set-up started');
    },
  );

  app.get('/payment-methods', {}, async (request) => {
    const { business } = requireAuth(request);
    const cards = await listCards(ctx.db, business.id);
    return ok({ items: cards.map(presentCard) }, 'Payment methods retrieved');
  });

  app.post(
    '/payment-methods/cards/:id',
    { schema: { params: ZCardParams }, config: { audit: { event: 'update', resource: 'card' } } },
    async (request) => {
      const { business } = requireAuth(request);
      const card = await setDefaultCard(ctx, business.id, request.params.id);
      return ok(presentCard(card), 'Default card updated');
    },
  );

  app.post(
    '/payment-methods/cards/:id/remove',
    {
      schema: { params: ZCardParams },
      // The card is detached at Stripe first, with no transaction open while it answers.
      config: { audit: { event: 'delete', resource: 'card', ownTransaction: true } },
    },
    async (request) => {
      const { business } = requireAuth(request);
      const card = await removeCard(ctx, business.id, request.params.id);
      ctx.authCache.forgetBusiness(business.id);
      return ok(presentCard(card), 'Card removed');
    },
  );
}
