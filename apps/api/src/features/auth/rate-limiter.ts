/**
 * Counts attempts per (scope, key) in a sliding window, in the database so that limits hold across
 * restarts and across server processes. `check` refuses once `limit` attempts sit inside the window.
 */
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rateLimitHits } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';

export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The limits in force: 5 failures per 15 minutes per email and IP, more room for harmless look-ups. */
export const limits = {
  login: { scope: 'login', limit: 5, windowMs: FIFTEEN_MINUTES },
  lookup: { scope: 'lookup', limit: 20, windowMs: FIFTEEN_MINUTES },
  twoFactor: { scope: 'two-factor', limit: 5, windowMs: FIFTEEN_MINUTES },
  twoFactorSend: { scope: 'two-factor-send', limit: 5, windowMs: FIFTEEN_MINUTES },
  passwordReset: { scope: 'password-reset', limit: 5, windowMs: FIFTEEN_MINUTES },
  accountOtp: { scope: 'account-otp', limit: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 TooManyRequestsError when the key has used up its window. */
  async check(rule: RateLimit, key: string): Promise<void> {
    const since = new Date(this.now().getTime() - rule.windowMs);
    const where = and(
      eq(rateLimitHits.scope, rule.scope),
      eq(rateLimitHits.key, key),
      gt(rateLimitHits.createdAt, since),
    );
    const [row] = await this.db.select({ n: count() }).from(rateLimitHits).where(where);
    if ((row?.n ?? 0) < rule.limit) return;
    const [oldest] = await this.db
      .select({ createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(where)
      .orderBy(asc(rateLimitHits.createdAt))
      .limit(1);
    const liftsAt = (oldest?.createdAt.getTime() ?? this.now().getTime()) + rule.windowMs;
    const seconds = Math.max(1, Math.ceil((liftsAt - this.now().getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'TooManyRequestsError',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      { data: { timeRemainingInSeconds: seconds }, headers: { 'retry-after': String(seconds) } },
    );
  }

  async hit(rule: RateLimit, key: string): Promise<void> {
    await this.db
      .insert(rateLimitHits)
      .values({ id: newId(), scope: rule.scope, key, createdAt: this.now() });
  }

  /** Checks, then counts this attempt: for calls limited on every use, not only on failure. */
  async consume(rule: RateLimit, key: string): Promise<void> {
    await this.check(rule, key);
    await this.hit(rule, key);
  }

  async clear(rule: RateLimit, key: string): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.scope, rule.scope), eq(rateLimitHits.key, key)));
  }

  /** Drops hits older than the longest window; run now and then. */
  async prune(olderThanMs = FIFTEEN_MINUTES * 4): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.createdAt, new Date(this.now().getTime() - olderThanMs)));
  }
}
