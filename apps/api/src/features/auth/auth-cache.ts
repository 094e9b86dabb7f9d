/**
 * Who is behind a session token, remembered for a few seconds so that a signed-in request costs no database
 * round trip and no signature check while the cache is warm (issue #13).
 *
 * Correctness rests on two things:
 *  - Every code path that changes what an entry holds (the session row, the user, their role, their
 *    business) calls the matching `forget…` after its write commits: logout, password change and reset,
 *    profile and environment changes, 2FA set-up and removal, forced 2FA, role and status changes.
 *  - Entries live at most `AUTH_CACHE_TTL_MS`, so a change this process did not make (another server
 *    process, a hand edit in the database) is seen within seconds.
 * A load that began before a `forget…` is not stored after it (the generation check), so a request racing
 * a change cannot put the old rows back. Time is the app's clock (`ctx.now()`), as everywhere else.
 */
import type { AuthContext } from './authenticate.js';

export const AUTH_CACHE_TTL_MS = 5_000;
/** A bound on memory, far above the sessions one process serves in a few seconds. */
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthContext;
  storedAt: number;
  /** When the token or its session expires, whichever comes first (ms). */
  expiresAt: number;
}

export class AuthCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #sweptAt = 0;

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = AUTH_CACHE_TTL_MS,
  ) {}

  /** Read before loading from the database; pass it back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  get(token: string): AuthContext | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    const now = this.now().getTime();
    // A clock set back (tests) is treated like an expired entry rather than trusted.
    if (now >= entry.storedAt + this.ttlMs || now >= entry.expiresAt || now < entry.storedAt) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.auth;
  }

  /** Stores what was loaded, unless something was forgotten since the load began. */
  set(token: string, auth: AuthContext, expiresAt: Date, generation: number): void {
    if (generation !== this.#generation) return;
    const now = this.now().getTime();
    // Entries are dropped when read stale; the ones never read again go here, at most once a TTL.
    if (now - this.#sweptAt >= this.ttlMs || now < this.#sweptAt) {
      this.#sweptAt = now;
      for (const [key, entry] of this.#entries)
        if (now >= entry.storedAt + this.ttlMs) this.#entries.delete(key);
    }
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    // One object serves many requests: frozen, so a handler that tried to change it would fail loudly.
    for (const part of [auth.user, auth.role, auth.role.permissions, auth.business, auth.apiKey, auth])
      Object.freeze(part);
    this.#entries.set(token, { auth, storedAt: now, expiresAt: expiresAt.getTime() });
  }

  forgetSession(sessionId: string): void {
    this.#forget((auth) => auth.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.#forget((auth) => auth.user.id === userId);
  }

  forgetRole(roleId: string): void {
    this.#forget((auth) => auth.role.id === roleId);
  }

  forgetBusiness(businessId: string): void {
    this.#forget((auth) => auth.business.id === businessId);
  }

  /** An API key deleted or changed: its next request is looked up again (and refused once deleted). */
  forgetApiKey(apiKeyId: string): void {
    this.#forget((auth) => auth.apiKey?.id === apiKeyId);
  }

  clear(): void {
    this.#forget(() => true);
  }

  #forget(matches: (auth: AuthContext) => boolean): void {
    this.#generation += 1;
    for (const [token, entry] of this.#entries) if (matches(entry.auth)) this.#entries.delete(token);
  }
}
