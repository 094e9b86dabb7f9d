import {
  type HistoryScope,
  identityRouteAddresses,
  riskLevelOf,
  type TAmlScreening,
  type TIdentityCheck,
} from '@verity/client';
import { useId } from 'react';
import { DataTable } from '../../../components/data-table';
import { DetailSection } from '../../../components/detail-section';
import { ScreeningHits } from '../../../components/screening-hit';
import { RiskChip, ScreeningStatusChip } from '../../../components/status-chips';
import { SummaryList, type SummaryRow } from '../../../components/ui/summary-list';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useCanCall } from '../../../session/use-can-call';
import { amlMatchRows, canStartScreening, listsText } from '../lib/screening';
import { ScreenAmlButton } from './screen-aml-button';

const matchColumns = ['Name', 'Category', 'List', 'Country', 'Date of birth', 'Reason', 'Score'] as const;

/**
 * The person's latest sanction and PEP screening, and (for the caller's own business) the button that
 * runs one. Only for a check the server can still screen: a found person whose record is kept.
 */
export function AmlScreeningSection({ check, scope }: { check: TIdentityCheck; scope: HistoryScope }) {
  const screening = check.aml ?? null;
  const mayScreen = useCanCall(identityRouteAddresses['check.screen']);
  return (
    <DetailSection title="Sanction & PEP screening">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">
            {screening
              ? 'The latest screening of this person against sanction and politically exposed person (PEP) lists.'
              : 'This person has not been screened against sanction and politically exposed person (PEP) lists.'}
          </p>
          {canStartScreening(check, scope, mayScreen) && (
            <ScreenAmlButton checkId={check.id} screened={screening !== null} />
          )}
        </div>
        {screening && <ScreeningResult screening={screening} />}
      </div>
    </DetailSection>
  );
}

function ScreeningResult({ screening }: { screening: TAmlScreening }) {
  const matchesId = useId();
  const rows: SummaryRow[] = [
    [
      'Result',
      <span key="result" className="flex flex-wrap gap-1">
        <ScreeningStatusChip status={screening.status} />
        <RiskChip level={riskLevelOf(screening.riskLevel)} />
      </span>,
    ],
    ['Screened name', screening.screenedName],
    ['Lists searched', listsText(screening.lists)],
    [
      'Screened at',
      <time key="screened" dateTime={screening.createdAt}>
        {formatDateTime(screening.createdAt)}
      </time>,
    ],
    ['Screened by', screening.requestedBy.name],
    ['Cost', formatMoney(screening.cost)],
  ];
  const matches = amlMatchRows(screening.matches);
  return (
    <>
      <SummaryList rows={rows} />
      {screening.hits.length > 0 ? (
        // Each hit as a Sanction & PEP check's result shows it: the listed entity and why it matched.
        <ScreeningHits hits={screening.hits} />
      ) : matches.length > 0 ? (
        <DataTable id={matchesId} title="Matches" columns={matchColumns}>
          {matches.map((match) => (
            <tr key={match.key}>
              <th scope="row" className="px-3 py-2 font-medium">
                {match.name}
              </th>
              <td className="px-3 py-2">{match.category}</td>
              <td className="px-3 py-2">{match.list}</td>
              <td className="px-3 py-2">{match.country}</td>
              <td className="whitespace-nowrap px-3 py-2">{match.dateOfBirth}</td>
              <td className="px-3 py-2">{match.reason}</td>
              <td className="px-3 py-2 tabular-nums">{match.score}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p>No entry on the lists searched resembles {screening.screenedName}.</p>
      )}
    </>
  );
}
