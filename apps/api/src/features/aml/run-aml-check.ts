/**
 * One sanction and PEP check on the kit's charged-check pipeline: the subject is screened by the lists'
 * provider (the sandbox list, or the live screening server) and against the business's own watchlist,
 * the hits are merged best first, and the check is stored with its status (potential match when any hit
 * scored at or above the threshold, else clear) and its risk level, in the charging transaction. A failed
 * screening keeps a free record whose id travels with the 503.
 */
import type { AmlCheckType, TAmlCheck, TAmlHit } from '@verity/client';
import type { AppContext } from '../../context.js';
import { insertWrite } from '../../db/one-statement.js';
import type { AuditInTransaction } from '../audit/audit-hook.js';
import type { IdempotencyKey } from '../billing/idempotent-answers.js';
import {
  type ChargedOutcome,
  failedRecord,
  pricedRecord,
  priceKey,
  runChargedCheck,
} from '../verification-kit/charged-check.js';
import type { ProviderPair } from '../verification-kit/providers.js';
import { type CheckRequester, requesterColumns } from '../verification-kit/requester.js';
import { type AmlCheckRow, presentAmlCheck } from './aml-records.js';
import type { ScreenedSubject } from './aml-subject.js';
import { amlChecks } from './aml-tables.js';
import { checkStatusOf, riskLevelOf } from './hit-decisions.js';
import type {
  ScreeningAnswer,
  ScreeningHit,
  ScreeningProvider,
  ScreeningQuery,
  ScreeningScope,
} from './screening-provider.js';
import { WATCHLIST_DATASET, type WatchlistIndexes } from './watchlist.js';

/** At most this many hits are kept: an officer reviews each, so more would be noise, not diligence. */
export const MAX_HITS = 25;

export interface AmlCheckRequest {
  type: AmlCheckType;
  screened: ScreenedSubject;
  threshold: number;
  scope: ScreeningScope;
  country?: string | undefined;
  idempotencyKey?: IdempotencyKey | undefined;
  audit?: AuditInTransaction | undefined;
}

export interface AmlCheckDeps {
  providers: ProviderPair<ScreeningProvider>;
  watchlists: WatchlistIndexes;
}

/**
 * The lists' hits (from the provider) and, for a screening of the lists at large, the business's own
 * watchlist's, merged best first.
 */
export async function screenSubject(
  ctx: AppContext,
  deps: AmlCheckDeps,
  provider: ScreeningProvider,
  business: { businessId: string; environment: 'sandbox' | 'live' },
  query: ScreeningQuery,
): Promise<ScreeningAnswer> {
  const own = query.scope === 'default';
  const [listed, watched] = await Promise.all([
    provider.screen(query),
    own ? deps.watchlists.screen(ctx, business, query.subject, query) : Promise.resolve([]),
  ]);
  return {
    lists: own ? [...listed.lists, WATCHLIST_DATASET] : listed.lists,
    hits: [...listed.hits, ...watched].sort((a, b) => b.score - a.score).slice(0, query.limit),
  };
}

/** What a screening answers: clear, or hits an officer must review. */
export const screeningMessage = (status: string): string =>
  status === 'clear'
    ? 'Screening complete: no sanction or PEP match'
    : 'Screening complete: possible matches need review';

/** A hit as a check keeps it: the listed entity as shown, its score and reasons, no decision yet. */
export function hitOf(hit: ScreeningHit): TAmlHit {
  const { entity } = hit;
  return {
    id: entity.id,
    entity: {
      id: entity.id,
      schema: entity.schema,
      category: entity.category,
      names: [...entity.names],
      birthDates: [...(entity.birthDates ?? [])],
      countries: [...(entity.countries ?? [])],
      positions: entity.positions,
      programs: entity.programs,
      listedOn: entity.listedOn,
      wallets: entity.wallets,
      datasets: entity.datasets,
    },
    score: Number(hit.score.toFixed(3)),
    reasons: hit.reasons,
    decision: null,
  };
}

export function runAmlCheck(
  ctx: AppContext,
  requester: CheckRequester,
  deps: AmlCheckDeps,
  request: AmlCheckRequest,
): Promise<ChargedOutcome<TAmlCheck>> {
  const { screened, threshold } = request;
  const base = {
    ...requesterColumns(requester),
    type: request.type,
    reference: screened.reference,
    searchText: screened.reference.toLowerCase(),
    subject: screened.subject,
    threshold,
  };
  return runChargedCheck(ctx, request, () => ({
    businessId: requester.businessId,
    environment: requester.environment,
    currency: requester.currency,
    priceKey: priceKey('aml', request.type),
    ledgerDescription: 'Sanction and PEP screening',
    event: 'aml.check.completed',
    providers: deps.providers,
    ask: (provider) =>
      screenSubject(ctx, deps, provider as ScreeningProvider, requester, {
        subject: screened.match,
        threshold,
        limit: MAX_HITS,
        scope: request.scope,
        country: request.country,
      }),
    async recordUnavailable(error, price) {
      const row = { ...base, ...failedRecord(ctx, error, price), riskLevel: 'low_risk', lists: [], hits: [] };
      await ctx.db.insert(amlChecks).values(row);
      return row;
    },
    record(answer, price) {
      const hits = answer.hits.map(hitOf);
      const row: AmlCheckRow = {
        ...base,
        ...pricedRecord(ctx, price),
        status: checkStatusOf(hits),
        riskLevel: riskLevelOf(hits),
        lists: answer.lists,
        hits,
        failureReason: null,
      };
      return {
        id: row.id,
        writes: () => [insertWrite(amlChecks, row)],
        present: () => ({ data: presentAmlCheck(row), message: screeningMessage(row.status) }),
      };
    },
  }));
}
