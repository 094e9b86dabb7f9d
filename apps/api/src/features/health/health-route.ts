import type { THealthResponse } from '@verity/client';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';

export const API_VERSION = '0.1.0';

/** `GET /api/health`: answers only when the database answers. */
export function registerHealthRoute(app: AppInstance): void {
  app.get('/api/health', {}, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return ok<THealthResponse>(
      { status: 'ok', database: app.ctx.database.kind, version: API_VERSION },
      'Healthy',
    );
  });
}
