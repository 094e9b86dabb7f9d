import type { TVFormResponse } from '@verity/client';
import { SummaryList, type SummaryRow } from '../../../../components/ui/summary-list';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { countryName, formatDuration } from '../../lib/response-format';
import { ResponseStatusChip } from './status-chips';

/** Who answered, how it went, what it cost and when. */
export function ResponseSummary({ response }: { response: TVFormResponse }) {
  const rows: SummaryRow[] = [
    ['Status', <ResponseStatusChip key="status" status={response.status} />],
    ['Form', response.templateTitle],
    ['Respondent', response.respondentName ?? '—'],
    ['Respondent email', response.respondentEmail ?? '—'],
    ['Country', countryName(response.country)],
    ['Time to complete', formatDuration(response.durationMs)],
    ['Cost', formatMoney(response.cost)],
    ['Environment', response.environment === 'live' ? 'Live' : 'Sandbox'],
    [
      'Submitted at',
      <time key="created" dateTime={response.createdAt}>
        {formatDateTime(response.createdAt)}
      </time>,
    ],
    [
      'Response ID',
      <span key="id" className="break-all font-mono text-sm">
        {response.id}
      </span>,
    ],
  ];
  return <SummaryList rows={rows} />;
}
