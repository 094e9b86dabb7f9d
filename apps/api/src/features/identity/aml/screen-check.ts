/**
 * Sanction and PEP screening of the person an identity check found (POST /verifications/identity/{id}/aml),
 * following the check pattern: idempotent replay → the check, in the caller's scope (404 otherwise) →
 * price → (live) balance pre-check → the list provider → one transaction: debit, store the screening,
 * put its risk level on the check, remember the answer. It runs in the check's environment: a sandbox
 * record is screened against the sandbox list, free, whatever the caller has switched to since.
 */
import type { SuccessEnvelope, TAmlMatch, TAmlScreening } from '@verity/client';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.js';
import { amlScreenings, identityChecks } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/envelope.js';
import { newId } from '../../../lib/ids.js';
import type { HistoryScope } from '../../auth/history-scope.js';
import {
  type IdempotencyKey,
  rememberAnswer,
  replayAnswer,
  storeOnce,
} from '../../billing/idempotent-answers.js';
import { assertCanPay, debitWallet, priceOf } from '../../billing/wallet-charges.js';
import { findCheck } from '../find-check.js';
import { ProviderNotConfiguredError, ProviderUnavailableError } from '../providers/identity-provider.js';
import type { CheckRequester } from '../run-identity-check.js';
import { retentionCutoff } from '../run-identity-check.js';
import type { AmlProviders } from './aml-provider.js';

export const AML_PRICE_KEY = 'aml:identity';
export const NOTHING_TO_SCREEN =
  'Only a check that found a person can be screened, and only while its record is kept';

type ScreeningRow = typeof amlScreenings.$inferSelect;

/** Sanctions outrank PEPs: the worst match sets the level; no match is low risk. */
export function riskLevelOfMatches(matches: readonly TAmlMatch[]): string {
  if (matches.some((match) => match.category === 'sanction')) return 'critical_high_risk';
  if (matches.some((match) => match.category === 'pep')) return 'potential_high_risk';
  return 'low_risk';
}

function presentScreening(row: ScreeningRow): TAmlScreening {
  return {
    id: row.id,
    checkId: row.checkId,
    status: row.status,
    riskLevel: row.riskLevel,
    matches: row.matches as TAmlMatch[],
    lists: row.lists as string[],
    screenedName: row.screenedName,
    environment: row.environment,
    cost: { amount: row.costAmount, currency: row.currency },
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function latestScreening(ctx: AppContext, checkId: string): Promise<TAmlScreening | null> {
  const [row] = await ctx.db
    .select()
    .from(amlScreenings)
    .where(eq(amlScreenings.checkId, checkId))
    .orderBy(desc(amlScreenings.id))
    .limit(1);
  return row ? presentScreening(row) : null;
}

export interface ScreeningOutcome {
  statusCode: number;
  body: SuccessEnvelope<TAmlScreening>;
}

export async function screenCheck(
  ctx: AppContext,
  requester: CheckRequester,
  providers: AmlProviders,
  input: { scope: HistoryScope; checkId: string; idempotencyKey?: IdempotencyKey | undefined },
): Promise<ScreeningOutcome> {
  const { businessId } = requester;
  const previous = await replayAnswer<ScreeningOutcome['body']>(ctx, input.idempotencyKey);
  if (previous) return previous;
  const check = await findCheck(ctx, input.scope, input.checkId);
  const expired = check.createdAt.getTime() < retentionCutoff(ctx).getTime();
  const person = check.result as { fullName?: string | null; dateOfBirth?: string | null } | null;
  const fullName = person?.fullName?.trim();
  if (check.status !== 'found' || expired || !fullName)
    throw new AppError('ValidationError', NOTHING_TO_SCREEN);

  const live = check.environment === 'live';
  const provider = live ? providers.live : providers.sandbox;
  if (!provider) throw new AppError('ServiceUnavailableError', new ProviderNotConfiguredError().message);
  const price = live ? await priceOf(ctx, AML_PRICE_KEY) : { amount: 0, currency: check.currency };
  if (live) await assertCanPay(ctx, businessId, price);

  let answer: Awaited<ReturnType<typeof provider.screen>>;
  try {
    answer = await provider.screen({
      fullName,
      dateOfBirth: person?.dateOfBirth ?? null,
      nationality: (check.result as { nationality?: string | null }).nationality ?? null,
      country: check.country,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new AppError('ServiceUnavailableError', error.message);
    throw error;
  }

  const row: ScreeningRow = {
    id: newId(),
    checkId: check.id,
    businessId,
    environment: check.environment,
    status: answer.matches.length > 0 ? 'potential_match' : 'clear',
    riskLevel: riskLevelOfMatches(answer.matches),
    screenedName: fullName,
    matches: answer.matches,
    lists: answer.lists,
    requestedBy: requester.userId,
    requestedByName: requester.userName,
    costAmount: price.amount,
    currency: price.currency,
    createdAt: ctx.now(),
  };
  const message =
    row.status === 'clear'
      ? 'Screening complete: no sanction or PEP match'
      : 'Screening complete: possible matches need review';
  const body = ok(presentScreening(row), message);
  return storeOnce(ctx, input.idempotencyKey, async () => {
    const stored = { statusCode: 200, body };
    await ctx.db.transaction(async (tx) => {
      if (live)
        await debitWallet(ctx, tx, {
          businessId,
          price,
          description: 'Sanction and PEP screening',
          reference: row.id,
        });
      await tx.insert(amlScreenings).values(row);
      await tx
        .update(identityChecks)
        .set({ riskLevel: row.riskLevel })
        .where(eq(identityChecks.id, check.id));
      await rememberAnswer(ctx, tx, input.idempotencyKey, stored);
    });
    return stored;
  });
}
