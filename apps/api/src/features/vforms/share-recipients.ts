/**
 * Who a share goes to: the addresses of an email list or of a CSV's email column, each checked with the
 * share modal's rules ('Invalid email', 'Email already added') and reported by the
 * row it came from, so the sender can fix the file.
 */
import { EMAIL_PATTERN, type TVFormShareResult } from '@verity/client';
import { badRequest } from '../../http/app-error.js';
import { readCsvRecords } from '../../lib/csv.js';

export const SHARE_CSV_MAX_ROWS = 1000;

export type ShareProblem = TVFormShareResult['invalid'][number];

export interface Recipients {
  /** Valid, lower-cased, each once, in the order given. */
  emails: string[];
  invalid: ShareProblem[];
}

export interface Candidate {
  /** 1-based: the line in the file, or the place in the list. */
  row: number;
  value: string;
}

export function checkRecipients(candidates: readonly Candidate[]): Recipients {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: ShareProblem[] = [];
  for (const { row, value } of candidates) {
    const address = value.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(address)) invalid.push({ row, value, message: 'Invalid email' });
    else if (seen.has(address)) invalid.push({ row, value, message: 'Email already added' });
    else {
      seen.add(address);
      emails.push(address);
    }
  }
  return { emails, invalid };
}

const csvUnreadable = () =>
  badRequest('The csv link field should be a CSV file with one email address per row', {
    csvLink: 'The csv link field should be a CSV file with one email address per row',
  });

/**
 * The candidates of a CSV: the column headed `email` (any case), or else the first column. Without an
 * email header, a first row whose first cell holds no `@` is taken for a header of another name and
 * skipped rather than reported. Blank lines are skipped.
 */
export function candidatesFromCsv(content: Buffer): Candidate[] {
  const read = readCsvRecords(content);
  if (!('records' in read)) throw csvUnreadable();
  const { records } = read;
  const [first] = records;
  if (!first) throw csvUnreadable();
  const header = first.record.findIndex((cell) => cell.toLowerCase() === 'email');
  const column = Math.max(header, 0);
  const hasHeader = header >= 0 || !(first.record[0] ?? '').includes('@');
  const rows = hasHeader ? records.slice(1) : records;
  if (rows.length > SHARE_CSV_MAX_ROWS) {
    const message = `The csv link field should have not more than ${SHARE_CSV_MAX_ROWS} rows`;
    throw badRequest(message, { csvLink: message });
  }
  return rows.map(({ record, info }) => ({
    // `lines` is where the record ends; a quoted cell may span lines, so count back to where it began.
    row: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
    value: record[column] ?? '',
  }));
}
