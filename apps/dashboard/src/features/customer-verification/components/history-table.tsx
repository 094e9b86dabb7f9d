import type { HistoryScope, TIdentityCheck } from '@verity/client';
import { Link } from 'wouter';
import { textLinkClass } from '../../../components/ui/text-link';
import { useLinkIntent } from '../../../lib/link-intent';
import { displayName, riskOf, typeLabel } from '../lib/check-fields';
import { formatDate, formatMoney } from '../lib/format';
import { writeHistorySearch } from '../lib/history-filters';
import { checkPath, historyPath } from '../lib/scope';
import { countryNames } from '../lib/verify-screens';
import { RiskChip, StatusChip } from './chips';

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

/** Placeholder rows while a page loads; fixed ids, as the rows have no data of their own. */
const skeletonRows = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

export interface HistoryTableProps {
  checks: readonly TIdentityCheck[];
  scope: HistoryScope;
  /** While a page loads the table keeps its frame and shows placeholder rows (aria-busy). */
  loading: boolean;
}

export function HistoryTable({ checks, scope, loading }: HistoryTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-busy={loading || undefined} className="w-full min-w-[60rem] text-left">
        <caption className="sr-only">
          Customer verifications, newest first{loading ? ' (loading)' : ''}
        </caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-muted text-xs uppercase tracking-wide">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading
            ? skeletonRows.map((row) => <SkeletonRow key={row} />)
            : checks.map((check) => <HistoryRow key={check.id} check={check} scope={scope} />)}
        </tbody>
      </table>
    </div>
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
          <StatusChip status={check.status} />
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

function SkeletonRow() {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column} className="px-3 py-3">
          <span aria-hidden="true" className="block h-3 w-full max-w-24 animate-pulse rounded bg-slate-200" />
        </td>
      ))}
    </tr>
  );
}
