/**
 * Stripe's webhook (`POST /payment-methods/webhooks/stripe`): public, and believed only when Stripe's
 * signature over the exact bytes checks out (`stripe.webhooks.constructEvent`), so the body is kept as
 * the raw text. Each event is applied once: its id is recorded in the same transaction as its effect, so
 * a redelivery is acknowledged and ignored, and a failure rolls both back for Stripe to retry.
 *
 * - `setup_intent.succeeded`: the card is saved (and becomes the default if asked or if it is the first).
 * - `payment_intent.succeeded` / `.payment_failed` / `.requires_action`: the funding follows it.
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { stripeEvents } from '../../db/schema.js';
import { badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { applyPaymentIntent } from './billing-transactions.js';
import { stripeOf } from './card-provider.js';
import { type SetUpCard, saveCard, setUpCardOf } from './cards.js';

export const WEBHOOK_PATH = '/payment-methods/webhooks/stripe';
export const BAD_SIGNATURE_MESSAGE = 'The Stripe signature of this webhook is not valid';

function verifiedEvent(ctx: AppContext, body: unknown, signature: unknown): Stripe.Event {
  const stripe = stripeOf(ctx.cardProvider);
  if (typeof body !== 'string' || typeof signature !== 'string') throw badRequest(BAD_SIGNATURE_MESSAGE);
  try {
    return stripe.webhooks.constructEvent(body, signature, ctx.cardProvider.webhookSecret);
  } catch {
    throw badRequest(BAD_SIGNATURE_MESSAGE);
  }
}

async function applyEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  // What Stripe must be asked (the card's details) is asked before the transaction opens.
  const setUp: SetUpCard | undefined =
    event.type === 'setup_intent.succeeded' ? await setUpCardOf(ctx, event.data.object) : undefined;
  let savedFor: string | undefined;
  await ctx.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (first.length === 0) return;
    if (setUp && (await saveCard(ctx, tx, setUp))) savedFor = setUp.businessId;
    if (
      event.type === 'payment_intent.succeeded' ||
      event.type === 'payment_intent.payment_failed' ||
      event.type === 'payment_intent.requires_action'
    )
      await applyPaymentIntent(ctx, event.data.object, tx);
  });
  // The session's cached business says whether it has a card (the activation banner reads it).
  if (savedFor) ctx.authCache.forgetBusiness(savedFor);
}

export function registerStripeWebhookRoute(app: AppInstance): void {
  const { ctx } = app;
  void (app as unknown as FastifyInstance).register(async (scope) => {
    // The signature covers the bytes Stripe sent: keep them as text rather than parsing JSON here.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const hook = scope as unknown as AppInstance;
    hook.post(WEBHOOK_PATH, { config: { audit: false } }, async (request) => {
      const event = verifiedEvent(ctx, request.body, request.headers['stripe-signature']);
      await applyEvent(ctx, event);
      return ok({ received: true }, 'Webhook received');
    });
  });
}
