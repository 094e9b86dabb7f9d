/**
 * Cards (GET /payment-methods; POST /payment-methods/cards/{id},
 * /cards/{id}/remove, /cards/initiate-card-add): business staff only; organizations have no cards.
 */
import { cardRoutes } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { initiateCardAdd, listCards, presentCard, removeCard, setDefaultCard } from './cards.js';

export function registerCardRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, cardRoutes, {
    initiateAdd: async (request) => {
      const { business, user } = requireAuth(request);
      const { initiation } = await initiateCardAdd(ctx, business, user.id, request.body);
      return ok(initiation, 'Card set-up started');
    },

    list: async (request) => {
      const { business } = requireAuth(request);
      const cards = await listCards(ctx.db, business.id);
      return ok({ items: cards.map(presentCard) }, 'Payment methods retrieved');
    },

    setDefault: async (request) => {
      const { business } = requireAuth(request);
      const card = await setDefaultCard(ctx, business.id, request.params.id);
      return ok(presentCard(card), 'Default card updated');
    },

    remove: async (request) => {
      const { business } = requireAuth(request);
      const card = await removeCard(ctx, business.id, request.params.id);
      ctx.authCache.forgetBusiness(business.id);
      return ok(presentCard(card), 'Card removed');
    },
  });
}
