/**
 * An individual credit report (result.creditReport of an `individualCreditReport` check) in words: the
 * score against its scale, the bureau's summary and each facility as a table row. Amounts are minor units
 * of the currency they come with.
 */
import type { TCreditAccount, TCreditReport } from '@verity/client';
import type { LabelledValue } from '../../../lib/check-fields';
import { formatDay, formatMoney } from '../../../lib/format';
import { withRowKeys } from '../../../lib/row-keys';

/** The top of the scale the bureaus score on (300 to 850). */
export const CREDIT_SCORE_MAX = 850;

/** 712 -> '712 of 850': the number alone does not say how good it is. */
export function creditScoreText(score: number): string {
  return `${score} of ${CREDIT_SCORE_MAX}`;
}

export function creditSummaryRows(report: Pick<TCreditReport, 'summary'>): LabelledValue[] {
  const { summary } = report;
  const money = (amount: number) => formatMoney({ amount, currency: summary.currency });
  return [
    { key: 'totalAccounts', label: 'Total accounts', value: String(summary.totalAccounts) },
    { key: 'openAccounts', label: 'Open accounts', value: String(summary.openAccounts) },
    { key: 'performingAccounts', label: 'Performing', value: String(summary.performingAccounts) },
    { key: 'nonPerformingAccounts', label: 'Non-performing', value: String(summary.nonPerformingAccounts) },
    { key: 'totalOutstanding', label: 'Total outstanding', value: money(summary.totalOutstanding) },
    { key: 'totalOverdue', label: 'Total overdue', value: money(summary.totalOverdue) },
    {
      key: 'enquiriesLast12Months',
      label: 'Enquiries in the last 12 months',
      value: String(summary.enquiriesLast12Months),
    },
  ];
}

export interface CreditAccountRow {
  key: string;
  lender: string;
  facility: string;
  /** The day as the bureau wrote it, for a <time dateTime>. */
  openedOn: string;
  opened: string;
  amount: string;
  balance: string;
  overdue: string;
  daysPastDue: string;
  status: TCreditAccount['status'];
}

/** Each facility as the table shows it, in the bureau's order. */
export function creditAccountRows(accounts: readonly TCreditAccount[]): CreditAccountRow[] {
  const keyed = withRowKeys(
    accounts,
    (account) => `${account.lender}|${account.facilityType}|${account.openedOn}`,
  );
  return keyed.map(({ key, item: account }) => {
    const money = (amount: number) => formatMoney({ amount, currency: account.currency });
    return {
      key,
      lender: account.lender,
      facility: account.facilityType,
      openedOn: account.openedOn,
      opened: formatDay(account.openedOn),
      amount: money(account.amount),
      balance: money(account.balance),
      overdue: money(account.overdue),
      daysPastDue: String(account.daysPastDue),
      status: account.status,
    };
  });
}
