/**
 * An officer's decisions on a check's hits, and what follows from them. A check with a confirmed hit is a
 * confirmed match; one whose every hit was ruled a false positive is clear again; otherwise a hit awaits
 * review and it is a potential match. The risk level counts only hits not ruled out: sanctions (and the
 * business's own watchlist) outrank PEPs. A decision replaces an earlier one on the same hit (an officer
 * may correct themselves); the audit log keeps both.
 */
import type { AmlCheckStatus, TAmlCheck, TAmlHit, TAmlHitDecisionRequest } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { afterCommit } from '../../db/request-transaction.js';
import { notFound } from '../../http/app-error.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { inRecordScope } from '../verification-kit/check-records.js';
import { type AmlCheckRow, presentAmlCheck } from './aml-records.js';
import { amlChecks } from './aml-tables.js';

export function checkStatusOf(hits: readonly TAmlHit[]): Exclude<AmlCheckStatus, 'failed'> {
  if (hits.some((hit) => hit.decision?.outcome === 'confirmed')) return 'confirmed_match';
  if (hits.every((hit) => hit.decision?.outcome === 'false_positive')) return 'clear';
  return 'potential_match';
}

export function riskLevelOf(hits: readonly TAmlHit[]): string {
  const open = hits.filter((hit) => hit.decision?.outcome !== 'false_positive');
  if (open.some((hit) => hit.entity.category !== 'pep')) return 'critical_high_risk';
  if (open.length > 0) return 'potential_high_risk';
  return 'low_risk';
}

export async function decideHit(
  ctx: AppContext,
  scope: Pick<HistoryScope, 'businessId' | 'organizationId'>,
  ids: { id: string; hitId: string },
  input: { decision: TAmlHitDecisionRequest['decision']; note: string },
  decidedBy: { id: string; name: string },
): Promise<TAmlCheck> {
  // The row is locked while its hits are rewritten, so two officers deciding two hits at once both count.
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(amlChecks)
      .where(inRecordScope(amlChecks, scope, ids.id))
      .for('update');
    const hits = (found?.hits ?? []) as TAmlHit[];
    if (!found || !hits.some((hit) => hit.id === ids.hitId)) throw notFound('Hit not found');
    const decision = {
      outcome: input.decision,
      note: input.note,
      decidedBy,
      decidedAt: ctx.now().toISOString(),
    };
    const decided = hits.map((hit) => (hit.id === ids.hitId ? { ...hit, decision } : hit));
    const changes = { hits: decided, status: checkStatusOf(decided), riskLevel: riskLevelOf(decided) };
    await tx.update(amlChecks).set(changes).where(eq(amlChecks.id, found.id));
    return { ...found, ...changes } satisfies AmlCheckRow;
  });
  afterCommit(() => ctx.historyCache.changed(scope.businessId));
  return presentAmlCheck(row);
}
