/** /report-log: the business's export requests, a page at a time. */
import { useLocation, useSearch } from 'wouter';
import { PageListTable } from '../../../components/page-list-table';
import { ExportStatusChip } from '../../../components/status-chips';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useExportRequests } from '../api';

const columns = ['Date', 'Status', 'Rows', 'Requested by'] as const;

function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function ReportLogPage() {
  useDocumentTitle('Report log');
  const [location, navigate] = useLocation();
  const page = pageFrom(useSearch());
  const requests = useExportRequests(page);
  const failure = useQueryFailure(requests.error);
  const items = requests.data?.items ?? [];
  const totalPages = requests.data?.pagination.totalPages ?? 1;
  const goTo = (next: number) => navigate(next > 1 ? `${location}?page=${next}` : location);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="font-semibold text-2xl">Report log</h1>
      <PageListTable
        list={requests}
        failure={failure}
        empty="No exports yet"
        itemCount={items.length}
        caption="Export requests, newest first"
        columns={columns}
        page={page}
        totalPages={totalPages}
        onPage={goTo}
      >
        {items.map((request) => (
          <tr key={request.id}>
            <td className="px-3 py-2">
              <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
            </td>
            <td className="px-3 py-2">
              <ExportStatusChip status={request.status} />
            </td>
            <td className="px-3 py-2 tabular-nums">
              {request.rowCount === null ? '—' : request.rowCount.toLocaleString('en')}
            </td>
            <td className="px-3 py-2">{request.requestedBy.name}</td>
          </tr>
        ))}
      </PageListTable>
    </div>
  );
}
