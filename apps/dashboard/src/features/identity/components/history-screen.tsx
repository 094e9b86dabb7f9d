import type { HistoryScope, TIdentityCheck } from '@verity/client';
import { HistoryScreen as ModuleHistory } from '../../../components/history-screen';
import { useHistoryPage } from '../api';
import {
  type HistoryFilters,
  hasActiveFilters,
  readHistorySearch,
  writeHistorySearch,
} from '../lib/history-filters';
import { ExportCsvButton } from './export-csv-button';
import { HistoryFiltersForm } from './history-filters-form';
import { HistoryTable } from './history-table';
import { ScopedCaptureLinks } from './scoped-capture-links';
import { VerifyMenu } from './verify-menu';

export interface HistoryScreenProps {
  scope: HistoryScope;
  /** The page heading; scoped variants name whose history it is. */
  title?: string;
}

const search = {
  read: readHistorySearch,
  write: writeHistorySearch,
  isFiltered: hasActiveFilters,
  none: {},
};

/**
 * The customer-verification history of one scope, on the kit's history screen with its own filters (country
 * and expiry beside the kit's) and a menu of every country's checks.
 */
export function HistoryScreen({ scope, title = 'Customer Verification' }: HistoryScreenProps) {
  return (
    <ModuleHistory<TIdentityCheck, HistoryFilters>
      scope={scope}
      title={title}
      noun="verifications"
      search={search}
      useHistory={useHistoryPage}
      exportButton={(filters) => <ExportCsvButton filters={filters} scope={scope} />}
      start={{ href: '/ng/verify', label: 'Run a verification' }}
      startAction={<VerifyMenu />}
      filtersForm={(filters, apply) => <HistoryFiltersForm filters={filters} onApply={apply} />}
      table={(checks, loading) => <HistoryTable checks={checks} scope={scope} loading={loading} />}
    >
      {scope.kind !== 'business' && <ScopedCaptureLinks scope={scope} />}
    </ModuleHistory>
  );
}
