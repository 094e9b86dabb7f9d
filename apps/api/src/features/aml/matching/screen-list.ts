/**
 * One screening against one list: the entities the blocking index finds for the subject are scored, and
 * those at or above the threshold come back best first, at most `limit`, each with the reasons its score
 * was given. The sandbox list and a business's own watchlist are both screened through it.
 *
 * It scores exactly as scoreMatch does, reasons included, but prepares the subject's names once and reads
 * each candidate's names from the index already tokenised; a name reason's words are only written for the
 * hits returned.
 */
import { type BlockingIndex, DEFAULT_CANDIDATES } from './blocking-index.js';
import {
  describeName,
  identifiersOf,
  type MatchReason,
  type MatchSubject,
  nameNotCompared,
  noNameAgrees,
  weighMatch,
} from './match-score.js';
import { comparePreparedNames, prepareName } from './name-score.js';
import { QueryNames } from './query-names.js';

export interface ScreenOptions {
  /** Hits scoring below it are left out. */
  threshold: number;
  /** At most this many hits. */
  limit: number;
}

export interface ListHit<Entity> {
  entity: Entity;
  score: number;
  reasons: MatchReason[];
}

interface Scored<Entity> extends ListHit<Entity> {
  /** The query name and the entity's name that agreed best, -1 when none was compared or none agreed. */
  query: number;
  candidate: number;
}

export function screenAgainst<Entity extends MatchSubject & { id: string }>(
  index: BlockingIndex<Entity>,
  subject: MatchSubject,
  { threshold, limit }: ScreenOptions,
): ListHit<Entity>[] {
  if (limit <= 0) return [];
  const names = new QueryNames(subject.names);
  const subjectIds = identifiersOf(subject);
  const scored: Scored<Entity>[] = [];
  for (const slot of index.candidateSlots(subject, DEFAULT_CANDIDATES)) {
    const entity = index.at(slot);
    // Only a shared identifier (a wallet, say) links a person to a company's entry.
    const sameSchema = subject.schema === entity.schema;
    const name = sameSchema ? names.best(index.names, index.namesOf(slot)) : undefined;
    const text = sameSchema ? noNameAgrees : nameNotCompared;
    const { score, reasons } = weighMatch(subject, subjectIds, entity, name?.score ?? 0, text);
    if (score >= threshold)
      scored.push({ entity, score, reasons, query: name?.query ?? -1, candidate: name?.candidate ?? -1 });
  }
  // Equal scores keep the index's order: the entity sharing more keys with the subject first.
  scored.sort((a, b) => b.score - a.score);
  const prepared = scored.length > 0 ? subject.names.map(prepareName) : [];
  return scored.slice(0, limit).map(({ entity, score, reasons, query, candidate }) => {
    const [nameReason] = reasons;
    const queryName = subject.names[query];
    const entityName = entity.names[candidate];
    if (nameReason && queryName !== undefined && entityName !== undefined) {
      const comparison = comparePreparedNames(prepared[query] ?? [], prepareName(entityName));
      nameReason.text = describeName(queryName, entityName, comparison);
    }
    return { entity, score, reasons };
  });
}
