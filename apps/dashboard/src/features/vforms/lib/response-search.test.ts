import { vformResponseStatuses } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  dateRangeKeys,
  hasActiveFilters,
  historyKeys,
  readListSearch,
  responseListKeys,
  responseStatuses,
  toHistoryFilterQuery,
  toHistoryQuery,
  toMetricsQuery,
  toResponseListQuery,
  writeListSearch,
} from './response-search';

describe('the list search in the URL', () => {
  it('restates the client statuses', () => {
    expect(responseStatuses).toEqual(vformResponseStatuses);
  });

  it('reads the keys a list takes and drops the rest', () => {
    const search =
      '?status=verified&startDate=2026-05-01&endDate=2026-05-31&title=Acme&verificationId=r1&page=3';
    expect(readListSearch(search, responseListKeys)).toEqual({
      filters: { status: 'verified', startDate: '2026-05-01', endDate: '2026-05-31' },
      page: 3,
    });
    expect(readListSearch(search, historyKeys).filters).toEqual({
      status: 'verified',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      title: 'Acme',
      verificationId: 'r1',
    });
    expect(readListSearch(search, dateRangeKeys).filters).toEqual({
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
  });

  it('drops values that are not valid, and a backwards range end', () => {
    expect(
      readListSearch('status=found&startDate=2026-02-30&endDate=nope&page=-2&title=%20%20', historyKeys),
    ).toEqual({ filters: {}, page: 1 });
    expect(readListSearch('startDate=2026-05-10&endDate=2026-05-01', dateRangeKeys).filters).toEqual({
      startDate: '2026-05-10',
    });
    expect(readListSearch('page=1.5', historyKeys).page).toBe(1);
    expect(readListSearch(`title=${'x'.repeat(300)}`, historyKeys).filters.title).toHaveLength(200);
  });

  it('writes filters back in a fixed order, page 1 left out, and reads them again the same', () => {
    const search = { filters: { title: 'Acme', status: 'failed' as const, endDate: '2026-05-02' }, page: 2 };
    const written = writeListSearch(search);
    expect(written).toBe('status=failed&endDate=2026-05-02&title=Acme&page=2');
    expect(readListSearch(written, historyKeys)).toEqual(search);
    expect(writeListSearch({ filters: {}, page: 1 })).toBe('');
  });

  it('knows whether any filter is on', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ title: '' })).toBe(false);
    expect(hasActiveFilters({ status: 'completed' })).toBe(true);
  });
});

describe('the API queries', () => {
  const filters = {
    status: 'unverified' as const,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    title: 'Open',
    verificationId: 'abc',
  };

  it('asks a form for its page of responses with the list filters only', () => {
    expect(toResponseListQuery({ filters, page: 2 }, 20)).toEqual({
      page: 2,
      limit: 20,
      status: 'unverified',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
    expect(toResponseListQuery({ filters: {}, page: 1 }, 10)).toEqual({ page: 1, limit: 10 });
  });

  it('asks the history with every filter, and the export without the page', () => {
    expect(toHistoryQuery({ filters, page: 4 }, 20)).toEqual({ ...filters, page: 4, limit: 20 });
    expect(toHistoryFilterQuery(filters)).toEqual(filters);
    expect(toHistoryFilterQuery({})).toEqual({});
  });

  it('gives the analytics calls the date range only', () => {
    expect(toMetricsQuery(filters)).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(toMetricsQuery({})).toEqual({});
  });
});
