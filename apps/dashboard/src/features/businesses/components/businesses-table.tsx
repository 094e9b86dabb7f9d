import type { TAdminBusinessSummary } from '@verity/client';
import { HistoryTableFrame, type TableState } from '../../../components/history-table-frame';
import { TextLink } from '../../../components/ui/text-link';
import { countryName } from '../../../lib/country-name';
import { formatDate } from '../../../lib/format';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { BusinessStatusChip } from './business-status-chip';

/** The table's caption, its column headings and the narrowest it gets before its frame scrolls. */
const frame = {
  caption: 'Businesses, newest first',
  columns: ['Business', 'Owner', 'Country', 'Status', 'To be contacted', 'Signed up'],
  minWidth: 'min-w-[56rem]',
};

/** Every business, newest first; a business's name opens its manage page. */
export function BusinessesTable({ rows, ...state }: TableState & { rows: readonly TAdminBusinessSummary[] }) {
  return (
    <HistoryTableFrame {...frame} {...state}>
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
