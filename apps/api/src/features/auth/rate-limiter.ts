/**
 * Counts attempts per (scope, key) in a sliding window, in the database so that limits hold across
 * restarts and across server processes. An attempt is reserved before it is evaluated: `reserve` counts
 * the window and records the attempt in one transaction under a per-(scope, key) lock, so however many
 * requests arrive at once, at most `limit` of them get past it in a window.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { currentRequestTransaction } from '../../db/request-transaction.js';
import { AppError } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import { rateLimitHits } from './auth-tables.js';

export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The limits in force, each per 15 minutes.
 * Per email (or user) and IP — guessing: 5 failed passwords (`login`, also the current password on a
 * change), 5 wrong 2FA codes (`twoFactor`); a correct answer clears the count. 20 look-ups not followed by
 * a sign-in (`lookup`; a sign-in clears it). 5 codes sent (`twoFactorSend`), 5 reset links
 * (`passwordReset`), 5 sign-ups per email and IP or re-sends per pending sign-up (`accountOtp`).
 * Per IP alone — public routes that send mail, so one address cannot fill strangers' inboxes by cycling
 * emails: 10 sign-ups (`signUpPerIp`), 10 sign-up code re-sends (`accountOtpResendPerIp`), 20 reset
 * requests (`passwordResetPerIp`, room for an office behind one NAT), 30 sign-in codes sent
 * (`twoFactorSendPerIp`; each needs a correct password first).
 */
export const limits = {
  login: { scope: 'login', limit: 5, windowMs: FIFTEEN_MINUTES },
  lookup: { scope: 'lookup', limit: 20, windowMs: FIFTEEN_MINUTES },
  twoFactor: { scope: 'two-factor', limit: 5, windowMs: FIFTEEN_MINUTES },
  twoFactorSend: { scope: 'two-factor-send', limit: 5, windowMs: FIFTEEN_MINUTES },
  twoFactorSendPerIp: { scope: 'two-factor-send-ip', limit: 30, windowMs: FIFTEEN_MINUTES },
  passwordReset: { scope: 'password-reset', limit: 5, windowMs: FIFTEEN_MINUTES },
  passwordResetPerIp: { scope: 'password-reset-ip', limit: 20, windowMs: FIFTEEN_MINUTES },
  accountOtp: { scope: 'account-otp', limit: 5, windowMs: FIFTEEN_MINUTES },
  signUpPerIp: { scope: 'sign-up-ip', limit: 10, windowMs: FIFTEEN_MINUTES },
  accountOtpResendPerIp: { scope: 'account-otp-resend-ip', limit: 10, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

/** One attempt counted in its window; `release` takes it back when the attempt should not count. */
export interface Reservation {
  release(): Promise<void>;
}

function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'TooManyRequestsError',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    { data: { timeRemainingInSeconds: seconds }, headers: { 'retry-after': String(seconds) } },
  );
}

/**
 * Hits must commit even when the answer is a refusal, so they are written on the database itself, never in
 * a request's transaction (db/request-transaction.ts): there, on PGlite's one connection, they would wait
 * for the transaction they sit in. A route that limits declares `ownTransaction` in its audit spec.
 */
function outsideRequestTransaction(): void {
  if (currentRequestTransaction())
    throw new Error('Rate limiting inside a request transaction: declare ownTransaction on the route');
}

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts this attempt, or throws 429 TooManyRequestsError when the key has used up its window. Call it
   * before evaluating the attempt (a password, a code), never after: the count and the insert are one
   * step, so concurrent attempts cannot all see room for themselves.
   */
  async reserve(rule: RateLimit, key: string): Promise<Reservation> {
    outsideRequestTransaction();
    const now = this.now();
    const since = new Date(now.getTime() - rule.windowMs);
    const id = newId();
    const oldest = await this.db.transaction(async (tx) => {
      // Serializes reservations of one (scope, key) across connections and processes; released at commit.
      // READ COMMITTED then lets the count below see every hit committed before the lock was granted.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.scope}|${key}`}, 0))`);
      const [window] = await tx
        .select({ n: count(), oldest: min(rateLimitHits.createdAt) })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.scope, rule.scope),
            eq(rateLimitHits.key, key),
            gt(rateLimitHits.createdAt, since),
          ),
        );
      if ((window?.n ?? 0) >= rule.limit) return window?.oldest ?? now;
      await tx.insert(rateLimitHits).values({ id, scope: rule.scope, key, createdAt: now });
      return null;
    });
    if (oldest) {
      const liftsAt = new Date(oldest).getTime() + rule.windowMs;
      throw tooManyAttempts(Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)));
    }
    return {
      release: async () => {
        await this.db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
      },
    };
  }

  /** Counts this use of a call limited on every use, not only on failure. */
  async consume(rule: RateLimit, key: string): Promise<void> {
    await this.reserve(rule, key);
  }

  /** Forgets the key's attempts, e.g. the failures before a correct password. */
  async clear(rule: RateLimit, key: string): Promise<void> {
    outsideRequestTransaction();
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
