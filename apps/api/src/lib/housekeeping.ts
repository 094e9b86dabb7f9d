/**
 * Rows that only ever matter for a short while — rate-limit hits (15-minute windows) and idempotency
 * keys (24 hours) — are dropped once an hour, so those tables stay the size of a day's traffic. Runs in
 * the server process; a failure is logged and tried again next hour.
 */
import type { AppContext } from '../context.js';
import { pruneExpiredKeys } from '../features/billing/idempotent-answers.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export async function runHousekeeping(ctx: AppContext): Promise<void> {
  await ctx.rateLimiter.prune();
  await pruneExpiredKeys(ctx);
}

/** Starts the hourly run; the returned function stops it (on close). */
export function startHousekeeping(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    runHousekeeping(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  // Never the reason the process stays up.
  timer.unref();
  return () => clearInterval(timer);
}
