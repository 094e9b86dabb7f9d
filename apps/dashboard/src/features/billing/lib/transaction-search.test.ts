import { describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_ORDER_MESSAGE,
  checkAmounts,
  isFiltered,
  isReconciliationFiltered,
  noReconciliationFilters,
  noTransactionFilters,
  readReconciliationSearch,
  readTransactionSearch,
  toReconciliationQuery,
  toTransactionQuery,
  writeReconciliationSearch,
  writeTransactionSearch,
} from './transaction-search';

describe('the transactions table filters in the URL', () => {
  it('reads every §7 filter, amounts in major units, into the API query in minor units', () => {
    const search = readTransactionSearch(
      '?status=successful&itemType=wallet_funding&paymentMode=card&paymentType=credit' +
        '&transactionReference=VRT-7Q2K&startDate=2026-01-01&endDate=2026-01-31' +
        '&startAmount=1%2C000&endAmount=5000.50&start_after=tx_9',
    );
    expect(toTransactionQuery(search)).toEqual({
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
    const { draft } = readTransactionSearch(
      '?status=stolen&itemType=x&paymentMode=cash&startDate=yesterday&endDate=2026-02-31&startAmount=lots',
    );
    expect(draft).toEqual(noTransactionFilters);
    expect(isFiltered(draft)).toBe(false);
  });

  it('keeps one cursor direction, the next page winning', () => {
    expect(readTransactionSearch('?start_after=a&ending_before=b').cursor).toEqual({ startAfter: 'a' });
    expect(toTransactionQuery(readTransactionSearch('?ending_before=b'))).toEqual({ ending_before: 'b' });
  });

  it('writes back what it reads, leaving empty filters out', () => {
    const search = 'status=failed&startAmount=1%2C000.00&ending_before=tx_1';
    expect(writeTransactionSearch(readTransactionSearch(search))).toBe(search);
    expect(writeTransactionSearch({ draft: noTransactionFilters, cursor: {} })).toBe('');
  });

  it('checks the amounts before applying: readable, and the end not below the start', () => {
    const draft = { ...noTransactionFilters, startAmount: '5,000', endAmount: '1,000' };
    expect(checkAmounts(draft)).toEqual({ endAmount: AMOUNT_ORDER_MESSAGE });
    expect(checkAmounts({ ...draft, startAmount: 'abc', endAmount: '' })).toEqual({
      startAmount: AMOUNT_FORMAT_MESSAGE,
    });
    expect(checkAmounts({ ...draft, endAmount: '5000' })).toEqual({});
  });
});

describe('the reconciliations’ filters in the URL', () => {
  it('are the transaction filters plus businessId (§7)', () => {
    const search = readReconciliationSearch(
      '?businessId=%20b_acme%20&status=pending&paymentMode=bank_transfer&transactionReference=VRT-1&startAmount=10%2C750',
    );
    expect(toReconciliationQuery(search)).toEqual({
      businessId: 'b_acme',
      status: 'pending',
      paymentMode: 'bank_transfer',
      transactionReference: 'VRT-1',
      startAmount: 1_075_000,
    });
    expect(writeReconciliationSearch(search)).toBe(
      'businessId=b_acme&status=pending&paymentMode=bank_transfer&transactionReference=VRT-1&startAmount=10%2C750',
    );
  });

  it('a business alone is a filter', () => {
    expect(isReconciliationFiltered({ ...noReconciliationFilters, businessId: 'b_1' })).toBe(true);
    expect(isReconciliationFiltered(noReconciliationFilters)).toBe(false);
    expect(toReconciliationQuery({ draft: noReconciliationFilters, cursor: { startAfter: 'tx_2' } })).toEqual(
      {
        start_after: 'tx_2',
      },
    );
  });
});
