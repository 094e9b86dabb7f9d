import type { TIdentityCheck } from '@verity/client';
import type { ReactNode } from 'react';
import { riskOf, typeLabel } from '../lib/check-fields';
import { formatDateTime, formatMoney } from '../lib/format';
import { countryNames } from '../lib/verify-screens';
import { RiskChip, StatusChip } from './chips';

/** The check itself: what was checked, how it went, what it cost, who asked and when. */
export function CheckSummary({ check }: { check: TIdentityCheck }) {
  const risk = riskOf(check);
  const rows: Array<[string, ReactNode]> = [
    [
      'Status',
      <span key="status" className="flex flex-wrap gap-1">
        <StatusChip status={check.status} />
        {risk && <RiskChip level={risk} />}
      </span>,
    ],
    ['Type', typeLabel(check.type)],
    ['Country', countryNames[check.country]],
    [
      'Reference',
      <span key="reference" className="font-mono">
        {check.reference}
      </span>,
    ],
    ['Failure reason', check.failureReason ?? '—'],
    ['Cost', formatMoney(check.cost)],
    ['Environment', check.environment === 'live' ? 'Live' : 'Sandbox'],
    ['Requested by', check.requestedBy.name],
    [
      'Created at',
      <time key="created" dateTime={check.createdAt}>
        {formatDateTime(check.createdAt)}
      </time>,
    ],
    ['Expired', check.hasExpired ? 'Yes' : 'No'],
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
