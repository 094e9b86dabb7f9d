import type { TIdentityCheck } from '@verity/client';
import { CheckStatusChip, RiskChip } from '../../../components/status-chips';
import { SummaryList, type SummaryRow } from '../../../components/ui/summary-list';
import { riskOf, typeLabel } from '../../../lib/check-fields';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { countryNames } from '../lib/verify-screens';

/** The check itself: what was checked, how it went, what it cost, who asked and when. */
export function CheckSummary({ check }: { check: TIdentityCheck }) {
  const risk = riskOf(check);
  const rows: SummaryRow[] = [
    [
      'Status',
      <span key="status" className="flex flex-wrap gap-1">
        <CheckStatusChip status={check.status} />
        {risk && <RiskChip level={risk} />}
      </span>,
    ],
    ['Type', typeLabel(check.type)],
    ['Country', countryNames[check.country]],
    [
      'Reference',
      <span key="reference" className="font-mono">
        {check.reference}
      </span>,
    ],
    ['Failure reason', check.failureReason ?? '—'],
    ['Cost', formatMoney(check.cost)],
    ['Environment', check.environment === 'live' ? 'Live' : 'Sandbox'],
    ['Requested by', check.requestedBy.name],
    [
      'Created at',
      <time key="created" dateTime={check.createdAt}>
        {formatDateTime(check.createdAt)}
      </time>,
    ],
    ['Expired', check.hasExpired ? 'Yes' : 'No'],
  ];
  return <SummaryList rows={rows} />;
}
