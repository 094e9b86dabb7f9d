/**
 * Sanction and PEP screening of the person an identity check found (POST /verifications/identity/{id}/aml),
 * screened like any Sanction & PEP check (the same lists, the business's watchlist, the same matcher and
 * threshold; run-aml-check.ts), on the kit's charged-check pipeline: the check must be in the caller's
 * scope (404 otherwise) and still name a person (`foundPerson`, which the module's identity check reads
 * too); the screening is stored with its risk level put on the check, in the charging transaction.
 * It runs in the check's environment: a sandbox record is screened against the sandbox list, free,
 * whatever the caller has switched to since.
 */
import type { TAmlHit, TAmlMatch, TAmlScreening, TIdentityPerson } from '@verity/client';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { insertWrite } from '../../db/one-statement.js';
import { amlScreenings, identityChecks } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuditInTransaction } from '../audit/audit-hook.js';
import type { HistoryScope } from '../auth/history-scope.js';
import type { IdempotencyKey } from '../billing/idempotent-answers.js';
import { findCheck } from '../identity/find-check.js';
import { retentionCutoff } from '../identity/run-identity-check.js';
import { type ChargedOutcome, pricedRecord, runChargedCheck } from '../verification-kit/charged-check.js';
import type { CheckRequester } from '../verification-kit/requester.js';
import { thresholdFor } from './aml-settings.js';
import { nameSubject } from './aml-subject.js';
import { riskLevelOf } from './hit-decisions.js';
import { type AmlCheckDeps, hitOf, MAX_HITS, screeningMessage, screenSubject } from './run-aml-check.js';
import type { ScreeningProvider } from './screening-provider.js';

export const AML_PRICE_KEY = 'aml:identity';
export const NOTHING_TO_SCREEN =
  'Only a check that found a person can be screened, and only while its record is kept';

type ScreeningRow = typeof amlScreenings.$inferSelect;

/**
 * The person an identity check found, as a screening's subject. A check that found nobody, or whose record
 * retention has withheld, names no one to screen.
 */
export async function foundPerson(ctx: AppContext, scope: HistoryScope, checkId: string) {
  const check = await findCheck(ctx, scope, checkId);
  const person = check.result as Partial<TIdentityPerson> | null;
  const name = person?.fullName?.trim();
  if (check.status !== 'found' || check.createdAt < retentionCutoff(ctx) || !name)
    throw new AppError('ValidationError', NOTHING_TO_SCREEN);
  const screened = nameSubject('individual', {
    name,
    birthDate: person?.dateOfBirth ?? undefined,
    nationality: person?.nationality ?? undefined,
    country: check.country.length === 2 ? check.country : undefined,
  });
  screened.subject.verificationId = check.id;
  return { check, screened };
}

/** A hit's short view: the entity's first name, its category and first list, why it is listed. */
function matchOf(hit: TAmlHit): TAmlMatch {
  const { entity } = hit;
  return {
    name: entity.names[0] ?? '',
    category: entity.category,
    list: entity.datasets[0] ?? '',
    country: entity.countries[0] ?? null,
    dateOfBirth: entity.birthDates[0] ?? null,
    reason: entity.programs[0] ?? entity.positions[0] ?? null,
    score: hit.score,
  };
}

/** A screening made before hits were kept has its matches only: it shows those, and no hits. */
const isHit = (item: unknown): item is TAmlHit =>
  typeof item === 'object' && item !== null && 'entity' in item;

function presentScreening(row: ScreeningRow): TAmlScreening {
  return {
    id: row.id,
    checkId: row.checkId,
    status: row.status,
    riskLevel: row.riskLevel,
    matches: (row.matches as Array<TAmlHit | TAmlMatch>).map((item) => (isHit(item) ? matchOf(item) : item)),
    hits: (row.matches as unknown[]).filter(isHit),
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
  deps: AmlCheckDeps,
  input: {
    scope: HistoryScope;
    checkId: string;
    idempotencyKey?: IdempotencyKey | undefined;
    /** The calling route's audit row, written in the screening's transaction. */
    audit?: AuditInTransaction | undefined;
  },
): Promise<ScreeningOutcome> {
  return runChargedCheck(ctx, input, async () => {
    const { check, screened } = await foundPerson(ctx, input.scope, input.checkId);
    const threshold = await thresholdFor(ctx, requester.businessId, 'identity');
    return {
      businessId: requester.businessId,
      environment: check.environment,
      currency: check.currency,
      priceKey: AML_PRICE_KEY,
      ledgerDescription: 'Sanction and PEP screening',
      event: 'screening.completed',
      providers: deps.providers,
      ask: (provider) =>
        screenSubject(ctx, deps, provider as ScreeningProvider, check, {
          subject: screened.match,
          threshold,
          limit: MAX_HITS,
          scope: 'default',
        }),
      record(answer, price) {
        const hits = answer.hits.map(hitOf);
        const row: ScreeningRow = {
          ...pricedRecord(ctx, price),
          checkId: check.id,
          businessId: requester.businessId,
          environment: check.environment,
          status: hits.length > 0 ? 'potential_match' : 'clear',
          riskLevel: riskLevelOf(hits),
          screenedName: screened.reference,
          // Kept in the module's hit shape; `matches` is derived from it when shown.
          matches: hits,
          lists: answer.lists,
          requestedBy: requester.userId,
          requestedByName: requester.userName,
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
          present: () => ({ data: presentScreening(row), message: screeningMessage(row.status) }),
        };
      },
    };
  });
}
