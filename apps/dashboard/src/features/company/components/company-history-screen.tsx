import type { HistoryScope } from '@verity/client';
import { ModuleHistoryScreen } from '../../../components/module-history-screen';
import { api } from '../../../lib/api-client';
import { toModuleFilterQuery } from '../../../lib/module-history-search';
import { useCompanyHistory } from '../api';
import { COMPANY_PATH, companyTypeOptions, companyTypes } from '../lib/company-paths';
import { CompanyHistoryTable } from './company-history-table';

const filters = {
  label: 'Filter business verifications',
  nameLabel: 'Company name',
  types: companyTypes,
  typeOptions: companyTypeOptions,
};

/** The Business verification history of one scope. */
export function CompanyHistoryScreen({
  scope,
  title = 'Business Verification',
}: {
  scope: HistoryScope;
  title?: string;
}) {
  return (
    <ModuleHistoryScreen
      scope={scope}
      title={title}
      noun="business verifications"
      filters={filters}
      useHistory={useCompanyHistory}
      exportCsv={(chosen) => api.company.exportCsv(toModuleFilterQuery(chosen), scope)}
      exportFileName="company-history.csv"
      start={{ href: `${COMPANY_PATH}/ng/verify`, label: 'Verify a business' }}
      table={(rows, loading) => <CompanyHistoryTable checks={rows} scope={scope} loading={loading} />}
    />
  );
}
