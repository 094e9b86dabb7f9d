import { describe, expect, it } from 'vitest';
import { readModuleSearch, toModuleHistoryQuery, writeModuleSearch } from './module-history-search';

const types = ['company', 'tin'];

describe('a module history in the URL', () => {
  it('reads the §9 filters and one cursor, and writes them back the same', () => {
    const url =
      'status=found&startDate=2026-01-01&endDate=2026-01-31&type=tin&name=acme&requestedBy=u1&start_after=x';
    const search = readModuleSearch(url, types);
    expect(search).toEqual({
      filters: {
        status: 'found',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        type: 'tin',
        name: 'acme',
        requestedBy: 'u1',
      },
      cursor: { startAfter: 'x' },
    });
    expect(writeModuleSearch(search)).toBe(url);
    expect(toModuleHistoryQuery(search, 20)).toEqual({
      status: 'found',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      type: 'tin',
      name: 'acme',
      requested_by: 'u1',
      start_after: 'x',
      limit: 20,
    });
  });

  it('drops what the server would refuse: unknown statuses and types, unreal dates, both cursors', () => {
    expect(
      readModuleSearch('status=done&type=nin&startDate=2026-13-01&start_after=a&ending_before=b', types),
    ).toEqual({ filters: {}, cursor: { startAfter: 'a' } });
  });
});
