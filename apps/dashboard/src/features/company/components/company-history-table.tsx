import { companyTypeLabel, type HistoryScope, type TCompanyCheck } from '@verity/client';
import { Link } from 'wouter';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { CheckStatusChip, CompanyStatusChip } from '../../../components/status-chips';
import { textLinkClass } from '../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLinkIntent } from '../../../lib/link-intent';
import { writeModuleSearch } from '../../../lib/module-history-search';
import { companyCheckPath, companyHistoryPath } from '../lib/company-paths';

const columns = ['Company', 'Type', 'Number', 'Status', 'Cost', 'Requested by', 'Date', 'Details'] as const;

/** Company checks, newest first; placeholder rows (aria-busy) while a page loads. */
export function CompanyHistoryTable({
  checks,
  scope,
  loading,
}: {
  checks: readonly TCompanyCheck[];
  scope: HistoryScope;
  loading: boolean;
}) {
  return (
    <HistoryTableFrame
      caption="Business verifications, newest first"
      columns={columns}
      loading={loading}
      minWidth="min-w-[56rem]"
    >
      {checks.map((check) => (
        <CompanyRow key={check.id} check={check} scope={scope} />
      ))}
    </HistoryTableFrame>
  );
}

function CompanyRow({ check, scope }: { check: TCompanyCheck; scope: HistoryScope }) {
  const requesterPath = `${companyHistoryPath(scope)}?${writeModuleSearch({ filters: { requestedBy: check.requestedBy.id }, cursor: {} })}`;
  const detailPath = companyCheckPath(scope, check.id);
  const requesterIntent = useLinkIntent(requesterPath);
  const detailIntent = useLinkIntent(detailPath);
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2 font-medium">{check.result?.name ?? '—'}</td>
      <td className="px-3 py-2">{companyTypeLabel(check.type)}</td>
      <td className="px-3 py-2 font-mono text-xs">{check.reference}</td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap gap-1">
          <CheckStatusChip status={check.status} />
          {check.result && <CompanyStatusChip status={check.result.status} />}
        </span>
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatMoney(check.cost)}</td>
      <td className="px-3 py-2">
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
          View<span className="sr-only"> business verification {check.reference}</span>
        </Link>
      </td>
    </tr>
  );
}
