import { describe, expect, it } from 'vitest';
import { businessSearch, statusSearch } from './business-search';

describe('the businesses table’s URL (§7 filters)', () => {
  it('reads every filter in the API’s names, and the cursor', () => {
    const search = businessSearch.read(
      'status=pending_activation&name=Newco&country_code=ng&toBeContacted=true&startDate=2026-01-01&endDate=2026-01-31&start_after=b_9',
    );
    expect(search).toEqual({
      draft: {
        status: 'pending_activation',
        name: 'Newco',
        country_code: 'NG',
        toBeContacted: 'true',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      },
      cursor: { startAfter: 'b_9' },
    });
    expect(businessSearch.isFiltered(search.draft)).toBe(true);
  });

  it('drops what the API would refuse, so a hand-edited URL never becomes a 400', () => {
    const { draft } = businessSearch.read(
      'status=asleep&country_code=Nigeria&toBeContacted=maybe&startDate=2026-02-31&endDate=yesterday',
    );
    expect(draft).toEqual(businessSearch.empty);
    expect(businessSearch.isFiltered(draft)).toBe(false);
  });

  it('writes back what it read, filters before the cursor', () => {
    const query = 'status=activated&country_code=GH&ending_before=b_1';
    expect(businessSearch.write(businessSearch.read(query))).toBe(query);
    expect(businessSearch.write({ draft: businessSearch.empty, cursor: {} })).toBe('');
  });

  it('gives the filter call only what is applied, with the cursor', () => {
    expect(
      businessSearch.query({
        draft: { ...businessSearch.empty, name: 'acme', toBeContacted: 'false', endDate: '2026-03-01' },
        cursor: { startAfter: 'b_2' },
      }),
    ).toEqual({ name: 'acme', toBeContacted: 'false', endDate: '2026-03-01', start_after: 'b_2' });
  });

  it('links the review queue to the table filtered to pending activation', () => {
    expect(statusSearch('pending_activation')).toBe('status=pending_activation');
  });
});
