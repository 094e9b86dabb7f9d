import { describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_ORDER_MESSAGE,
  checkAmounts,
  reconciliationSearch,
  transactionSearch,
} from './transaction-search';

describe('the transactions table filters in the URL', () => {
  it('reads every §7 filter, amounts in major units, into the API query in minor units', () => {
    const search = transactionSearch.read(
      '?status=successful&itemType=wallet_funding&paymentMode=card&paymentType=credit' +
        '&transactionReference=VRT-7Q2K&startDate=2026-01-01&endDate=2026-01-31' +
        '&startAmount=1%2C000&endAmount=5000.50&start_after=tx_9',
    );
    expect(transactionSearch.query(search)).toEqual({
      status: 'successful',
      itemType: 'wallet_funding',
      paymentMode: 'card',
      paymentType: 'credit',
      transactionReference: 'VRT-7Q2K',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      startAmount: 100000,
      endAmount: 500050,
      start_after: 'tx_9',
    });
  });

  it('drops unknown codes, malformed dates and amounts', () => {
    const { draft } = transactionSearch.read(
      '?status=stolen&itemType=x&paymentMode=cash&startDate=yesterday&endDate=2026-02-31&startAmount=lots',
    );
    expect(draft).toEqual(transactionSearch.empty);
    expect(transactionSearch.isFiltered(draft)).toBe(false);
  });

  it('keeps one cursor direction, the next page winning', () => {
    expect(transactionSearch.read('?start_after=a&ending_before=b').cursor).toEqual({ startAfter: 'a' });
    expect(transactionSearch.query(transactionSearch.read('?ending_before=b'))).toEqual({
      ending_before: 'b',
    });
  });

  it('writes back what it reads, leaving empty filters out', () => {
    const search = 'status=failed&startAmount=1%2C000.00&ending_before=tx_1';
    expect(transactionSearch.write(transactionSearch.read(search))).toBe(search);
    expect(transactionSearch.write({ draft: transactionSearch.empty, cursor: {} })).toBe('');
  });

  it('checks the amounts before applying: readable, and the end not below the start', () => {
    const draft = { ...transactionSearch.empty, startAmount: '5,000', endAmount: '1,000' };
    expect(checkAmounts(draft)).toEqual({ endAmount: AMOUNT_ORDER_MESSAGE });
    expect(checkAmounts({ ...draft, startAmount: 'abc', endAmount: '' })).toEqual({
      startAmount: AMOUNT_FORMAT_MESSAGE,
    });
    expect(checkAmounts({ ...draft, endAmount: '5000' })).toEqual({});
  });
});

describe('the reconciliations’ filters in the URL', () => {
  it('are the transaction filters plus businessId (§7)', () => {
    const search = reconciliationSearch.read(
      '?businessId=%20b_acme%20&status=pending&paymentMode=bank_transfer&transactionReference=VRT-1&startAmount=10%2C750',
    );
    expect(reconciliationSearch.query(search)).toEqual({
      businessId: 'b_acme',
      status: 'pending',
      paymentMode: 'bank_transfer',
      transactionReference: 'VRT-1',
      startAmount: 1_075_000,
    });
    expect(reconciliationSearch.write(search)).toBe(
      'businessId=b_acme&status=pending&paymentMode=bank_transfer&transactionReference=VRT-1&startAmount=10%2C750',
    );
  });

  it('a business alone is a filter', () => {
    expect(reconciliationSearch.isFiltered({ ...reconciliationSearch.empty, businessId: 'b_1' })).toBe(true);
    expect(reconciliationSearch.isFiltered(reconciliationSearch.empty)).toBe(false);
    expect(
      reconciliationSearch.query({ draft: reconciliationSearch.empty, cursor: { startAfter: 'tx_2' } }),
    ).toEqual({
      start_after: 'tx_2',
    });
  });
});
