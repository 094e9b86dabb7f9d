import type { TVFormResponse } from '@verity/client';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../customer-verification/lib/format';
import { countryName, formatDuration } from '../../lib/response-format';
import { ResponseStatusChip } from './status-chips';

/** Who answered, how it went, what it cost and when. */
export function ResponseSummary({ response }: { response: TVFormResponse }) {
  const rows: Array<[string, ReactNode]> = [
    ['Status', <ResponseStatusChip key="status" status={response.status} />],
    ['Form', response.templateTitle],
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
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted text-xs">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
