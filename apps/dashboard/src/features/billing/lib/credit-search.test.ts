import { describe, expect, it } from 'vitest';
import { creditSearch } from './credit-search';

describe('the credit lines’ filters in the URL', () => {
  it('reads the §7 business credit filters, amounts in major units, into the API query in minor units', () => {
    const search = creditSearch.read(
      '?status=active&startDate=2026-01-01&endDate=2026-01-31&startAmount=1%2C000&endAmount=50000&start_after=cr_9',
    );
    expect(creditSearch.query(search)).toEqual({
      status: 'active',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      startAmount: 100_000,
      endAmount: 5_000_000,
      start_after: 'cr_9',
    });
  });

  it('drops what is not valid, and the transaction filters it does not take', () => {
    const { draft } = creditSearch.read('?status=pending&itemType=credit&startDate=soon&endAmount=x');
    expect(draft).toEqual(creditSearch.empty);
    expect(creditSearch.isFiltered(draft)).toBe(false);
    expect(creditSearch.query({ draft, cursor: { endingBefore: 'cr_1' } })).toEqual({
      ending_before: 'cr_1',
    });
  });

  it('writes back what it reads', () => {
    const search = 'status=cleared&startAmount=500.00&ending_before=cr_2';
    expect(creditSearch.write(creditSearch.read(search))).toBe(search);
  });
});
