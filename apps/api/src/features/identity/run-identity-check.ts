/**
 * Running one identity check, the pattern every verification module follows:
 *   idempotent replay → provider for the caller's environment → price → (live) balance pre-check →
 *   registry lookup → one transaction: debit the wallet, store the check, write the ledger row and the
 *   idempotency record. Too little balance stores nothing (402); an unavailable registry stores a free
 *   failed check (503). Sandbox checks are free.
 */
import type { SuccessEnvelope, TIdentityCheck } from '@verity/client';
import type { AppContext } from '../../context.js';
import { identityChecks } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../auth/authenticate.js';
import {
  type IdempotencyKey,
  rememberAnswer,
  replayAnswer,
  storeOnce,
} from '../billing/idempotent-answers.js';
import { assertCanPay, debitWallet, priceOf } from '../billing/wallet-charges.js';
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
  idempotencyKey?: IdempotencyKey | undefined;
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

export function retentionCutoff(ctx: AppContext): Date {
  return new Date(ctx.now().getTime() - ctx.config.identityRetentionDays * 86_400_000);
}

export async function runIdentityCheck(
  ctx: AppContext,
  requester: CheckRequester,
  providers: IdentityProviders,
  input: IdentityCheckInput,
): Promise<CheckOutcome> {
  const businessId = requester.businessId;
  const previous = await replayAnswer<CheckOutcome['body']>(ctx, input.idempotencyKey);
  if (previous) return previous;
  const environment = requester.environment;
  const live = environment === 'live';
  const provider = live ? providers.live : providers.sandbox;
  if (!provider && !input.answer)
    throw new AppError('ServiceUnavailableError', new ProviderNotConfiguredError().message);

  const price = live
    ? await priceOf(ctx, `${input.country}:${input.typeValue}`)
    : { amount: 0, currency: requester.currency };
  if (live) await assertCanPay(ctx, businessId, price);

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
      riskLevel: null,
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
    riskLevel: person?.creditReport?.riskLevel ?? null,
    createdAt: ctx.now(),
  };
  const message =
    answer.status === 'found' ? 'Verification successful' : 'No record was found for this number';
  const body = ok(presentCheck(row, retentionCutoff(ctx)), message);

  return storeOnce(ctx, input.idempotencyKey, async () => {
    const answer = { statusCode: 200, body };
    await ctx.db.transaction(async (tx) => {
      await debitWallet(ctx, tx, {
        businessId,
        price,
        description: `${input.country.toUpperCase()} ${input.typeValue} check`,
        reference: id,
      });
      await tx.insert(identityChecks).values(row);
      await rememberAnswer(ctx, tx, input.idempotencyKey, answer);
    });
    return answer;
  });
}
