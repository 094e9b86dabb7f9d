import type { HistoryScope, TIdentityCheck } from '@verity/client';
import { Link } from 'wouter';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { CheckStatusChip, RiskChip } from '../../../components/status-chips';
import { textLinkClass } from '../../../components/ui/text-link';
import { displayName, riskOf, typeLabel } from '../../../lib/check-fields';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLinkIntent } from '../../../lib/link-intent';
import { writeHistorySearch } from '../lib/history-filters';
import { checkPath, historyPath } from '../lib/scope';
import { countryNames } from '../lib/verify-screens';

const columns = [
  'Name',
  'Type',
  'Country',
  'Reference',
  'Status',
  'Cost',
  'Requested by',
  'Date',
  'Details',
] as const;

export interface HistoryTableProps {
  checks: readonly TIdentityCheck[];
  scope: HistoryScope;
  /** While a page loads the table keeps its frame and shows placeholder rows (aria-busy). */
  loading: boolean;
}

export function HistoryTable({ checks, scope, loading }: HistoryTableProps) {
  return (
    <HistoryTableFrame
      caption="Customer verifications, newest first"
      columns={columns}
      loading={loading}
      minWidth="min-w-[60rem]"
    >
      {checks.map((check) => (
        <HistoryRow key={check.id} check={check} scope={scope} />
      ))}
    </HistoryTableFrame>
  );
}

function HistoryRow({ check, scope }: { check: TIdentityCheck; scope: HistoryScope }) {
  const risk = riskOf(check);
  const requesterPath = `${historyPath(scope)}?${writeHistorySearch({ filters: { requestedBy: check.requestedBy.id }, cursor: {} })}`;
  const detailPath = checkPath(scope, check.id);
  // Resting on a link starts its page (code and data) before the click.
  const requesterIntent = useLinkIntent(requesterPath);
  const detailIntent = useLinkIntent(detailPath);
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2 font-medium">{displayName(check)}</td>
      <td className="px-3 py-2">{typeLabel(check.type)}</td>
      <td className="px-3 py-2">{countryNames[check.country]}</td>
      <td className="px-3 py-2 font-mono text-xs">{check.reference}</td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap gap-1">
          <CheckStatusChip status={check.status} />
          {risk && <RiskChip level={risk} />}
        </span>
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatMoney(check.cost)}</td>
      <td className="px-3 py-2">
        {/* The API filters requesters by user id, which nobody types: the name sets that filter. */}
        <Link href={requesterPath} className="hover:underline" {...requesterIntent}>
          {check.requestedBy.name}
          <span className="sr-only">: show only their checks</span>
        </Link>
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={check.createdAt}>{formatDate(check.createdAt)}</time>
      </td>
      <td className="px-3 py-2">
        <Link href={detailPath} className={textLinkClass} {...detailIntent}>
          View<span className="sr-only"> verification {check.reference}</span>
        </Link>
      </td>
    </tr>
  );
}
