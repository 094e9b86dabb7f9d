/**
 * Finds the few hundred listed entities worth scoring for a screening, so a name is never compared with a
 * whole list. Every entity is filed under keys: each name token as written and by its double-metaphone
 * keys (so Mohammed finds Muhammad), its first four letters (so a typo past them still finds it), its
 * identifiers and wallet addresses. A screening collects the entities sharing its keys, rarest keys first,
 * and keeps those sharing the most. Entities are added and removed one at a time, so a watchlist edit or a
 * list update does not rebuild the index.
 */
import { distinctKeys } from './blocking-keys.js';
import type { MatchSubject } from './match-score.js';

/** A key carried by more entities than this says little on its own: it only counts entities rarer keys found. */
const COMMON_KEY = 20_000;
export const DEFAULT_CANDIDATES = 300;

export class BlockingIndex<Entity extends MatchSubject & { id: string }> {
  private readonly entities: (Entity | undefined)[] = [];
  private readonly slots = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private live = 0;

  get size(): number {
    return this.live;
  }

  add(entity: Entity): void {
    this.remove(entity.id);
    const slot = this.entities.length;
    this.entities.push(entity);
    this.slots.set(entity.id, slot);
    this.live += 1;
    for (const key of distinctKeys(entity)) {
      let posting = this.postings.get(key);
      if (!posting) {
        posting = [];
        this.postings.set(key, posting);
      }
      posting.push(slot);
    }
  }

  /** Forgets an entity; its slot stays in the postings and is skipped (compact() reclaims them). */
  remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.entities[slot] = undefined;
    this.slots.delete(id);
    this.live -= 1;
  }

  get(id: string): Entity | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.entities[slot];
  }

  /** The entities that share most keys with `subject`, at most `limit`. */
  candidates(subject: MatchSubject, limit = DEFAULT_CANDIDATES): Entity[] {
    const postings = distinctKeys(subject)
      .map((key) => this.postings.get(key))
      .filter((posting): posting is number[] => posting !== undefined)
      .sort((a, b) => a.length - b.length);
    const shared = new Map<number, number>();
    for (const posting of postings) {
      const common = posting.length > COMMON_KEY;
      // Only a common key found first keeps a posting this size worth walking for everyone.
      if (common && shared.size > 0) {
        for (const slot of shared.keys())
          if (binaryHas(posting, slot)) shared.set(slot, (shared.get(slot) ?? 0) + 1);
        continue;
      }
      for (const slot of posting) shared.set(slot, (shared.get(slot) ?? 0) + 1);
    }
    const ranked = [...shared].sort((a, b) => b[1] - a[1]);
    const found: Entity[] = [];
    for (const [slot] of ranked) {
      const entity = this.entities[slot];
      if (entity) found.push(entity);
      if (found.length >= limit) break;
    }
    return found;
  }
}

/** Postings are filled in slot order, so they are sorted. */
function binaryHas(sorted: readonly number[], value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle] as number;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
