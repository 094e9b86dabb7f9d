/**
 * An inclusive calendar-date filter on a UUIDv7 id column: ids carry their creation time, so a date range
 * is an id range and rides the same index as the keyset scan (no created_at index needed).
 */
import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { idFloor } from './ids.js';

const DAY_MS = 86_400_000;
const startOf = (date: string) => new Date(`${date}T00:00:00Z`);

export function idDateRange(
  id: PgColumn,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): SQL[] {
  return [
    ...(range.startDate ? [gte(id, idFloor(startOf(range.startDate)))] : []),
    ...(range.endDate ? [lt(id, idFloor(new Date(startOf(range.endDate).getTime() + DAY_MS)))] : []),
  ];
}
