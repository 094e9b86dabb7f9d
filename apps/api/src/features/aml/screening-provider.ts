/**
 * The boundary to the lists a screening searches: one interface, answered in sandbox by the generated list
 * (and a business's own watchlist beside it), and in live by a screening server a business runs with its
 * licensed data (yente, `SCREENING_URL`). Whatever answers, hits carry the listed entity, a score 0 to 1 and
 * the reasons in words, so the dashboard shows every hit the same way. Failures throw the kit's
 * `ProviderUnavailableError` (503, nothing charged).
 */
import type { MatchReason, MatchSubject } from './matching/match-score.js';
import type { ListedEntity } from './sandbox-list/listed-entity.js';

/** Which lists a screening searches: sanctions and PEPs everywhere, or the domestic PEP registers only. */
export type ScreeningScope = 'default' | 'domestic-pep';

export interface ScreeningQuery {
  subject: MatchSubject;
  /** Hits scoring below it are left out. */
  threshold: number;
  /** At most this many hits, best first. */
  limit: number;
  scope: ScreeningScope;
  /** The country whose register a domestic PEP screening searches (ISO alpha-2, lower case). */
  country?: string | undefined;
}

export interface ScreeningHit {
  entity: ListedEntity;
  score: number;
  reasons: MatchReason[];
}

export interface ScreeningAnswer {
  /** The lists searched, by name. */
  lists: string[];
  hits: ScreeningHit[];
}

export interface ScreeningProvider {
  readonly name: string;
  screen(query: ScreeningQuery, signal?: AbortSignal): Promise<ScreeningAnswer>;
}
