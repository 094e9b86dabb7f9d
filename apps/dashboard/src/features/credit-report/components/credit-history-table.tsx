import {
  creditReportTypeLabel,
  type HistoryScope,
  riskLevelOf,
  type TCreditReportCheck,
} from '@verity/client';
import { Link } from 'wouter';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { CheckStatusChip, RiskChip } from '../../../components/status-chips';
import { textLinkClass } from '../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLinkIntent } from '../../../lib/link-intent';
import { creditCheckPath } from '../lib/credit-paths';

const columns = [
  'Subject',
  'Type',
  'Searched by',
  'Score',
  'Status',
  'Cost',
  'Requested by',
  'Date',
  'Details',
] as const;

/** Credit reports, newest first. */
export function CreditHistoryTable({
  checks,
  scope,
  loading,
}: {
  checks: readonly TCreditReportCheck[];
  scope: HistoryScope;
  loading: boolean;
}) {
  return (
    <HistoryTableFrame
      caption="Credit reports, newest first"
      columns={columns}
      loading={loading}
      minWidth="min-w-[60rem]"
    >
      {checks.map((check) => (
        <CreditRow key={check.id} check={check} scope={scope} />
      ))}
    </HistoryTableFrame>
  );
}

function CreditRow({ check, scope }: { check: TCreditReportCheck; scope: HistoryScope }) {
  const detailPath = creditCheckPath(scope, check.id);
  const intent = useLinkIntent(detailPath);
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2 font-medium">{check.result?.subject.name ?? '—'}</td>
      <td className="px-3 py-2">{creditReportTypeLabel(check.type)}</td>
      <td className="px-3 py-2 font-mono text-xs">{check.reference}</td>
      <td className="px-3 py-2 tabular-nums">{check.result?.report.score ?? '—'}</td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap gap-1">
          <CheckStatusChip status={check.status} />
          {check.riskLevel && <RiskChip level={riskLevelOf(check.riskLevel)} />}
        </span>
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatMoney(check.cost)}</td>
      <td className="px-3 py-2">{check.requestedBy.name}</td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={check.createdAt}>{formatDate(check.createdAt)}</time>
      </td>
      <td className="px-3 py-2">
        <Link href={detailPath} className={textLinkClass} {...intent}>
          View<span className="sr-only"> credit report {check.reference}</span>
        </Link>
      </td>
    </tr>
  );
}
