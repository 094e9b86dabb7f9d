/**
 * One cursor page of a keyset scan, newest first: `start_after` reads the
 * next older page, `ending_before` the newer one, and each page costs the same at any depth. The caller's
 * `read` applies its own filters; this decides the cursor condition, the order and the pager.
 */
import type { CursorPagination } from '@verity/client';
import { asc, desc, gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface CursorQuery {
  start_after?: string | undefined;
  ending_before?: string | undefined;
  limit: number;
}

/** Rows matching the caller's filters and `extra`, in `order`, at most `limit`. */
export type KeysetRead<Row> = (extra: SQL | undefined, order: SQL, limit: number) => Promise<Row[]>;

export async function keysetPage<Row extends { id: string }>(
  query: CursorQuery,
  id: PgColumn,
  read: KeysetRead<Row>,
): Promise<{ rows: Row[]; pagination: CursorPagination }> {
  const backward = query.ending_before !== undefined && query.start_after === undefined;
  const cursor = backward ? query.ending_before : query.start_after;
  const fetched = await read(
    cursor ? (backward ? gt(id, cursor) : lt(id, cursor)) : undefined,
    backward ? asc(id) : desc(id),
    query.limit + 1,
  );
  const more = fetched.length > query.limit;
  const rows = (more ? fetched.slice(0, query.limit) : fetched).sort((a, b) => (a.id < b.id ? 1 : -1));
  const exists = async (condition: SQL) => (await read(condition, desc(id), 1)).length > 0;
  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = backward ? (last ? await exists(lt(id, last.id)) : false) : more;
  const hasPrevious = backward ? more : cursor && first ? await exists(gt(id, first.id)) : false;
  return {
    rows,
    pagination: {
      limit: query.limit,
      hasNext,
      hasPrevious,
      startAfter: hasNext && last ? last.id : null,
      endingBefore: hasPrevious && first ? first.id : null,
    },
  };
}
