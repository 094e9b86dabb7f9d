import { companyTypeLabel, type TCompanyCheck } from '@verity/client';
import { CheckStatusChip } from '../../../components/status-chips';
import { SummaryList } from '../../../components/ui/summary-list';
import { formatDateTime, formatMoney } from '../../../lib/format';

/** The check itself: what was checked, how it went, what it cost, who asked and when. */
export function CompanyCheckSummary({ check }: { check: TCompanyCheck }) {
  return (
    <SummaryList
      rows={[
        ['Status', <CheckStatusChip key="status" status={check.status} />],
        ['Type', companyTypeLabel(check.type)],
        [
          'Number checked',
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
      ]}
    />
  );
}
