import { describe, expect, it } from 'vitest';
import {
  isOrganizationFiltered,
  noOrganizationFilters,
  readOrganizationSearch,
  toOrganizationFilterQuery,
  writeOrganizationSearch,
} from './organization-search';

describe('the organizations table’s URL (§7 filters)', () => {
  it('reads status, name, location and the created dates, and drops what the API would refuse', () => {
    expect(
      readOrganizationSearch('status=active&name=Lagos&location=Lagos&startDate=2026-01-01').draft,
    ).toEqual({
      ...noOrganizationFilters,
      status: 'active',
      name: 'Lagos',
      location: 'Lagos',
      startDate: '2026-01-01',
    });
    expect(readOrganizationSearch('status=closed&endDate=2026-13-01').draft).toEqual(noOrganizationFilters);
  });

  it('round-trips, and gives the filter call only what is applied with the cursor', () => {
    const query = 'status=pending&location=Kano&start_after=o_3';
    const search = readOrganizationSearch(query);
    expect(writeOrganizationSearch(search)).toBe(query);
    expect(isOrganizationFiltered(search.draft)).toBe(true);
    expect(toOrganizationFilterQuery(search)).toEqual({
      status: 'pending',
      location: 'Kano',
      start_after: 'o_3',
    });
  });
});
