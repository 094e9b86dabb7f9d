/**
 * /businesses/report-log-requests (gate admin:business:view): every business's export requests for support,
 * newest first, a page at a time, by status; support attaches a report link to one. Each row names who asked
 * and links to their business.
 */
import type { TExportRequest } from '@verity/client';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageListTable } from '../../../components/page-list-table';
import { ExportStatusChip } from '../../../components/status-chips';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useSupportExportRequests } from '../api';
import { ReportLinkDialog } from '../components/report-link-dialog';
import {
  type ExportRequestSearch,
  exportStatuses,
  filtersText,
  readExportRequestSearch,
  readExportStatus,
  writeExportRequestSearch,
} from '../lib/export-request-search';

const columns = ['Requested', 'Requested by', 'Filters', 'Rows', 'Status', 'Report link'] as const;
const statusLabels = { pending: 'Pending', failed: 'Failed', completed: 'Completed' } as const;

export default function ReportLogRequestsPage() {
  useDocumentTitle('Export requests');
  const [location, navigate] = useLocation();
  const search = readExportRequestSearch(useSearch());
  const requests = useSupportExportRequests(search);
  const failure = useQueryFailure(requests.error);
  const [attaching, setAttaching] = useState<TExportRequest | null>(null);
  const items = requests.data?.items ?? [];
  const go = (next: ExportRequestSearch) => {
    const query = writeExportRequestSearch(next);
    navigate(query ? `${location}?${query}` : location);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <TextLink href="/businesses" className="self-start">
        ← Businesses
      </TextLink>
      <h1 className="font-semibold text-2xl">Export requests</h1>
      <p className="text-muted">
        The history exports every business has asked for. Attach a report link for one that needs support.
      </p>
      <search aria-label="Filter export requests" className="max-w-xs">
        <SelectField
          label="Status"
          value={search.status}
          onChange={(event) => go({ status: readExportStatus(event.target.value), page: 1 })}
          options={[
            { value: '', label: 'Any status' },
            ...exportStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
          ]}
        />
      </search>
      <PageListTable
        list={requests}
        failure={failure}
        empty={search.status ? 'No export requests with this status' : 'No export requests yet'}
        itemCount={items.length}
        caption="Export requests of every business, newest first"
        columns={columns}
        page={search.page}
        totalPages={requests.data?.pagination.totalPages ?? 1}
        onPage={(page) => go({ ...search, page })}
      >
        {items.map((request) => (
          <tr key={request.id}>
            <td className="whitespace-nowrap px-3 py-2 text-sm">
              <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
            </td>
            <td className="px-3 py-2 text-sm">
              {request.requestedBy.name}
              <TextLink
                href={`${scopeBasePath('business', request.businessId)}/manage`}
                className="block text-xs"
              >
                Their business<span className="sr-only"> ({request.requestedBy.name})</span>
              </TextLink>
            </td>
            <td className="px-3 py-2 text-sm">{filtersText(request.filters)}</td>
            <td className="px-3 py-2 text-sm tabular-nums">
              {request.rowCount === null ? '—' : request.rowCount.toLocaleString('en')}
            </td>
            <td className="px-3 py-2">
              <ExportStatusChip status={request.status} />
            </td>
            <td className="px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                {request.reportLink && (
                  <a
                    href={request.reportLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline"
                  >
                    Open report<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                <Button variant="secondary" onClick={() => setAttaching(request)}>
                  {request.reportLink ? 'Replace link' : 'Attach link'}
                  <span className="sr-only"> for the export of {formatDate(request.createdAt)}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </PageListTable>
      {attaching && <ReportLinkDialog request={attaching} onClose={() => setAttaching(null)} />}
    </div>
  );
}
