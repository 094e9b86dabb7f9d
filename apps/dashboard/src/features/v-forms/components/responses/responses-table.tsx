import type { TVFormResponse } from '@verity/client';
import { Link } from 'wouter';
import { textLinkClass } from '../../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../customer-verification/lib/format';
import { respondentLabel } from '../../lib/response-format';
import { ResponseStatusChip } from './status-chips';

/** Placeholder rows while a page loads; fixed ids, as the rows have no data of their own. */
const skeletonRows = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

export interface ResponsesTableProps {
  responses: readonly TVFormResponse[];
  /** The history shows which form each response came from; a form's own list does not. */
  showForm?: boolean;
  /** Where a row's response opens. */
  detailHref(response: TVFormResponse): string;
  /** Where a form's title leads (the history only). */
  formHref?(response: TVFormResponse): string;
  caption: string;
  /** While the first page loads the frame stays with placeholder rows; while another loads, aria-busy. */
  loading: boolean;
  busy?: boolean;
}

/** The respondent's name with their email beneath; the email alone; or 'Anonymous'. */
function RespondentCell({ response }: { response: TVFormResponse }) {
  if (!response.respondentName) return <>{response.respondentEmail ?? 'Anonymous'}</>;
  return (
    <>
      <span className="block font-medium">{response.respondentName}</span>
      {response.respondentEmail && (
        <span className="block break-all text-muted text-xs">{response.respondentEmail}</span>
      )}
    </>
  );
}

export function ResponsesTable({
  responses,
  showForm = false,
  detailHref,
  formHref,
  caption,
  loading,
  busy = false,
}: ResponsesTableProps) {
  const columns = [...(showForm ? ['Form'] : []), 'Respondent', 'Status', 'Cost', 'Submitted', 'Details'];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-busy={loading || busy || undefined} className="w-full min-w-[44rem] text-left">
        <caption className="sr-only">
          {caption}
          {loading ? ' (loading)' : ''}
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
            ? skeletonRows.map((row) => (
                <tr key={row}>
                  {columns.map((column) => (
                    <td key={column} className="px-3 py-3">
                      <span
                        aria-hidden="true"
                        className="block h-3 w-full max-w-24 animate-pulse rounded bg-slate-200"
                      />
                    </td>
                  ))}
                </tr>
              ))
            : responses.map((response) => (
                <tr key={response.id} className="hover:bg-slate-50">
                  {showForm && (
                    <td className="px-3 py-2 font-medium">
                      {formHref ? (
                        <Link href={formHref(response)} className="hover:underline">
                          {response.templateTitle}
                          <span className="sr-only">: show this form's responses</span>
                        </Link>
                      ) : (
                        response.templateTitle
                      )}
                    </td>
                  )}
                  <td className="px-3 py-2">
                    <RespondentCell response={response} />
                  </td>
                  <td className="px-3 py-2">
                    <ResponseStatusChip status={response.status} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatMoney(response.cost)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={response.createdAt}>{formatDate(response.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">
                    <Link href={detailHref(response)} className={textLinkClass}>
                      View
                      <span className="sr-only">
                        {' '}
                        response from {respondentLabel(response) ?? 'an anonymous respondent'}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
