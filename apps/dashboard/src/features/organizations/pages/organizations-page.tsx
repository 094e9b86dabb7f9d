/**
 * /organizations (gate organization:view): the business's organizations (staff of one see only theirs) with
 * the table's filters, a cursor page at a time, filters and cursor in the URL. Create organization for those
 * who hold organization:manage. The same page is platform staff's view of one business's organizations,
 * /businesses/admin/{business_id}/organizations (admin:business:organization:view).
 */
import { organizationsRouteAddresses, type TOrganizationProfile } from '@verity/client';
import { CursorListBody } from '../../../components/cursor-list-body';
import { HistoryTableFrame, type TableState } from '../../../components/history-table-frame';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useCanCall } from '../../../session/use-can-call';
import { useOrganizations } from '../api';
import { OrganizationFilters } from '../components/organization-filters';
import { OrganizationStatusChip } from '../components/organization-status-chip';
import { organizationSearch } from '../lib/organization-search';
import { useOrganizationsScope } from '../lib/organizations-scope';

export default function OrganizationsPage() {
  useDocumentTitle('Organizations');
  const url = useCursorListUrl(organizationSearch);
  const scope = useOrganizationsScope();
  const list = useOrganizations(url.search, scope.businessId);
  const canCreateOwn = useCanCall(organizationsRouteAddresses.create);
  const canCreateForBusiness = useCanCall(organizationsRouteAddresses.businessCreate);
  const canCreate = scope.businessId ? canCreateForBusiness : canCreateOwn;
  const create = canCreate ? { href: scope.createPath, label: 'Create organization' } : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Organizations</h1>
        {create && <ButtonLink href={create.href}>{create.label}</ButtonLink>}
      </div>
      <OrganizationFilters key={url.formKey} {...url.filters} locationChoices={scope.businessId === null} />
      <CursorListBody
        list={list}
        noun="organizations"
        fallback="The organizations could not be loaded."
        filters={url}
        start={create}
        onPage={url.goTo}
        table={(rows, state) => <OrganizationsTable rows={rows} {...state} linkTo={scope.organizationPath} />}
      />
    </div>
  );
}

/** The table's caption, its column headings and the narrowest it gets before its frame scrolls. */
const frame = {
  caption: 'Organizations, newest first',
  columns: ['Organization', 'Contact', 'Location', 'Status', 'Created'],
  minWidth: 'min-w-[48rem]',
};

interface OrganizationsTableProps extends TableState {
  rows: readonly TOrganizationProfile[];
  linkTo(organizationId: string): string;
}

function OrganizationsTable({ rows, linkTo, ...state }: OrganizationsTableProps) {
  return (
    <HistoryTableFrame {...frame} {...state}>
      {rows.map((organization) => (
        <tr key={organization.id}>
          <td className="px-3 py-2">
            <TextLink href={linkTo(organization.id)}>{organization.name}</TextLink>
          </td>
          <td className="px-3 py-2 text-sm">
            {[organization.firstName, organization.lastName].filter(Boolean).join(' ') || '—'}
            {organization.email && (
              <span className="block text-muted text-xs [overflow-wrap:anywhere]">{organization.email}</span>
            )}
          </td>
          <td className="px-3 py-2 text-sm">{organization.location ?? '—'}</td>
          <td className="px-3 py-2">
            <OrganizationStatusChip status={organization.status} />
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm">
            <time dateTime={organization.createdAt}>{formatDate(organization.createdAt)}</time>
          </td>
        </tr>
      ))}
    </HistoryTableFrame>
  );
}
