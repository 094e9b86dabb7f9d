/**
 * Stripe's webhook (`POST /payment-methods/webhooks/stripe`): public, and believed only when Stripe's
 * signature over the exact bytes checks out (`stripe.webhooks.constructEvent`), so the body is kept as
 * the raw text. Each event is applied once: its id is recorded in the same transaction as its effect, so
 * a redelivery is acknowledged and ignored, and a failure rolls both back for Stripe to retry.
 *
 * - `setup_intent.succeeded`: the card is saved (and becomes the default if asked or if it is the first).
 * - `payment_intent.succeeded` / `.payment_failed` / `.requires_action`: the funding follows it.
 *
 * A signature proves who sent an event, not what is true now (a leaked webhook secret signs anything), so
 * an event only says which object to look at: the SetupIntent or PaymentIntent is read back from the card
 * provider by its id, as Stripe recommends, and that read decides whether a card is saved or money moves.
 * The same path runs against Stripe and the sandbox.
 */

import { stripeWebhookRoutes } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { stripeEvents } from './billing-tables.js';
import { applyPaymentIntent } from './billing-transactions.js';
import { PROVIDER_UNREACHABLE } from './card-funding.js';
import { stripeOf } from './card-provider.js';
import { type SetUpCard, saveCard, setUpCardOf } from './cards.js';

export const WEBHOOK_PATH = stripeWebhookRoutes.routes.receive.path;
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

const PAYMENT_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
]);

export const UNKNOWN_OBJECT_MESSAGE = 'This webhook is about a payment or card set-up Stripe does not know';

/** Reads an event's object back from the provider: a 400 when it has no such object, a 503 when unreachable. */
async function readBack<T>(id: string, read: (id: string) => Promise<T>): Promise<T> {
  if (!id) throw badRequest(UNKNOWN_OBJECT_MESSAGE);
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw badRequest(UNKNOWN_OBJECT_MESSAGE);
    if (error instanceof Stripe.errors.StripeError)
      throw new AppError('ServiceUnavailableError', PROVIDER_UNREACHABLE);
    throw error;
  }
}

async function applyEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  // What Stripe must be asked (the object as it stands, the card's details) is asked before the
  // transaction opens.
  const stripe = stripeOf(ctx.cardProvider);
  // A redelivery is acknowledged without asking Stripe again (the insert below still decides a race).
  const [seen] = await ctx.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return;
  const objectId = (event.data.object as { id?: unknown }).id;
  const about = typeof objectId === 'string' ? objectId : '';
  const setUp: SetUpCard | undefined =
    event.type === 'setup_intent.succeeded'
      ? await setUpCardOf(ctx, await readBack(about, (id) => stripe.setupIntents.retrieve(id)))
      : undefined;
  const paymentIntent = PAYMENT_EVENTS.has(event.type)
    ? await readBack(about, (id) => stripe.paymentIntents.retrieve(id))
    : undefined;
  let savedFor: string | undefined;
  await ctx.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (first.length === 0) return;
    if (setUp && (await saveCard(ctx, tx, setUp))) savedFor = setUp.businessId;
    if (paymentIntent) await applyPaymentIntent(ctx, paymentIntent, tx);
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
    registerRoutes(scope as unknown as AppInstance, stripeWebhookRoutes, {
      receive: async (request) => {
        const event = verifiedEvent(ctx, request.body, request.headers['stripe-signature']);
        await applyEvent(ctx, event);
        return ok({ received: true }, 'Webhook received');
      },
    });
  });
}
