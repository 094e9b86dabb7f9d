/**
 * Sanction and PEP screening of the person an identity check found (POST /verifications/identity/{id}/aml),
 * on the kit's charged-check pipeline: the check must be in the caller's scope (404 otherwise) and still
 * name a person; the screening is stored with its risk level put on the check, in the charging transaction.
 * It runs in the check's environment: a sandbox record is screened against the sandbox list, free,
 * whatever the caller has switched to since.
 */
import type { TAmlMatch, TAmlScreening } from '@verity/client';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { insertWrite } from '../../db/one-statement.js';
import { amlScreenings, identityChecks } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import type { AuditInTransaction } from '../audit/audit-hook.js';
import type { HistoryScope } from '../auth/history-scope.js';
import type { IdempotencyKey } from '../billing/idempotent-answers.js';
import { findCheck } from '../identity/find-check.js';
import { retentionCutoff } from '../identity/run-identity-check.js';
import { type ChargedOutcome, runChargedCheck } from '../verification-kit/charged-check.js';
import type { CheckRequester } from '../verification-kit/requester.js';
import type { AmlProvider, AmlProviders } from './aml-provider.js';

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

export type ScreeningOutcome = ChargedOutcome<TAmlScreening>;

export async function screenCheck(
  ctx: AppContext,
  requester: CheckRequester,
  providers: AmlProviders,
  input: {
    scope: HistoryScope;
    checkId: string;
    idempotencyKey?: IdempotencyKey | undefined;
    /** The calling route's audit row, written in the screening's transaction. */
    audit?: AuditInTransaction | undefined;
  },
): Promise<ScreeningOutcome> {
  return runChargedCheck(ctx, input, async () => {
    const check = await findCheck(ctx, input.scope, input.checkId);
    const expired = check.createdAt.getTime() < retentionCutoff(ctx).getTime();
    const person = check.result as {
      fullName?: string | null;
      dateOfBirth?: string | null;
      nationality?: string | null;
    } | null;
    const fullName = person?.fullName?.trim();
    if (check.status !== 'found' || expired || !fullName)
      throw new AppError('ValidationError', NOTHING_TO_SCREEN);
    return {
      businessId: requester.businessId,
      environment: check.environment,
      currency: check.currency,
      priceKey: AML_PRICE_KEY,
      ledgerDescription: 'Sanction and PEP screening',
      event: 'screening.completed',
      providers,
      ask: (provider) =>
        (provider as AmlProvider).screen({
          fullName,
          dateOfBirth: person?.dateOfBirth ?? null,
          nationality: person?.nationality ?? null,
          country: check.country,
        }),
      record(answer, price) {
        const row: ScreeningRow = {
          id: newId(),
          checkId: check.id,
          businessId: requester.businessId,
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
        return {
          id: row.id,
          writes: (db) => [
            insertWrite(amlScreenings, row),
            {
              query: db
                .update(identityChecks)
                .set({ riskLevel: row.riskLevel })
                .where(eq(identityChecks.id, check.id)),
            },
          ],
          present: () => ({
            data: presentScreening(row),
            message:
              row.status === 'clear'
                ? 'Screening complete: no sanction or PEP match'
                : 'Screening complete: possible matches need review',
          }),
        };
      },
    };
  });
}
