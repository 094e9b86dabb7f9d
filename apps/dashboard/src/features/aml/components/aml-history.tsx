/** The screening history of a scope on the kit's history screen; `domestic` holds it to domestic PEP checks. */
import type { AmlCheckStatus, HistoryScope, TAmlCheck } from '@verity/client';
import { amlCheckStatuses, amlCheckTypeLabels, amlCheckTypes, riskLevelOf } from '@verity/client';
import { Link } from 'wouter';
import { Chip } from '../../../components/chip';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { ModuleHistoryScreen } from '../../../components/module-history-screen';
import { PillNav } from '../../../components/pill-nav';
import { RiskChip } from '../../../components/status-chips';
import { textLinkClass } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLinkIntent } from '../../../lib/link-intent';
import { useAmlHistory } from '../api';
import {
  AML_CHECK_PATH,
  type AmlSearch,
  amlCheckPath,
  amlHistoryPath,
  amlHistoryQuery,
  amlStatuses,
  domesticPepPath,
  WATCHLIST_PATH,
} from '../lib/aml-paths';
import { ThresholdsButton } from './thresholds';

const statusOptions = amlCheckStatuses.map((value) => ({ value, label: amlStatuses[value][0] }));
const typeOptions = Object.entries(amlCheckTypeLabels).map(([value, label]) => ({ value, label }));
const tableFrame = {
  caption: 'Screening checks, newest first',
  columns: ['Screened', 'Type', 'Status', 'Risk', 'Hits', 'Requested by', 'Date', 'Details'],
  minWidth: 'min-w-[56rem]',
};
const useAllChecks = (scope: HistoryScope, search: AmlSearch) => useAmlHistory(scope, search);
const useDomesticPep = (scope: HistoryScope, search: AmlSearch) =>
  useAmlHistory(scope, search, 'domestic_pep');

export function AmlHistoryScreen(props: { scope: HistoryScope; title: string; domestic?: boolean }) {
  const { scope, title, domestic } = props;
  const type = domestic ? 'domestic_pep' : undefined;
  const noun = domestic ? 'domestic PEP checks' : 'screening checks';
  const filters = { label: `Filter ${noun}`, nameLabel: 'Name or wallet', statusOptions };
  // The domestic PEP list is one type already: it offers no type choice.
  const types = domestic ? { types: [], typeOptions: [] } : { types: amlCheckTypes, typeOptions };
  return (
    <ModuleHistoryScreen<TAmlCheck, AmlCheckStatus>
      scope={scope}
      title={title}
      noun={noun}
      filters={{ ...filters, ...types }}
      useHistory={domestic ? useDomesticPep : useAllChecks}
      exportCsv={(filters) => api.aml.exportCsv(amlHistoryQuery({ filters, cursor: {} }, type), scope)}
      exportFileName={`${domestic ? 'domestic-pep' : 'sanction-pep'}-history.csv`}
      start={
        domestic
          ? { href: `${domesticPepPath(scope)}/check`, label: 'New domestic PEP check' }
          : { href: AML_CHECK_PATH, label: 'New check' }
      }
      actions={<ThresholdsButton />}
      table={(checks, loading) => (
        <HistoryTableFrame {...tableFrame} loading={loading}>
          {checks.map((check) => (
            <AmlRow key={check.id} check={check} scope={scope} />
          ))}
        </HistoryTableFrame>
      )}
    >
      <AmlPagesNav scope={scope} current={domestic ? domesticPepPath(scope) : amlHistoryPath(scope)} />
    </ModuleHistoryScreen>
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
