/**
 * Finds the few hundred listed entities worth scoring for a screening, so a name is never compared with a
 * whole list. Every entity is filed under keys: each name token as written and by its double-metaphone
 * keys (so Mohammed finds Muhammad), its first four letters (so a typo past them still finds it), its
 * identifiers and wallet addresses. A screening collects the entities sharing its keys, rarest keys first,
 * and keeps those sharing the most (the first found first among those sharing as many). Entities are added
 * and removed one at a time, so a watchlist edit or a list update does not rebuild the index.
 *
 * A list may hold a million entities: each key is a number, its posting the entity slots in a typed array
 * (one slot alone is kept as the number), each entity's names are kept tokenised in a name store for the
 * screening to compare, and a screening counts shared keys in one array reused by every screening.
 */
import { keysOf } from './blocking-keys.js';
import { identifiersOf, type MatchSubject } from './match-score.js';
import { NameStore } from './name-store.js';
import { nameTokens } from './name-tokens.js';
import { withRoom } from './typed-growth.js';

/** A key carried by more entities than this says little on its own: it only counts entities rarer keys found. */
const COMMON_KEY = 20_000;
export const DEFAULT_CANDIDATES = 300;

/** The slots filed under one key: a lone slot, or a typed array whose first number is how many follow. */
type Posting = number | Int32Array;

const postingLength = (posting: Posting): number =>
  typeof posting === 'number' ? 1 : (posting[0] as number);

export class BlockingIndex<Entity extends MatchSubject & { id: string }> {
  private entities: (Entity | undefined)[] = [];
  private slots = new Map<string, number>();
  private keyIds = new Map<string, number>();
  private postings: Posting[] = [];
  /** The names of the entity in each slot: where they start in `names`. */
  private nameOffsets = new Int32Array(1024);
  private store = new NameStore();
  private live = 0;
  // A screening's tally, reused: shared keys by slot (zero again once it is done), and the slots it touched.
  private counts = new Uint16Array(1024);
  private touched = new Int32Array(1024);

  get size(): number {
    return this.live;
  }

  /** The entities' names, tokenised: a screening reads them at `namesOf(slot)`. */
  get names(): NameStore {
    return this.store;
  }

  add(entity: Entity): void {
    this.remove(entity.id);
    const slot = this.entities.length;
    this.entities.push(entity);
    this.slots.set(entity.id, slot);
    this.live += 1;
    const tokens = entity.names.map(nameTokens);
    this.nameOffsets = withRoom(this.nameOffsets, slot + 1);
    this.nameOffsets[slot] = this.store.add(tokens);
    for (const key of keysOf(tokens, identifiersOf(entity))) {
      let id = this.keyIds.get(key);
      if (id === undefined) {
        id = this.postings.length;
        this.keyIds.set(key, id);
        this.postings.push(slot);
      } else {
        this.postings[id] = appended(this.postings[id] as Posting, slot);
      }
    }
  }

  /** Forgets an entity; its slot stays in the postings and is skipped until compact() drops it. */
  remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.entities[slot] = undefined;
    this.slots.delete(id);
    this.live -= 1;
  }

  /** Files the live entities again, in their order, without the slots of those removed or replaced. */
  compact(): void {
    const live = this.entities.filter((entity): entity is Entity => entity !== undefined);
    this.entities = [];
    this.slots = new Map();
    this.keyIds = new Map();
    this.postings = [];
    this.nameOffsets = new Int32Array(Math.max(1024, live.length));
    this.store = new NameStore();
    this.live = 0;
    for (const entity of live) this.add(entity);
  }

  get(id: string): Entity | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.entities[slot];
  }

  /** The entity in a slot candidateSlots returned. */
  at(slot: number): Entity {
    return this.entities[slot] as Entity;
  }

  /** Where the names of the entity in `slot` start in the name store. */
  namesOf(slot: number): number {
    return this.nameOffsets[slot] as number;
  }

  /** The entities that share most keys with `subject`, at most `limit`. */
  candidates(subject: MatchSubject, limit = DEFAULT_CANDIDATES): Entity[] {
    return Array.from(this.candidateSlots(subject, limit), (slot) => this.entities[slot] as Entity);
  }

  /** The slots of the entities that share most keys with `subject`, at most `limit`, most keys first. */
  candidateSlots(subject: MatchSubject, limit = DEFAULT_CANDIDATES): Int32Array {
    const found: Posting[] = [];
    for (const key of keysOf(subject.names.map(nameTokens), identifiersOf(subject))) {
      const id = this.keyIds.get(key);
      if (id !== undefined) found.push(this.postings[id] as Posting);
    }
    found.sort((a, b) => postingLength(a) - postingLength(b));
    this.counts = withRoom(this.counts, this.entities.length);
    this.touched = withRoom(this.touched, this.entities.length);
    const counts = this.counts;
    const touched = this.touched;
    let reached = 0;
    for (const posting of found) {
      if (typeof posting === 'number') {
        if ((counts[posting] as number) === 0) touched[reached++] = posting;
        counts[posting] = (counts[posting] as number) + 1;
        continue;
      }
      const length = posting[0] as number;
      // Only a common key found first keeps a posting this size worth walking for everyone.
      if (length > COMMON_KEY && reached > 0) {
        for (let i = 0; i < reached; i += 1) {
          const slot = touched[i] as number;
          if (binaryHas(posting, length, slot)) counts[slot] = (counts[slot] as number) + 1;
        }
        continue;
      }
      for (let i = 1; i <= length; i += 1) {
        const slot = posting[i] as number;
        if ((counts[slot] as number) === 0) touched[reached++] = slot;
        counts[slot] = (counts[slot] as number) + 1;
      }
    }
    const ranked = this.rank(reached, found.length, limit);
    for (let i = 0; i < reached; i += 1) counts[touched[i] as number] = 0;
    return ranked;
  }

  /**
   * The live slots among the first `reached` touched, by keys shared (at most `most`), then in the order
   * they were touched, at most `limit`: a counting sort, as a screening may touch tens of thousands.
   */
  private rank(reached: number, most: number, limit: number): Int32Array {
    const { counts, touched, entities } = this;
    if (reached === 0 || limit <= 0) return new Int32Array(0);
    const byCount = new Int32Array(most + 1);
    for (let i = 0; i < reached; i += 1) {
      const slot = touched[i] as number;
      if (entities[slot] === undefined) continue;
      const count = counts[slot] as number;
      byCount[count] = (byCount[count] as number) + 1;
    }
    // Every slot sharing more than `cutoff` keys is kept, and the first `room` of those sharing `cutoff`;
    // `next` is where the next slot sharing a count goes.
    const next = new Int32Array(most + 1);
    let above = 0;
    let cutoff = 1;
    for (let count = most; count >= 1; count -= 1) {
      next[count] = above;
      const here = byCount[count] as number;
      if (above + here >= limit || count === 1) {
        cutoff = count;
        break;
      }
      above += here;
    }
    let room = Math.min(byCount[cutoff] as number, limit - above);
    const ranked = new Int32Array(above + room);
    for (let i = 0; i < reached; i += 1) {
      const slot = touched[i] as number;
      const count = counts[slot] as number;
      if (count < cutoff || entities[slot] === undefined) continue;
      if (count === cutoff) {
        if (room === 0) continue;
        room -= 1;
      }
      ranked[next[count] as number] = slot;
      next[count] = (next[count] as number) + 1;
    }
    return ranked;
  }
}

/** `posting` with `slot` added at its end: slots are filed in the order they are made, so postings stay sorted. */
function appended(posting: Posting, slot: number): Int32Array {
  if (typeof posting === 'number') return Int32Array.of(2, posting, slot, 0);
  const length = posting[0] as number;
  const grown = withRoom(posting, length + 2);
  grown[length + 1] = slot;
  grown[0] = length + 1;
  return grown;
}

function binaryHas(posting: Int32Array, length: number, value: number): boolean {
  let low = 1;
  let high = length;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = posting[middle] as number;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
