import type { TAdminBusinessSummary } from '@verity/client';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { TextLink } from '../../../components/ui/text-link';
import { countryName } from '../../../lib/country-name';
import { formatDate } from '../../../lib/format';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { BusinessStatusChip } from './business-status-chip';

const columns = ['Business', 'Owner', 'Country', 'Status', 'To be contacted', 'Signed up'] as const;

/** Every business, newest first; a business's name opens its manage page. */
export function BusinessesTable({
  rows,
  loading,
  busy,
}: {
  rows: readonly TAdminBusinessSummary[];
  loading: boolean;
  busy: boolean;
}) {
  return (
    <HistoryTableFrame
      caption="Businesses, newest first"
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[56rem]"
    >
      {rows.map((business) => (
        <tr key={business.id}>
          <td className="px-3 py-2">
            <TextLink href={`${scopeBasePath('business', business.id)}/manage`}>{business.name}</TextLink>
            {business.registrationNumber && (
              <span className="block font-mono text-muted text-xs">{business.registrationNumber}</span>
            )}
          </td>
          <td className="px-3 py-2 text-sm [overflow-wrap:anywhere]">{business.ownerEmail ?? '—'}</td>
          <td className="px-3 py-2 text-sm">{countryName(business.countryCode)}</td>
          <td className="px-3 py-2">
            <BusinessStatusChip status={business.status} />
          </td>
          <td className="px-3 py-2 text-sm">{business.toBeContacted ? 'Yes' : 'No'}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">
            <time dateTime={business.createdAt}>{formatDate(business.createdAt)}</time>
          </td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}
