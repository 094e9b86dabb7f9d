import type { TVFormResponse } from '@verity/client';
import { Link } from 'wouter';
import { HistoryTableFrame } from '../../../../components/history-table-frame';
import { textLinkClass } from '../../../../components/ui/text-link';
import { formatDate, formatMoney } from '../../../../lib/format';
import { respondentLabel } from '../../lib/response-format';
import { ResponseStatusChip } from './status-chips';

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
    <HistoryTableFrame
      caption={caption}
      columns={columns}
      loading={loading}
      busy={busy}
      minWidth="min-w-[44rem]"
    >
      {responses.map((response) => (
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
    </HistoryTableFrame>
  );
}
