/**
 * Running one identity check, the pattern every verification module follows:
 *   idempotent replay → provider for the caller's environment → price → (live) balance pre-check →
 *   registry lookup → one transaction: debit the wallet, store the check, write the ledger row and the
 *   idempotency record. Too little balance stores nothing (402); an unavailable registry stores a free
 *   failed check (503). Sandbox checks are free.
 */
import type { SuccessEnvelope, TIdentityCheck } from '@verity/client';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { checkPrices, idempotencyKeys, identityChecks, walletLedger, wallets } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../auth/authenticate.js';
import { maskReference, matchDetails } from './match-details.js';
import { presentCheck } from './present-check.js';
import type { IdentityProvider, ProviderAnswer } from './providers/identity-provider.js';
import { ProviderNotConfiguredError, ProviderUnavailableError } from './providers/identity-provider.js';

export interface IdentityCheckInput {
  country: string;
  /** Path value of the type (nin, new_voter_card...). */
  typeValue: string;
  /** Stored type code (nin, ghVoter...). */
  type: string;
  number: string;
  bankCode?: string | undefined;
  supplied: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    dateOfBirth?: string | undefined;
  };
  idempotencyKey?: string | undefined;
  /**
   * A check answered on this server rather than by a registry (facial compare): it replaces the provider
   * lookup; pricing, charging, storage and idempotency stay the same.
   */
  answer?: () => Promise<ProviderAnswer>;
}

/** Who a check is run for and charged to: a signed-in user, or a vForm's owner for a respondent. */
export interface CheckRequester {
  businessId: string;
  organizationId: string | null;
  environment: 'sandbox' | 'live';
  /** The business's currency (what a free sandbox check is priced in). */
  currency: string;
  userId: string;
  userName: string;
}

export function requesterOf(auth: AuthContext): CheckRequester {
  return {
    businessId: auth.business.id,
    organizationId: auth.user.organizationId,
    environment: auth.user.environment,
    currency: auth.business.currency,
    userId: auth.user.id,
    userName: `${auth.user.firstName} ${auth.user.lastName}`,
  };
}

export interface IdentityProviders {
  sandbox: IdentityProvider;
  /** Undefined when no live provider is configured. */
  live: IdentityProvider | undefined;
}

export interface CheckOutcome {
  statusCode: number;
  body: SuccessEnvelope<TIdentityCheck>;
}

export const INSUFFICIENT_BALANCE_MESSAGE =
  'Your wallet balance is too low for this check. Fund your wallet and try again';

export function retentionCutoff(ctx: AppContext): Date {
  return new Date(ctx.now().getTime() - ctx.config.identityRetentionDays * 86_400_000);
}

async function replay(ctx: AppContext, businessId: string, key: string): Promise<CheckOutcome | null> {
  const [stored] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessId, businessId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return stored
    ? { statusCode: stored.statusCode, body: stored.response as SuccessEnvelope<TIdentityCheck> }
    : null;
}

async function priceOf(
  ctx: AppContext,
  country: string,
  typeValue: string,
): Promise<{ amount: number; currency: string }> {
  const [price] = await ctx.db
    .select()
    .from(checkPrices)
    .where(eq(checkPrices.key, `${country}:${typeValue}`))
    .limit(1);
  if (!price)
    throw new AppError('ServiceUnavailableError', 'This check has no price set yet; contact support');
  return { amount: price.amount, currency: price.currency };
}

function insufficient(balance: number, price: { amount: number; currency: string }): AppError {
  return new AppError('PaymentRequiredError', INSUFFICIENT_BALANCE_MESSAGE, {
    data: { balance: { amount: balance, currency: price.currency }, price },
  });
}

export async function runIdentityCheck(
  ctx: AppContext,
  requester: CheckRequester,
  providers: IdentityProviders,
  input: IdentityCheckInput,
): Promise<CheckOutcome> {
  const businessId = requester.businessId;
  if (input.idempotencyKey) {
    const previous = await replay(ctx, businessId, input.idempotencyKey);
    if (previous) return previous;
  }
  const environment = requester.environment;
  const live = environment === 'live';
  const provider = live ? providers.live : providers.sandbox;
  if (!provider && !input.answer)
    throw new AppError('ServiceUnavailableError', new ProviderNotConfiguredError().message);

  const price = live
    ? await priceOf(ctx, input.country, input.typeValue)
    : { amount: 0, currency: requester.currency };
  if (live) {
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.businessId, businessId)).limit(1);
    if ((wallet?.balance ?? 0) < price.amount) throw insufficient(wallet?.balance ?? 0, price);
  }

  const base = {
    businessId,
    organizationId: requester.organizationId,
    environment,
    country: input.country,
    type: input.type,
    typeValue: input.typeValue,
    reference: maskReference(input.number),
    requestedBy: requester.userId,
    requestedByName: requester.userName,
  };

  let answer: ProviderAnswer;
  try {
    answer = input.answer
      ? await input.answer()
      : await (provider as IdentityProvider).lookup({
          country: input.country,
          type: input.typeValue,
          number: input.number,
          bankCode: input.bankCode,
        });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const id = newId();
    await ctx.db.insert(identityChecks).values({
      ...base,
      id,
      status: 'failed',
      result: null,
      searchName: null,
      match: matchDetails(input.supplied, null),
      failureReason: error.message,
      costAmount: 0,
      currency: price.currency,
      createdAt: ctx.now(),
    });
    throw new AppError('ServiceUnavailableError', error.message, { data: { id } });
  }

  const person = answer.status === 'found' ? answer.person : null;
  const id = newId();
  const row = {
    ...base,
    id,
    status: answer.status,
    result: person,
    searchName: person?.fullName?.toLowerCase() ?? null,
    match: matchDetails(input.supplied, person),
    failureReason: null,
    costAmount: price.amount,
    currency: price.currency,
    createdAt: ctx.now(),
  };
  const message =
    answer.status === 'found' ? 'Verification successful' : 'No record was found for this number';
  const body = ok(presentCheck(row, retentionCutoff(ctx)), message);

  try {
    await ctx.db.transaction(async (tx) => {
      if (live && price.amount > 0) {
        // The conditional UPDATE is the balance check that counts: two concurrent checks cannot both spend it.
        const [debited] = await tx
          .update(wallets)
          .set({ balance: sql`${wallets.balance} - ${price.amount}`, updatedAt: ctx.now() })
          .where(and(eq(wallets.businessId, businessId), gte(wallets.balance, price.amount)))
          .returning({ balance: wallets.balance });
        if (!debited) throw insufficient(0, price);
        await tx.insert(walletLedger).values({
          id: newId(),
          businessId,
          amount: -price.amount,
          balanceAfter: debited.balance,
          currency: price.currency,
          description: `${input.country.toUpperCase()} ${input.typeValue} check`,
          reference: id,
        });
      }
      await tx.insert(identityChecks).values(row);
      if (input.idempotencyKey)
        await tx
          .insert(idempotencyKeys)
          .values({ businessId, key: input.idempotencyKey, statusCode: 200, response: body });
    });
  } catch (error) {
    // Another request with the same key won the race: answer what it answered, charge nothing more.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const previous = await replay(ctx, businessId, input.idempotencyKey);
      if (previous) return previous;
    }
    throw error;
  }
  return { statusCode: 200, body };
}
