/**
 * /organizations (gate organization:view): the business's organizations (staff of one see only theirs) with
 * the table's filters, a cursor page at a time, filters and cursor in the URL. Create organization for those
 * who hold organization:manage. The same page is platform staff's view of one business's organizations,
 * /businesses/admin/{business_id}/organizations (admin:business:organization:view).
 */
import type { TOrganizationProfile } from '@verity/client';
import { useLocation, useSearch } from 'wouter';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { QueryError } from '../../../components/query-error';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useHeld } from '../../../session/use-held';
import { useOrganizations } from '../api';
import { OrganizationFilters } from '../components/organization-filters';
import { OrganizationStatusChip } from '../components/organization-status-chip';
import {
  isOrganizationFiltered,
  noOrganizationFilters,
  type OrganizationDraft,
  readOrganizationSearch,
  writeOrganizationSearch,
} from '../lib/organization-search';
import { useOrganizationsScope } from '../lib/organizations-scope';

export default function OrganizationsPage() {
  useDocumentTitle('Organizations');
  const [location, navigate] = useLocation();
  const search = readOrganizationSearch(useSearch());
  const scope = useOrganizationsScope();
  const list = useOrganizations(search, scope.businessId);
  const failure = useQueryFailure(list.error);
  const canCreate = useHeld(
    scope.businessId ? ['admin:business:organization:view'] : ['organization:manage'],
  );
  const go = (draft: OrganizationDraft, cursor: HistoryCursor) => {
    const query = writeOrganizationSearch({ draft, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const rows = list.data?.items ?? [];
  const filtered = isOrganizationFiltered(search.draft);
  const create = canCreate ? { href: scope.createPath, label: 'Create organization' } : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Organizations</h1>
        {create && <ButtonLink href={create.href}>{create.label}</ButtonLink>}
      </div>
      <OrganizationFilters
        key={writeOrganizationSearch({ draft: search.draft, cursor: firstPage })}
        initial={search.draft}
        applied={filtered}
        onApply={(applied) => go(readOrganizationSearch(applied).draft, firstPage)}
        onClear={() => go(noOrganizationFilters, firstPage)}
        locationChoices={scope.businessId === null}
      />
      {list.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void list.refetch()}
          fallback="The organizations could not be loaded."
        />
      ) : !list.isPending && rows.length === 0 ? (
        <EmptyHistory
          filtered={filtered}
          onClear={() => go(noOrganizationFilters, firstPage)}
          noun="organizations"
          start={create}
        />
      ) : (
        <>
          <OrganizationsTable
            rows={rows}
            loading={list.isPending}
            busy={list.isPlaceholderData}
            linkTo={scope.organizationPath}
          />
          <CursorPager
            paging={pagingState(list.data?.pagination)}
            disabled={list.isFetching}
            onPage={(cursor) => go(search.draft, cursor)}
          />
        </>
      )}
    </div>
  );
}

const columns = ['Organization', 'Contact', 'Location', 'Status', 'Created'] as const;

function OrganizationsTable({
  rows,
  loading,
  busy,
  linkTo,
}: {
  rows: readonly TOrganizationProfile[];
  loading: boolean;
  busy: boolean;
  linkTo(organizationId: string): string;
}) {
  return (
    <HistoryTableFrame
      caption="Organizations, newest first"
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[48rem]"
    >
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
