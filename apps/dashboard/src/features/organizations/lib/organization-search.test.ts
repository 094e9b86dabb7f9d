import { describe, expect, it } from 'vitest';
import { organizationSearch } from './organization-search';

describe('the organizations table’s URL (§7 filters)', () => {
  it('reads status, name, location and the created dates, and drops what the API would refuse', () => {
    expect(
      organizationSearch.read('status=active&name=Lagos&location=Lagos&startDate=2026-01-01').draft,
    ).toEqual({
      ...organizationSearch.empty,
      status: 'active',
      name: 'Lagos',
      location: 'Lagos',
      startDate: '2026-01-01',
    });
    expect(organizationSearch.read('status=closed&endDate=2026-13-01').draft).toEqual(
      organizationSearch.empty,
    );
  });

  it('round-trips, and gives the filter call only what is applied with the cursor', () => {
    const query = 'status=pending&location=Kano&start_after=o_3';
    const search = organizationSearch.read(query);
    expect(organizationSearch.write(search)).toBe(query);
    expect(organizationSearch.isFiltered(search.draft)).toBe(true);
    expect(organizationSearch.query(search)).toEqual({
      status: 'pending',
      location: 'Kano',
      start_after: 'o_3',
    });
  });
});
