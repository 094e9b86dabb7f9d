/**
 * The watchlist CSV reader on its own: what it refuses whole (naming the csvLink field and the line or the
 * columns) and what it refuses by row (naming the line and the field), including text no string the API
 * receives may hold, which the document upload refuses before it gets here.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { readWatchlistCsv } from './watchlist-csv.js';

const read = (csv: string) => readWatchlistCsv(Buffer.from(csv));

function refusalOf(csv: string): string | undefined {
  try {
    read(csv);
  } catch (error) {
    if (error instanceof AppError) return error.options.fieldErrors?.csvLink;
    throw error;
  }
  return undefined;
}

describe('a watchlist CSV refused whole', () => {
  it('names the line where its quotes stop closing', () => {
    expect(refusalOf('entityType,name\nindividual,Ada\nindividual,"Grace\n')).toBe(
      'The csv link field is not a readable CSV (line 3)',
    );
  });

  it('names every column its header row lacks, does not know, repeats or leaves blank', () => {
    expect(refusalOf('name,name,nickname,\nAda,Ada,A,\n')).toMatch(
      /\(missing: entityType; unknown: nickname, \(blank\); repeated: name\)$/,
    );
  });
});

describe('a watchlist CSV row refused by its line and field', () => {
  it('a NUL in a cell, which no text the API stores may hold', () => {
    const { entries, refused } = read('entityType,name\nindividual,Ada\u0000Watch\nindividual,Grace Watch\n');
    expect(entries.map((entry) => entry.name)).toEqual(['Grace Watch']);
    expect(refused).toEqual([
      { row: 2, field: 'name', message: 'The name field contains a character that is not allowed' },
    ]);
  });

  it('cells past the header’s columns, but not empty trailing ones', () => {
    const { entries, refused } = read('entityType,name\nindividual,Ada,ng\nindividual,Grace,,\n');
    expect(entries.map((entry) => entry.name)).toEqual(['Grace']);
    expect(refused).toEqual([
      { row: 2, field: null, message: "The row has more cells than the header's 2 columns" },
    ]);
  });
});
