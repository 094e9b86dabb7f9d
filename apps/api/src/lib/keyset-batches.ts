/**
 * Every row a filter matches, newest first, a batch at a time on the same keyset scan a history page uses:
 * an export of a million rows holds one batch in memory and never an OFFSET. The caller's `read` applies
 * its filters and the cursor condition it is given.
 */
import { desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const EXPORT_BATCH = 1000;

export async function* keysetBatches<Row extends { id: string }>(
  id: PgColumn,
  read: (after: SQL | undefined, order: SQL, limit: number) => Promise<Row[]>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await read(cursor ? lt(id, cursor) : undefined, desc(id), batch);
    if (rows.length === 0) return;
    yield rows;
    cursor = rows.at(-1)?.id;
    if (rows.length < batch) return;
  }
}
