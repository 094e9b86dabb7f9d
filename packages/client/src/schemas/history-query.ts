/**
 * The query rules every history list shares: cursor paging, inclusive ISO dates and true/false flags, each
 * with one message wherever it is used. A module's history query is these plus its own filters.
 */
import { z } from 'zod';
import { ruleMessages as m } from '../rules/messages.js';

/** A calendar date, YYYY-MM-DD, that exists (2026-02-31 does not). */
export const isoDate = (field: string) =>
  z
    .string({ error: m.type(field, 'a date') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${field} field should be a date (YYYY-MM-DD)` })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { error: `The ${field} field should be a real date` },
    );

export const booleanQuery = (field: string) =>
  z
    .enum(['true', 'false'], { error: `The ${field} field should be true or false` })
    .transform((value) => value === 'true');

/** How many rows a list page holds: 1 to 100, 20 unless asked. One rule and one wording for every list. */
export const pageLimit = z.coerce
  .number({ error: 'The limit field should be a number' })
  .int({ error: 'The limit field should be a whole number' })
  .min(1, { error: 'The limit field should be at least 1' })
  .max(100, { error: 'The limit field should not be more than 100' })
  .default(20);

/** Which page of a page list: from 1, 1 unless asked. */
export const pageNumber = z.coerce
  .number({ error: 'The page field should be a number' })
  .int({ error: 'The page field should be a whole number' })
  .min(1, { error: 'The page field should be at least 1' })
  .default(1);

/** Cursor paging, newest first: `start_after` pages forward, `ending_before` back. */
export const cursorPaging = {
  start_after: z.string().max(64).optional(),
  ending_before: z.string().max(64).optional(),
  limit: pageLimit,
  page: z.coerce.number().int().min(1).optional(),
};

/** The inclusive date range of a history list. */
export const dateRange = {
  start_date: isoDate('start date').optional(),
  end_date: isoDate('end date').optional(),
};

/** The query keys that page rather than filter: an export takes the rest. */
export const pagingKeys = { start_after: true, ending_before: true, limit: true, page: true } as const;

/** An amount filter in minor units (a whole number, 0 or more). */
export const minorAmountQuery = (field: string) =>
  z.coerce
    .number({ error: `The ${field} field should be a number` })
    .int({ error: `The ${field} field should be a whole number` })
    .min(0, { error: `The ${field} field should be at least 0` })
    .optional();
