/**
 * Who is behind a session token, remembered for a few seconds so that a signed-in request costs no database
 * round trip and no signature check while the cache is warm.
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
import { afterCommit } from '../../db/request-transaction.js';
import { TimedEntries, type TimedEntry } from '../../lib/timed-entries.js';
import type { AuthContext } from './authenticate.js';

export const AUTH_CACHE_TTL_MS = 5_000;
/** A bound on memory, far above the sessions one process serves in a few seconds. */
const MAX_ENTRIES = 10_000;

interface Entry extends TimedEntry {
  auth: AuthContext;
  /** When the token or its session expires, whichever comes first (ms). */
  expiresAt: number;
}

export class AuthCache {
  readonly #entries: TimedEntries<Entry>;
  #generation = 0;

  constructor(
    private readonly now: () => Date,
    ttlMs = AUTH_CACHE_TTL_MS,
  ) {
    this.#entries = new TimedEntries(ttlMs, MAX_ENTRIES);
  }

  /** Read before loading from the database; pass it back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  get(token: string): AuthContext | undefined {
    const now = this.now().getTime();
    const entry = this.#entries.fresh(token, now);
    if (!entry) return undefined;
    if (now >= entry.expiresAt) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.auth;
  }

  /** Stores what was loaded, unless something was forgotten since the load began. */
  set(token: string, auth: AuthContext, expiresAt: Date, generation: number): void {
    if (generation !== this.#generation) return;
    // One object serves many requests: frozen, so a handler that tried to change it would fail loudly.
    for (const part of [auth.user, auth.role, auth.role.permissions, auth.business, auth.apiKey, auth])
      Object.freeze(part);
    this.#entries.set(token, { auth, storedAt: this.now().getTime(), expiresAt: expiresAt.getTime() });
  }

  forgetSession(sessionId: string): void {
    this.#forget((auth) => auth.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.#forget((auth) => auth.user.id === userId);
  }

  forgetRole(roleId: string): void {
    this.#forget((auth) => auth.role.id === roleId || auth.apiKey?.creatorRoleId === roleId);
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
    const forget = () => {
      this.#generation += 1;
      this.#entries.deleteWhere((entry) => matches(entry.auth));
    };
    forget();
    // Inside a request's transaction the change is not visible to others until it commits: a load in
    // between reads the old rows, so the entries go again once it has.
    afterCommit(forget);
  }
}
