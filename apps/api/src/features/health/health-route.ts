import { healthRoutes, type THealthResponse } from '@verity/client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';

export const API_VERSION = '0.1.0';

/**
 * A load balancer may poll health many times a second; the database is asked at most this often, and the
 * requests in between share the last answer (or the one in flight), a failure included.
 */
export const DATABASE_CHECK_INTERVAL_MS = 1_000;

function databaseCheck(ctx: AppContext): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return async () => {
    const now = ctx.now().getTime();
    // `.then` turns drizzle's lazy query into one promise: awaiting the query itself runs it again.
    if (!last || now - last.at >= DATABASE_CHECK_INTERVAL_MS || now < last.at)
      last = { at: now, outcome: ctx.db.execute(sql`select 1`).then(() => undefined) };
    await last.outcome;
  };
}

/** `GET /api/health`: answers only when the database answers. Registered on the `/api` scope. */
export function registerHealthRoute(app: AppInstance): void {
  const checkDatabase = databaseCheck(app.ctx);
  const healthy = ok<THealthResponse>(
    { status: 'ok', database: app.ctx.database.kind, version: API_VERSION },
    'Healthy',
  );
  registerRoutes(app, healthRoutes, {
    check: async () => {
      await checkDatabase();
      return healthy;
    },
  });
}
