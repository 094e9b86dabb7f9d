/**
 * A CSV export that streams (constant memory) and is recorded in the export-request log: the request is
 * written as pending before the first byte, then marked completed with its row count, or failed.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { exportRequests } from '../db/schema.js';
import { type AuthContext, actorName } from '../features/auth/authenticate.js';
import { newId } from './ids.js';

export interface TrackedCsvExport {
  businessId: string;
  /** What is exported: 'identity', 'vform'. */
  resource: string;
  filters: Record<string, unknown>;
  /** The download's name before the date: `identity-history` gives identity-history-2026-11-21.csv. */
  fileName: string;
  /** The CSV lines; call `countRow` once per data row. */
  lines(countRow: () => void): AsyncIterable<string>;
}

export async function sendTrackedCsv(
  ctx: AppContext,
  auth: AuthContext,
  reply: FastifyReply,
  csv: TrackedCsvExport,
): Promise<FastifyReply> {
  const exportId = newId();
  await ctx.db.insert(exportRequests).values({
    id: exportId,
    businessId: csv.businessId,
    requestedBy: auth.user.id,
    requestedByName: actorName(auth),
    resource: csv.resource,
    filters: Object.fromEntries(Object.entries(csv.filters).map(([key, value]) => [key, String(value)])),
    status: 'pending',
  });
  let rows = 0;
  const finish = (status: 'completed' | 'failed') =>
    ctx.db.update(exportRequests).set({ status, rowCount: rows }).where(eq(exportRequests.id, exportId));
  async function* body() {
    try {
      yield* csv.lines(() => {
        rows += 1;
      });
      await finish('completed');
    } catch (error) {
      await finish('failed');
      throw error;
    }
  }
  const date = ctx.now().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(body()));
}
