/** /credit-report: the overview (numbers and a chart) above the history of reports. */
import { ModuleHistoryScreen } from '../../../components/module-history-screen';
import { api } from '../../../lib/api-client';
import { businessScope } from '../../../lib/history-scope';
import { toModuleFilterQuery } from '../../../lib/module-history-search';
import { useCreditHistory } from '../api';
import { CreditHistoryTable } from '../components/credit-history-table';
import { CreditOverview } from '../components/credit-overview';
import { CREDIT_PATH, creditTypeOptions, creditTypes } from '../lib/credit-paths';

const filters = {
  label: 'Filter credit reports',
  nameLabel: 'Name',
  types: creditTypes,
  typeOptions: creditTypeOptions,
};

export default function CreditReportListPage() {
  return (
    <ModuleHistoryScreen
      scope={businessScope}
      title="Credit Report"
      noun="credit reports"
      filters={filters}
      useHistory={useCreditHistory}
      exportCsv={(chosen) => api.creditReport.exportCsv(toModuleFilterQuery(chosen), businessScope)}
      exportFileName="credit-report-history.csv"
      start={{ href: `${CREDIT_PATH}/ng/check/individual`, label: 'Get a credit report' }}
      table={(rows, loading) => <CreditHistoryTable checks={rows} scope={businessScope} loading={loading} />}
    >
      <CreditOverview />
    </ModuleHistoryScreen>
  );
}
