/**
 * CSV both ways: cells for files people open in spreadsheets, and the records of a CSV someone uploaded.
 */
import { parse } from 'csv-parse/sync';

/**
 * Quoted when needed, and a leading =, +, - or @ neutralised so a value from a registry can never run as a
 * formula (CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV's records with the line each ends on, for reports that name the row a person must fix. */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Reads an uploaded CSV (a BOM, blank lines, ragged rows and padded cells tolerated), or, for a
 * file that is not CSV at all, the line the reading stopped at.
 */
export function readCsvRecords(content: Buffer): { records: CsvRecord[] } | { failedAtLine: number | null } {
  try {
    // csv-parse's typings have no overload for `info: true`, which wraps each record with its info.
    const records = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CsvRecord[];
    return { records };
  } catch (error) {
    return { failedAtLine: (error as { lines?: number }).lines ?? null };
  }
}
