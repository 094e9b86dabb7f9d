/**
 * Several writes sent as one statement of data-modifying CTEs: one round trip, and atomic without a
 * transaction of its own (issue #13: a sandbox check's record, audit row and webhook went from five round
 * trips, BEGIN and COMMIT included, to one).
 *
 * PostgreSQL runs every data-modifying CTE exactly once, whether or not anything reads it, all on one
 * snapshot and in no set order. So no write here may depend on another's effect, except that foreign keys
 * are checked when the statement ends: a row may reference one inserted beside it.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from './database.js';

export interface Write {
  /** An INSERT, UPDATE or DELETE, unawaited (a Drizzle builder or raw `sql`). */
  query: SQLWrapper;
  /** Count the rows it wrote into `runWrites`'s answer (the query must end in RETURNING). */
  counted?: boolean;
}

const ZCount = z.object({ rows: z.array(z.object({ written: z.coerce.number() })).length(1) });

/** Runs the writes as one statement; answers the number of rows the counted writes wrote. */
export async function runWrites(db: DbOrTx, writes: readonly Write[]): Promise<number> {
  if (writes.length === 0) return 0;
  const parts: SQL[] = writes.map(
    (write, index) => sql`${sql.raw(`w${index}`)} as (${write.query.getSQL()})`,
  );
  const counts = writes.flatMap((write, index) =>
    write.counted ? [sql.raw(`(select count(*) from w${index})`)] : [],
  );
  const written = counts.length > 0 ? sql.join(counts, sql` + `) : sql`0`;
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} select ${written} as written`);
  return ZCount.parse(result).rows[0]?.written ?? 0;
}
