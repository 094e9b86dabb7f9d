/**
 * A watchlist CSV read into entries: a header row naming the columns (amlWatchlistCsvColumns, any order,
 * `entityType` required), one entry a row, lists (aliases, identifiers) separated by `;`. Each row is
 * checked by the same schema as an entry added by hand; a row that fails is refused with its line number,
 * the field and the reason, and the others are kept. A file that cannot be read as such a CSV is refused
 * whole, naming the csvLink field.
 */
import {
  amlWatchlistCsvColumns,
  type TAmlWatchlistUploadReport,
  ZAmlWatchlistEntryRequest,
} from '@verity/client';
import { badRequest } from '../../http/app-error.js';
import { readCsvRecords } from '../../lib/csv.js';
import type { WatchlistInput } from './watchlist.js';

/** More rows than this is a list to load by another means, not an upload an officer reviews. */
export const WATCHLIST_CSV_MAX_ROWS = 50_000;

type Refusal = TAmlWatchlistUploadReport['refused'][number];

const refuse = (message: string) => badRequest(message, { csvLink: message });
const LISTS = new Set(['aliases', 'identifiers']);

export function readWatchlistCsv(content: Buffer): { entries: WatchlistInput[]; refused: Refusal[] } {
  const read = readCsvRecords(content);
  if (!('records' in read))
    throw refuse(
      `The csv link field is not a readable CSV${read.failedAtLine ? ` (line ${read.failedAtLine})` : ''}`,
    );
  const [head, ...rows] = read.records;
  const header = head?.record ?? [];
  const known: readonly string[] = amlWatchlistCsvColumns;
  const unknown = header.filter((column) => !known.includes(column));
  if (!header.includes('entityType') || unknown.length > 0)
    throw refuse(
      `The csv link field should have a header row of ${known.join(', ')}${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    );
  if (rows.length > WATCHLIST_CSV_MAX_ROWS)
    throw refuse(`The csv link field should not have more than ${WATCHLIST_CSV_MAX_ROWS} rows`);

  const entries: WatchlistInput[] = [];
  const refused: Refusal[] = [];
  for (const { record, info } of rows) {
    const fields: Record<string, string | string[]> = {};
    header.forEach((column, i) => {
      const value = record[i] ?? '';
      if (value === '') return;
      fields[column] = LISTS.has(column)
        ? value
            .split(';')
            .map((item) => item.trim())
            .filter(Boolean)
        : value;
    });
    const parsed = ZAmlWatchlistEntryRequest.safeParse(fields);
    if (parsed.success) entries.push(parsed.data);
    else {
      const [issue] = parsed.error.issues;
      refused.push({
        row: info.lines,
        field: issue?.path[0] !== undefined ? String(issue.path[0]) : null,
        message: issue?.message ?? 'The row is not a watchlist entry',
      });
    }
  }
  return { entries, refused };
}
