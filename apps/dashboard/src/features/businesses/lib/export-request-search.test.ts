import { describe, expect, it } from 'vitest';
import {
  filtersText,
  readExportRequestSearch,
  toExportRequestsQuery,
  writeExportRequestSearch,
} from './export-request-search';

describe('the export requests’ URL', () => {
  it('reads a known status and a page, dropping the rest', () => {
    expect(readExportRequestSearch('status=failed&page=3')).toEqual({ status: 'failed', page: 3 });
    expect(readExportRequestSearch('status=lost&page=0')).toEqual({ status: '', page: 1 });
    expect(readExportRequestSearch('page=2.5')).toEqual({ status: '', page: 1 });
  });

  it('writes only what differs from the first page of everything', () => {
    expect(writeExportRequestSearch({ status: '', page: 1 })).toBe('');
    expect(writeExportRequestSearch({ status: 'pending', page: 2 })).toBe('status=pending&page=2');
  });

  it('asks the API for the page and status', () => {
    expect(toExportRequestsQuery({ status: '', page: 1 }, 20)).toEqual({ page: 1, limit: 20 });
    expect(toExportRequestsQuery({ status: 'pending', page: 4 }, 20)).toEqual({
      page: 4,
      limit: 20,
      status: 'pending',
    });
  });

  it('shows an export’s filters on one line', () => {
    expect(filtersText({})).toBe('—');
    expect(filtersText({ status: 'found', start_date: '2026-01-01', name: '' })).toBe(
      'status: found, start date: 2026-01-01',
    );
  });
});
