/**
 * Funding a wallet from a saved card (`POST /wallets/funding/initiate`):
 * a Stripe PaymentIntent on the card, confirmed at once. It succeeds (the wallet is credited in the same
 * breath), fails with the provider's message (recorded, nothing moved), or needs the payer's bank: then
 * the browser completes 3-D Secure with Stripe.js and the webhook or `POST /transactions/verify` finishes it.
 */
import type { TFundingInitiation, TFundWalletRequest } from '@verity/client';
import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BusinessRow, UserRow } from '../auth/authenticate.js';
import { billingTransactions, paymentCards } from './billing-tables.js';
import {
  applyPaymentIntent,
  failTransaction,
  insertTransaction,
  presentTransaction,
  type TransactionRow,
} from './billing-transactions.js';
import { stripeOf } from './card-provider.js';
import { type CardRow, findCard, stripeCustomerOf } from './cards.js';
import { type IdempotencyKey, rememberAnswer, replayAnswer } from './idempotent-answers.js';

function answerFor(
  ctx: AppContext,
  transaction: TransactionRow,
  clientSecretKey: string | null,
): TFundingInitiation {
  return {
    transaction: presentTransaction(transaction),
    clientSecretKey,
    stripePublicKey: ctx.cardProvider.publishableKey,
  };
}

export const NO_CARD_MESSAGE = 'Add a card before funding the wallet with one';
export const PROVIDER_UNREACHABLE = 'The card provider could not be reached, please try again';

async function cardToCharge(
  ctx: AppContext,
  businessId: string,
  cardId: string | undefined,
): Promise<CardRow> {
  if (cardId) return findCard(ctx.db, businessId, cardId);
  const [card] = await ctx.db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.businessId, businessId),
        isNull(paymentCards.removedAt),
        eq(paymentCards.isDefault, true),
      ),
    );
  if (!card) throw badRequest(NO_CARD_MESSAGE, { cardId: NO_CARD_MESSAGE });
  return card;
}

/**
 * Charges a saved card into the wallet. With an Idempotency-Key, a retry of the same request answers the
 * first answer (or, while the first is still with Stripe, its transaction as it stands) and charges once.
 */
export async function fundWalletByCard(
  ctx: AppContext,
  caller: { business: BusinessRow; user: UserRow; userName: string },
  request: TFundWalletRequest,
  idempotencyKey?: IdempotencyKey,
): Promise<TFundingInitiation> {
  const replayed = await replayAnswer<TFundingInitiation>(ctx, idempotencyKey);
  if (replayed) return replayed.body;
  const { business } = caller;
  const card = await cardToCharge(ctx, business.id, request.cardId);
  const amount = request.amount;
  const requestKey = idempotencyKey
    ? `${idempotencyKey.businessId}:${idempotencyKey.userId}:${idempotencyKey.key}`
    : null;
  if (requestKey) {
    const [first] = await ctx.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.requestKey, requestKey));
    if (first) return answerFor(ctx, first, null);
  }
  const inserted = await insertTransaction(ctx, {
    requestKey,
    businessId: business.id,
    organizationId: null,
    itemType: 'wallet_funding',
    paymentMode: 'card',
    paymentType: 'credit',
    status: 'pending',
    amount,
    currency: business.currency,
    description: 'Wallet funding',
    cardId: card.id,
    cardBrand: card.brand,
    cardLast4: card.last4,
    initiatedBy: caller.user.id,
    initiatedByName: caller.userName,
  }).catch(async (error: unknown) => {
    // The same key, sent twice at once: the other request made the transaction and is charging it.
    if (!requestKey || !isUniqueViolation(error)) throw error;
    const [first] = await ctx.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.requestKey, requestKey));
    if (!first) throw error;
    return { replayedFrom: first };
  });
  if ('replayedFrom' in inserted) return answerFor(ctx, inserted.replayedFrom, null);
  const row = inserted;
  const answer = async (transaction: TransactionRow, clientSecretKey: string | null) => {
    const initiation = answerFor(ctx, transaction, clientSecretKey);
    if (idempotencyKey)
      await rememberAnswer(ctx, ctx.db, idempotencyKey, { statusCode: 200, body: initiation });
    return initiation;
  };

  let paymentIntent: Stripe.PaymentIntent;
  try {
    paymentIntent = await stripeOf(ctx.cardProvider).paymentIntents.create(
      {
        amount,
        currency: business.currency.toLowerCase(),
        customer: await stripeCustomerOf(ctx, business),
        payment_method: card.stripePaymentMethodId,
        allowed_payment_method_types: ['card'],
        confirm: true,
        description: `Verity wallet funding ${row.reference}`,
        metadata: { transactionId: row.id, businessId: business.id },
      },
      // Stripe's own retry of this request (a dropped connection) must not charge the card twice.
      { idempotencyKey: `funding:${row.id}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      return answer(await failTransaction(ctx, row, error.message, error.payment_intent?.id), null);
    await failTransaction(ctx, row, PROVIDER_UNREACHABLE);
    if (error instanceof Stripe.errors.StripeError)
      throw new AppError('ServiceUnavailableError', PROVIDER_UNREACHABLE);
    throw error;
  }
  const applied = (await applyPaymentIntent(ctx, paymentIntent)) ?? row;
  return answer(
    applied,
    paymentIntent.status === 'requires_action' ? (paymentIntent.client_secret ?? null) : null,
  );
}
