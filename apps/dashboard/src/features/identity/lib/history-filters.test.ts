import { identityCountries, identityStatuses, identityTypesByCountry } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  historyStatuses,
  readHistorySearch,
  toFilterQuery,
  toHistoryQuery,
  typeFilterOptions,
  writeHistorySearch,
} from './history-filters';

describe('history filters in the URL', () => {
  it('round-trips every §9 key', () => {
    const search = {
      filters: {
        status: 'found' as const,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        type: 'nin',
        name: 'Ada Obi',
        country: 'ng' as const,
        requestedBy: 'Ola',
        hasExpired: false,
      },
      cursor: { startAfter: 'chk_123' },
    };
    const written = writeHistorySearch(search);
    expect(written).toBe(
      'status=found&startDate=2026-01-01&endDate=2026-01-31&type=nin&name=Ada+Obi&country=ng&requestedBy=Ola&hasExpired=false&start_after=chk_123',
    );
    expect(readHistorySearch(`?${written}`)).toEqual(search);
  });

  it('is empty without filters or cursor', () => {
    expect(writeHistorySearch({ filters: {}, cursor: {} })).toBe('');
    expect(readHistorySearch('')).toEqual({ filters: {}, cursor: {} });
  });

  it('drops values a hand-edited URL could carry that the API would refuse', () => {
    const { filters } = readHistorySearch(
      'status=lost&startDate=2026-13-45&endDate=yesterday&country=fr&hasExpired=maybe&name=%20%20&type=',
    );
    expect(filters).toEqual({});
  });

  it('keeps one direction of the cursor, the next-page one first', () => {
    expect(readHistorySearch('start_after=a&ending_before=b').cursor).toEqual({ startAfter: 'a' });
    expect(readHistorySearch('ending_before=b').cursor).toEqual({ endingBefore: 'b' });
    expect(writeHistorySearch({ filters: {}, cursor: { startAfter: 'a', endingBefore: 'b' } })).toBe(
      'start_after=a',
    );
  });

  it('trims text and caps it at 100 characters', () => {
    const { filters } = readHistorySearch(`name=${'x'.repeat(150)}&requestedBy=%20Ola%20`);
    expect(filters.name).toHaveLength(100);
    expect(filters.requestedBy).toBe('Ola');
  });
});

describe('history filters to the API query', () => {
  it('maps to the snake_case names of §7', () => {
    expect(
      toFilterQuery({
        status: 'not_found',
        startDate: '2026-02-01',
        endDate: '2026-02-02',
        type: 'bvn',
        name: 'Ada',
        country: 'ng',
        requestedBy: 'Ola',
        hasExpired: true,
      }),
    ).toEqual({
      status: 'not_found',
      start_date: '2026-02-01',
      end_date: '2026-02-02',
      type: 'bvn',
      name: 'Ada',
      country: 'ng',
      requested_by: 'Ola',
      has_expired: 'true',
    });
  });

  it('adds the page size and the cursor for a page', () => {
    expect(toHistoryQuery({ filters: { type: 'nin' }, cursor: {} }, 20)).toEqual({ type: 'nin', limit: 20 });
    expect(toHistoryQuery({ filters: {}, cursor: { startAfter: 'x' } }, 20)).toEqual({
      limit: 20,
      start_after: 'x',
    });
    expect(toHistoryQuery({ filters: {}, cursor: { endingBefore: 'y' } }, 20)).toEqual({
      limit: 20,
      ending_before: 'y',
    });
  });

  it('knows when any filter is set, false included', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ hasExpired: false })).toBe(true);
    expect(hasActiveFilters({ name: 'Ada' })).toBe(true);
  });
});

describe('typeFilterOptions', () => {
  const options = typeFilterOptions();

  it('offers every stored type code of every country once', () => {
    const codes = new Set(
      identityCountries.flatMap((c) => identityTypesByCountry[c].map((t) => t.filterCode)),
    );
    expect(options.map((o) => o.value).sort()).toEqual([...codes].sort());
  });

  it('uses the §3 labels and names the country where two labels would read the same', () => {
    expect(options.find((o) => o.value === 'nin')?.label).toBe('NIN');
    expect(options.find((o) => o.value === 'ndl')?.label).toBe('Drivers License (Nigeria)');
    expect(options.find((o) => o.value === 'keDriversLicense')?.label).toBe('Drivers License (Kenya)');
    expect(options.find((o) => o.value === 'zaBAV')?.label).toBe('Bank Account Number (South Africa)');
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
  });
});

describe('historyStatuses', () => {
  it('are the client statuses', () => {
    expect(historyStatuses).toEqual(identityStatuses);
  });
});
