/**
 * A watchlist CSV read into entries: a header row naming the columns (amlWatchlistCsvColumns, any order,
 * each once, `entityType` required), one entry a row, lists (aliases, identifiers) separated by `;`. Each
 * row is checked by the same schema as an entry added by hand, and its text by the rule every string the
 * API receives follows (no NUL, http/unsafe-text.ts); a row that fails, or that has cells the header names
 * no column for, is refused with its line number, the field and the reason, and the others are kept. A file
 * that cannot be read as such a CSV is refused whole, naming the csvLink field and the line or columns.
 */
import {
  amlWatchlistCsvColumns,
  type TAmlWatchlistUploadReport,
  ZAmlWatchlistEntryRequest,
} from '@verity/client';
import { badRequest } from '../../http/app-error.js';
import { isSafeText } from '../../http/unsafe-text.js';
import { type CsvRecord, readCsvRecords } from '../../lib/csv.js';
import type { WatchlistInput } from './watchlist.js';

/** More rows than this is a list to load by another means, not an upload an officer reviews. */
export const WATCHLIST_CSV_MAX_ROWS = 50_000;

type Refusal = TAmlWatchlistUploadReport['refused'][number];

const refuse = (message: string) => badRequest(message, { csvLink: message });
const LISTS = new Set(['aliases', 'identifiers']);

/** What is wrong with a header row: the entityType column missing, columns unknown or repeated. */
function headerProblems(header: readonly string[]): string[] {
  const known: readonly string[] = amlWatchlistCsvColumns;
  const unknown = header.filter((column) => !known.includes(column)).map((column) => column || '(blank)');
  const repeated = header.filter((column, i) => column && header.indexOf(column) !== i);
  return [
    ...(header.includes('entityType') ? [] : ['missing: entityType']),
    ...(unknown.length > 0 ? [`unknown: ${unknown.join(', ')}`] : []),
    ...(repeated.length > 0 ? [`repeated: ${repeated.join(', ')}`] : []),
  ];
}

/** One row as an entry, or why it is refused. */
function readRow(header: readonly string[], { record, info }: CsvRecord): WatchlistInput | Refusal {
  const row = info.lines;
  if (record.slice(header.length).some((cell) => cell !== ''))
    return { row, field: null, message: `The row has more cells than the header's ${header.length} columns` };
  const fields: Record<string, string | string[]> = {};
  for (const [i, column] of header.entries()) {
    const value = record[i] ?? '';
    if (!isSafeText(value))
      return { row, field: column, message: `The ${column} field contains a character that is not allowed` };
    if (value === '') continue;
    fields[column] = LISTS.has(column) ? value.split(';').flatMap((item) => item.trim() || []) : value;
  }
  const parsed = ZAmlWatchlistEntryRequest.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path[0] === undefined ? null : String(issue.path[0]);
  return { row, field, message: issue?.message ?? 'The row is not a watchlist entry' };
}

export function readWatchlistCsv(content: Buffer): { entries: WatchlistInput[]; refused: Refusal[] } {
  const read = readCsvRecords(content);
  if (!('records' in read))
    throw refuse(
      `The csv link field is not a readable CSV${read.failedAtLine ? ` (line ${read.failedAtLine})` : ''}`,
    );
  const [head, ...rows] = read.records;
  const header = head?.record ?? [];
  const problems = headerProblems(header);
  if (problems.length > 0)
    throw refuse(
      `The csv link field should have a header row of ${amlWatchlistCsvColumns.join(', ')} (${problems.join('; ')})`,
    );
  if (rows.length > WATCHLIST_CSV_MAX_ROWS)
    throw refuse(`The csv link field should not have more than ${WATCHLIST_CSV_MAX_ROWS} rows`);

  const entries: WatchlistInput[] = [];
  const refused: Refusal[] = [];
  for (const row of rows) {
    const entry = readRow(header, row);
    if ('message' in entry) refused.push(entry);
    else entries.push(entry);
  }
  return { entries, refused };
}
