/**
 * Rows that only ever matter for a short while — rate-limit hits (15-minute windows) and idempotency
 * keys (24 hours) — are dropped once an hour, captured images past their business's retention are removed, so those tables stay the size of a day's traffic; on PGlite
 * the database is vacuumed too; the billing run closes the subscription periods that ended. Runs in the server process; a failure is logged and tried again next hour.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { runBilling } from '../features/billing/billing-run.js';
import { pruneExpiredKeys } from '../features/billing/idempotent-answers.js';
import { forgetExpiredCaptureImages } from '../features/capture/capture-retention.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export async function runHousekeeping(ctx: AppContext): Promise<void> {
  await ctx.rateLimiter.prune();
  await pruneExpiredKeys(ctx);
  await forgetExpiredCaptureImages(ctx);
  // Subscription periods that ended this hour are invoiced and collected (billing-run.ts).
  await runBilling(ctx);
  // PGlite runs no autovacuum: without it, the visibility map stays unset and list pages read every row
  // they skip from the table instead of from the index alone. Append-mostly tables make this cheap: only
  // the pages written since the last run are visited.
  if (ctx.database.kind === 'pglite') await ctx.db.execute(sql`vacuum (analyze)`);
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
