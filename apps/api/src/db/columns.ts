/**
 * Column helpers shared by every feature's tables (features/<feature>/*-tables.ts): the timestamps, all
 * with time zone and read as dates. Here in db/ so no feature's tables import another's for them.
 */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
