/**
 * Saved cards (the dashboard's Add Card dialog). A card is set up in the
 * browser with Stripe.js against a SetupIntent this server makes; Stripe then tells the server by webhook
 * (`setup_intent.succeeded`), and only then is the card saved here and listed. The label and the default
 * flag travel in the SetupIntent's metadata, which Stripe signs back to us with the event.
 */
import type { TCardAddInitiation, TInitiateCardAddRequest, TPaymentCard } from '@verity/client';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { businesses, paymentCards } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { stripeOf } from './card-provider.js';

export type CardRow = typeof paymentCards.$inferSelect;

export const CARD_LABEL_REQUIRED = 'The card label field is required';
export const CARD_LABEL_TAKEN = 'A card with this label already exists';

export function presentCard(card: CardRow): TPaymentCard {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    cardLabel: card.cardLabel,
    isDefault: card.isDefault,
    createdAt: card.createdAt.toISOString(),
  };
}

const active = (businessId: string) =>
  and(eq(paymentCards.businessId, businessId), isNull(paymentCards.removedAt));

/** The business's cards in use, the default first, then oldest first. */
export function listCards(db: DbOrTx, businessId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(active(businessId))
    .orderBy(desc(paymentCards.isDefault), asc(paymentCards.createdAt));
}

export async function findCard(db: DbOrTx, businessId: string, id: string): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(active(businessId), eq(paymentCards.id, id)));
  if (!card) throw notFound('Card not found');
  return card;
}

async function labelTaken(db: DbOrTx, businessId: string, label: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(active(businessId), sql`lower(${paymentCards.cardLabel}) = lower(${label})`))
    .limit(1);
  return taken !== undefined;
}

function isMissingCustomer(error: unknown): boolean {
  const stripeError = error as { type?: string; code?: string; param?: string };
  return stripeError.type === 'StripeInvalidRequestError' && stripeError.code === 'resource_missing';
}

/**
 * The business as Stripe's customer, made once. A customer Stripe no longer knows (the sandbox double
 * keeps its state in memory, so after a restart) is made again.
 */
export async function stripeCustomerOf(
  ctx: AppContext,
  business: BusinessRow,
  fresh = false,
): Promise<string> {
  // Read here, not from the session's cached business, which may predate the customer.
  const [stored] = await ctx.db
    .select({ customer: businesses.stripeCustomerId })
    .from(businesses)
    .where(eq(businesses.id, business.id));
  if (stored?.customer && !fresh) return stored.customer;
  const customer = await stripeOf(ctx.cardProvider).customers.create({
    name: business.name,
    metadata: { businessId: business.id },
  });
  await ctx.db
    .update(businesses)
    .set({ stripeCustomerId: customer.id })
    .where(eq(businesses.id, business.id));
  ctx.authCache.forgetBusiness(business.id);
  return customer.id;
}

/** Asks Stripe with the business's customer, making the customer again if Stripe has forgotten it. */
export async function withStripeCustomer<T>(
  ctx: AppContext,
  business: BusinessRow,
  call: (customerId: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await stripeCustomerOf(ctx, business));
  } catch (error) {
    if (!isMissingCustomer(error)) throw error;
    return call(await stripeCustomerOf(ctx, business, true));
  }
}

/**
 * Starting a card add: a SetupIntent for a card the business will keep for later payments. An NGN
 * business names its cards, and a name is unique among its cards.
 */
export async function initiateCardAdd(
  ctx: AppContext,
  business: BusinessRow,
  userId: string,
  request: TInitiateCardAddRequest,
): Promise<{ initiation: TCardAddInitiation; setupIntentId: string }> {
  const label = request.cardLabel?.trim() || null;
  if (business.currency === 'NGN' && !label)
    throw badRequest(CARD_LABEL_REQUIRED, { cardLabel: CARD_LABEL_REQUIRED });
  if (label && (await labelTaken(ctx.db, business.id, label))) throw conflict(CARD_LABEL_TAKEN);
  const setupIntent = await withStripeCustomer(ctx, business, (customer) =>
    stripeOf(ctx.cardProvider).setupIntents.create({
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: {
        businessId: business.id,
        userId,
        cardLabel: label ?? '',
        setAsDefault: request.setAsDefault ? 'true' : 'false',
      },
    }),
  );
  if (!setupIntent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
  return {
    initiation: {
      stripePublicKey: ctx.cardProvider.publishableKey,
      clientSecretKey: setupIntent.client_secret,
      currency: business.currency,
    },
    setupIntentId: setupIntent.id,
  };
}

/** What a saved card is, read from Stripe's payment method before the database transaction opens. */
export interface SetUpCard {
  businessId: string;
  paymentMethod: Stripe.PaymentMethod;
  cardLabel: string | null;
  setAsDefault: boolean;
}

/**
 * Reads the card a SetupIntent set up, or undefined when it is not ours to save or has not succeeded
 * (`setupIntent` is Stripe's own read of it, never an event's copy).
 */
export async function setUpCardOf(
  ctx: AppContext,
  setupIntent: Stripe.SetupIntent,
): Promise<SetUpCard | undefined> {
  if (setupIntent.status !== 'succeeded') return undefined;
  const businessId = setupIntent.metadata?.businessId;
  const methodId =
    typeof setupIntent.payment_method === 'string'
      ? setupIntent.payment_method
      : setupIntent.payment_method?.id;
  if (!businessId || !methodId) return undefined;
  const [business] = await ctx.db
    .select({ customer: businesses.stripeCustomerId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  // The SetupIntent must be for the customer this business is: metadata alone does not prove whose it is.
  if (!business || business.customer !== setupIntent.customer) return undefined;
  const paymentMethod = await stripeOf(ctx.cardProvider).paymentMethods.retrieve(methodId);
  if (!paymentMethod.card) return undefined;
  return {
    businessId,
    paymentMethod,
    cardLabel: setupIntent.metadata?.cardLabel || null,
    setAsDefault: setupIntent.metadata?.setAsDefault === 'true',
  };
}

/**
 * Saves a set-up card once (a redelivered webhook finds it saved). The business's first card is its
 * default; a card asked to be the default takes over. A label another card took meanwhile is dropped
 * rather than losing the card.
 */
export async function saveCard(ctx: AppContext, tx: DbOrTx, setUp: SetUpCard): Promise<CardRow | undefined> {
  const card = setUp.paymentMethod.card;
  if (!card) return undefined;
  const existing = await listCards(tx, setUp.businessId);
  const isDefault = setUp.setAsDefault || !existing.some((other) => other.isDefault);
  if (isDefault)
    await tx
      .update(paymentCards)
      .set({ isDefault: false })
      .where(and(active(setUp.businessId), eq(paymentCards.isDefault, true)));
  const label =
    setUp.cardLabel && !(await labelTaken(tx, setUp.businessId, setUp.cardLabel)) ? setUp.cardLabel : null;
  const [saved] = await tx
    .insert(paymentCards)
    .values({
      id: newId(),
      businessId: setUp.businessId,
      stripePaymentMethodId: setUp.paymentMethod.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cardLabel: label,
      isDefault,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing({ target: paymentCards.stripePaymentMethodId })
    .returning();
  await tx.update(businesses).set({ hasPaymentMethod: true }).where(eq(businesses.id, setUp.businessId));
  return saved;
}

export async function setDefaultCard(ctx: AppContext, businessId: string, id: string): Promise<CardRow> {
  return ctx.db.transaction(async (tx) => {
    const card = await findCard(tx, businessId, id);
    await tx
      .update(paymentCards)
      .set({ isDefault: false })
      .where(and(active(businessId), eq(paymentCards.isDefault, true), ne(paymentCards.id, id)));
    const [updated] = await tx
      .update(paymentCards)
      .set({ isDefault: true })
      .where(eq(paymentCards.id, card.id))
      .returning();
    if (!updated) throw notFound('Card not found');
    return updated;
  });
}

/**
 * Removes a card: detached at Stripe, kept here for the payments that name it. When the default goes, the
 * oldest card left becomes the default, so payments always have one while any card remains.
 */
export async function removeCard(ctx: AppContext, businessId: string, id: string): Promise<CardRow> {
  const card = await findCard(ctx.db, businessId, id);
  try {
    await stripeOf(ctx.cardProvider).paymentMethods.detach(card.stripePaymentMethodId);
  } catch (error) {
    // Already gone at Stripe (detached there, or a forgotten sandbox): removing it here is still right.
    if (!isMissingCustomer(error)) throw error;
  }
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(paymentCards)
      .set({ removedAt: ctx.now(), isDefault: false })
      .where(eq(paymentCards.id, card.id))
      .returning();
    if (!removed) throw notFound('Card not found');
    const [next] = await listCards(tx, businessId);
    if (card.isDefault && next)
      await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
    if (!next)
      await tx.update(businesses).set({ hasPaymentMethod: false }).where(eq(businesses.id, businessId));
    return removed;
  });
}
