/**
 * The store under the in-memory caches (auth sessions, history pages): entries that go stale a fixed time
 * after they were stored, bounded in number. A stale entry is dropped when read; the ones never read again
 * are swept at most once a TTL, so an idle cache holds little.
 */
export interface TimedEntry {
  /** When it was stored (ms on the app's clock). */
  storedAt: number;
}

export class TimedEntries<E extends TimedEntry> {
  readonly #entries = new Map<string, E>();
  #sweptAt = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The entry while fresh at `now`; a clock set back (tests) counts as stale rather than trusted. */
  fresh(key: string, now: number): E | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now >= entry.storedAt + this.ttlMs || now < entry.storedAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: E): void {
    const now = entry.storedAt;
    if (now - this.#sweptAt >= this.ttlMs || now < this.#sweptAt) {
      this.#sweptAt = now;
      for (const [stale, old] of this.#entries)
        if (now >= old.storedAt + this.ttlMs) this.#entries.delete(stale);
    }
    // Insertion order is age order: when full, the oldest goes.
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, entry);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops every entry `matches` picks. */
  deleteWhere(matches: (entry: E) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry)) this.#entries.delete(key);
  }
}
