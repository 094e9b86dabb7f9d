/** The screening history of a scope on the kit's history screen; `domestic` holds it to domestic PEP checks. */
import type { AmlCheckStatus, HistoryScope, TAmlCheck } from '@verity/client';
import { amlCheckTypeLabels, riskLevelOf } from '@verity/client';
import { Link } from 'wouter';
import { Chip } from '../../../components/chip';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { RequestedByField } from '../../../components/filters-form';
import { HistoryScreen } from '../../../components/history-screen';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { ListFilters } from '../../../components/list-filters';
import { PillNav } from '../../../components/pill-nav';
import { RiskChip } from '../../../components/status-chips';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { textLinkClass } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLinkIntent } from '../../../lib/link-intent';
import { useAmlHistory } from '../api';
import {
  AML_CHECK_PATH,
  type AmlFilters,
  type AmlPlace,
  amlCheckPath,
  amlHistoryCodec,
  amlHistoryPath,
  amlHistoryQuery,
  amlStatuses,
  domesticPepPath,
  WATCHLIST_PATH,
} from '../lib/aml-paths';
import { ThresholdsButton } from './thresholds';

const statusOptions = Object.entries(amlStatuses).map(([value, [label]]) => ({ value, label }));
const typeOptions = Object.entries({ '': 'All types', ...amlCheckTypeLabels }).map(([value, label]) => ({
  value,
  label,
}));
const tableFrame = {
  caption: 'Screening checks, newest first',
  columns: ['Screened', 'Type', 'Status', 'Risk', 'Hits', 'Requested by', 'Date', 'Details'],
  minWidth: 'min-w-[56rem]',
};
const useAllChecks = (scope: HistoryScope, place: AmlPlace) => useAmlHistory(scope, place);
const useDomesticPep = (scope: HistoryScope, place: AmlPlace) => useAmlHistory(scope, place, 'domestic_pep');

export function AmlHistoryScreen(props: { scope: HistoryScope; title: string; domestic?: boolean }) {
  const { scope, title, domestic } = props;
  const type = domestic ? 'domestic_pep' : undefined;
  const noun = domestic ? 'domestic PEP checks' : 'screening checks';
  const start = domestic
    ? { href: `${domesticPepPath(scope)}/check`, label: 'New domestic PEP check' }
    : { href: AML_CHECK_PATH, label: 'New check' };
  const download = (filters: AmlFilters) =>
    api.aml.exportCsv(amlHistoryQuery({ filters, cursor: {} }, type), scope);
  const file = `${domestic ? 'domestic-pep' : 'sanction-pep'}-history.csv`;
  return (
    <HistoryScreen<TAmlCheck, AmlFilters>
      scope={scope}
      title={title}
      noun={noun}
      search={amlHistoryCodec}
      useHistory={domestic ? useDomesticPep : useAllChecks}
      exportButton={(filters) => <ExportCsvButton download={() => download(filters)} fileName={file} />}
      start={start}
      startAction={
        <>
          <ThresholdsButton />
          <ButtonLink href={start.href}>{start.label}</ButtonLink>
        </>
      }
      filtersForm={(filters, apply) => (
        <ListFilters<'type' | 'requestedBy'>
          label={`Filter ${noun}`}
          nameLabel="Name or wallet"
          statusOptions={statusOptions}
          initial={filters}
          applied={amlHistoryCodec.isFiltered(filters)}
          onApply={(search) => apply(amlHistoryCodec.read(search).filters)}
          onClear={() => apply(amlHistoryCodec.none)}
        >
          {({ draft, set }) => (
            <>
              {!domestic && (
                <SelectField label="Type" options={typeOptions} value={draft.type} onChange={set('type')} />
              )}
              <RequestedByField value={draft.requestedBy} onChange={set('requestedBy')} />
            </>
          )}
        </ListFilters>
      )}
      table={(checks, loading) => (
        <HistoryTableFrame {...tableFrame} loading={loading}>
          {checks.map((check) => (
            <AmlRow key={check.id} check={check} scope={scope} />
          ))}
        </HistoryTableFrame>
      )}
    >
      <AmlPagesNav scope={scope} current={domestic ? domesticPepPath(scope) : amlHistoryPath(scope)} />
    </HistoryScreen>
  );
}

function AmlRow({ check, scope }: { check: TAmlCheck; scope: HistoryScope }) {
  const detailPath = amlCheckPath(scope, check.id);
  const intent = useLinkIntent(detailPath);
  return (
    <tr className="hover:bg-slate-50">
      <td className="max-w-64 break-words px-3 py-2 font-medium">{check.reference}</td>
      <td className="px-3 py-2">{amlCheckTypeLabels[check.type]}</td>
      <td className="px-3 py-2">
        <AmlStatusChip status={check.status} />
      </td>
      <td className="px-3 py-2">
        {check.status === 'failed' ? '—' : <AmlRiskChip level={check.riskLevel} />}
      </td>
      <td className="px-3 py-2 tabular-nums">{check.hits.length}</td>
      <td className="px-3 py-2">{check.requestedBy.name}</td>
      <td className="whitespace-nowrap px-3 py-2">{formatDate(check.createdAt)}</td>
      <td className="px-3 py-2">
        <Link href={detailPath} className={textLinkClass} {...intent}>
          View<span className="sr-only"> check of {check.reference}</span>
        </Link>
      </td>
    </tr>
  );
}

export const AmlStatusChip = ({ status }: { status: AmlCheckStatus }) => (
  <Chip tone={amlStatuses[status][1]}>{amlStatuses[status][0]}</Chip>
);
export const AmlRiskChip = ({ level }: { level: string }) => <RiskChip level={riskLevelOf(level)} />;

/** The screening's pages at a scope: every check, the domestic PEP checks, the business's own watchlist. */
export function AmlPagesNav({ scope, current }: { scope: HistoryScope; current: string }) {
  const pages = [
    [amlHistoryPath(scope), 'All checks'],
    [domesticPepPath(scope), 'Domestic PEP'],
    ...(scope.kind === 'business' ? [[WATCHLIST_PATH, 'Watchlist']] : []),
  ];
  const items = pages.map(([href = '', label = '']) => ({ href, label, current: href === current }));
  return <PillNav label="Screening pages" items={items} />;
}
