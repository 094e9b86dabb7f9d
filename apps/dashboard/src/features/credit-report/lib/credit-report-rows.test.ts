import type { TCreditAccount, TCreditReport } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { creditAccountStatusLabels } from '../../../lib/status-labels';
import { creditAccountRows, creditScoreText, creditSummaryRows } from './credit-report-rows';

const loan: TCreditAccount = {
  lender: 'Access Bank',
  facilityType: 'Personal loan',
  currency: 'NGN',
  amount: 150_000_000,
  balance: 75_000_050,
  overdue: 0,
  status: 'performing',
  openedOn: '2019-07-14',
  daysPastDue: 0,
};

const summary: TCreditReport['summary'] = {
  totalAccounts: 3,
  openAccounts: 2,
  performingAccounts: 2,
  nonPerformingAccounts: 0,
  totalOutstanding: 123_456_789,
  totalOverdue: 0,
  enquiriesLast12Months: 1,
  currency: 'NGN',
};

describe('creditScoreText', () => {
  it('says the score against the top of the scale', () => {
    expect(creditScoreText(712)).toBe('712 of 850');
    expect(creditScoreText(300)).toBe('300 of 850');
  });
});

describe('creditSummaryRows', () => {
  it('labels the summary in order, money from minor units with its currency, and 0 as 0', () => {
    expect(creditSummaryRows({ summary }).map((row) => [row.label, row.value])).toEqual([
      ['Total accounts', '3'],
      ['Open accounts', '2'],
      ['Performing', '2'],
      ['Non-performing', '0'],
      ['Total outstanding', '₦1,234,567.89'],
      ['Total overdue', '₦0.00'],
      ['Enquiries in the last 12 months', '1'],
    ]);
  });
});

describe('creditAccountRows', () => {
  it('writes each facility with its day, its money in its own currency and the days past due', () => {
    expect(creditAccountRows([loan])).toEqual([
      {
        key: 'Access Bank|Personal loan|2019-07-14',
        lender: 'Access Bank',
        facility: 'Personal loan',
        openedOn: '2019-07-14',
        opened: '14 July 2019',
        amount: '₦1,500,000.00',
        balance: '₦750,000.50',
        overdue: '₦0.00',
        daysPastDue: '0',
        status: 'performing',
      },
    ]);
    const dollars = creditAccountRows([{ ...loan, currency: 'USD', overdue: 2550, daysPastDue: 60 }])[0];
    expect(dollars).toMatchObject({ overdue: '$25.50', daysPastDue: '60' });
  });

  it('keys two alike facilities apart and labels every status', () => {
    expect(new Set(creditAccountRows([loan, loan]).map((row) => row.key)).size).toBe(2);
    expect(creditAccountStatusLabels).toEqual({
      performing: 'Performing',
      non_performing: 'Non-performing',
      closed: 'Closed',
    });
  });
});
