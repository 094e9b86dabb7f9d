import type { HistoryScope } from '@verity/client';
import { ModuleHistoryScreen } from '../../../components/module-history-screen';
import { api } from '../../../lib/api-client';
import { toModuleFilterQuery } from '../../../lib/module-history-search';
import { useCreditHistory } from '../api';
import { CREDIT_PATH, creditTypeOptions, creditTypes } from '../lib/credit-paths';
import { CreditHistoryTable } from './credit-history-table';
import { CreditOverview } from './credit-overview';

const filters = {
  label: 'Filter credit reports',
  nameLabel: 'Name',
  types: creditTypes,
  typeOptions: creditTypeOptions,
};

/**
 * Credit reports of one scope; the caller's own business also gets the overview (numbers and a chart),
 * which the API computes for the caller's tenant.
 */
export function CreditReportScreen({
  scope,
  title = 'Credit Report',
}: {
  scope: HistoryScope;
  title?: string;
}) {
  return (
    <ModuleHistoryScreen
      scope={scope}
      title={title}
      noun="credit reports"
      filters={filters}
      useHistory={useCreditHistory}
      exportCsv={(chosen) => api.creditReport.exportCsv(toModuleFilterQuery(chosen), scope)}
      exportFileName="credit-report-history.csv"
      start={{ href: `${CREDIT_PATH}/ng/check/individual`, label: 'Get a credit report' }}
      table={(rows, loading) => <CreditHistoryTable checks={rows} scope={scope} loading={loading} />}
    >
      {scope.kind === 'business' && <CreditOverview />}
    </ModuleHistoryScreen>
  );
}
