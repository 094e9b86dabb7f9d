import { riskLevelOf, type TCreditReport } from '@verity/client';
import { useId } from 'react';
import { DataTable } from '../../../components/data-table';
import { DetailSection } from '../../../components/detail-section';
import { CreditAccountStatusChip, RiskChip } from '../../../components/status-chips';
import { formatDay } from '../../../lib/format';
import { creditAccountRows, creditScoreText, creditSummaryRows } from '../lib/credit-report-rows';

const accountColumns = [
  'Lender',
  'Facility',
  'Opened',
  'Amount',
  'Balance',
  'Overdue',
  'Days past due',
  'Status',
] as const;

/** The bureau's report on the person: the score on its scale, the summary, and every facility. */
export function CreditReportSection({ report }: { report: TCreditReport }) {
  const accountsId = useId();
  const accounts = creditAccountRows(report.accounts);
  return (
    <DetailSection title="Credit report">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p>
            <span className="font-semibold text-2xl tabular-nums">{creditScoreText(report.score)}</span>
            <span className="text-muted"> · {report.bureau}</span>
          </p>
          <RiskChip level={riskLevelOf(report.riskLevel)} />
          <p className="text-muted text-sm">
            Reported on <time dateTime={report.reportedAt}>{formatDay(report.reportedAt)}</time>
          </p>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          {creditSummaryRows(report).map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-muted text-xs">{row.label}</dt>
              <dd className="break-words font-medium tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
        {accounts.length > 0 ? (
          <DataTable id={accountsId} title="Accounts" columns={accountColumns}>
            {accounts.map((account) => (
              <tr key={account.key}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {account.lender}
                </th>
                <td className="px-3 py-2">{account.facility}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={account.openedOn}>{account.opened}</time>
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{account.amount}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{account.balance}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{account.overdue}</td>
                <td className="px-3 py-2 tabular-nums">{account.daysPastDue}</td>
                <td className="px-3 py-2">
                  <CreditAccountStatusChip status={account.status} />
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p>The bureau holds no credit facility for this person.</p>
        )}
      </div>
    </DetailSection>
  );
}
