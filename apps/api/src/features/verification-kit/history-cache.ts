/**
 * History pages, kept for a moment as the JSON they were sent as: a dashboard's list, polled or
 * opened by several colleagues, costs no query and no serialization while nothing of that business changed.
 *
 * Correctness rests on two things, as for the auth cache (auth/auth-cache.ts):
 *  - Every write of a business's records (the charged-check pipeline: a check, its free failed record, a
 *    screening that sets a check's risk level) calls `changed(businessId)` after it commits, which drops
 *    every page of that business at once (a generation per business: O(1), whatever the number of pages).
 *  - Pages live at most `HISTORY_CACHE_TTL_MS`, so a write this process did not make (another server
 *    process) and a record crossing the retention cutoff are seen within that time.
 * A page loaded while a write committed is not stored (its generation is older), so a read racing a check
 * cannot keep the list without it.
 */

import { afterCommit } from '../../db/request-transaction.js';
import { TimedEntries, type TimedEntry } from '../../lib/timed-entries.js';

export const HISTORY_CACHE_TTL_MS = 2_000;
/** A bound on memory: pages are ~15 KB each, so at most ~30 MB. */
const MAX_ENTRIES = 2_000;

interface Entry extends TimedEntry {
  body: string;
  businessId: string;
  generation: number;
}

export class HistoryCache {
  readonly #entries: TimedEntries<Entry>;
  readonly #generations = new Map<string, number>();

  constructor(
    private readonly now: () => Date,
    ttlMs = HISTORY_CACHE_TTL_MS,
  ) {
    this.#entries = new TimedEntries(ttlMs, MAX_ENTRIES);
  }

  /** Read before loading a page of this business; pass it back to `set`. */
  generation(businessId: string): number {
    return this.#generations.get(businessId) ?? 0;
  }

  get(key: string): string | undefined {
    const entry = this.#entries.fresh(key, this.now().getTime());
    if (!entry) return undefined;
    if (entry.generation !== this.generation(entry.businessId)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps a page unless its business changed since the load began. */
  set(key: string, businessId: string, body: string, generation: number): void {
    if (generation !== this.generation(businessId)) return;
    this.#entries.set(key, { body, businessId, generation, storedAt: this.now().getTime() });
  }

  /** The business's records changed (call after the commit): none of its pages is served again. */
  changed(businessId: string): void {
    const bump = () => this.#generations.set(businessId, this.generation(businessId) + 1);
    bump();
    // Inside a request's transaction, again once it commits (a page loaded in between is the old one).
    afterCommit(bump);
  }
}
