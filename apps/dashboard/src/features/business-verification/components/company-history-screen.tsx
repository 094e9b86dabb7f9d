import type { HistoryScope } from '@verity/client';
import { useLocation, useSearch } from 'wouter';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { QueryError } from '../../../components/query-error';
import { ButtonLink } from '../../../components/ui/button-link';
import { api } from '../../../lib/api-client';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import {
  hasModuleFilters,
  type ModuleFilters,
  readModuleSearch,
  toModuleFilterQuery,
  writeModuleSearch,
} from '../../../lib/module-history-search';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCompanyHistory } from '../api';
import { COMPANY_PATH, companyTypes } from '../lib/company-paths';
import { CompanyFiltersForm } from './company-filters-form';
import { CompanyHistoryTable } from './company-history-table';

const verifyLink = { href: `${COMPANY_PATH}/ng/verify`, label: 'Verify a business' };

/** The Business verification history of one scope; filters and cursor live in the URL. */
export function CompanyHistoryScreen({
  scope,
  title = 'Business Verification',
}: {
  scope: HistoryScope;
  title?: string;
}) {
  useDocumentTitle(title);
  const [location, navigate] = useLocation();
  const search = readModuleSearch(useSearch(), companyTypes);
  const history = useCompanyHistory(scope, search);
  const failure = useQueryFailure(history.error);
  const go = (filters: ModuleFilters, cursor: HistoryCursor) => {
    const next = writeModuleSearch({ filters, cursor });
    navigate(next ? `${location}?${next}` : location);
  };
  const checks = history.data?.items ?? [];
  const filtered = hasModuleFilters(search.filters);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton
            download={() => api.company.exportCsv(toModuleFilterQuery(search.filters), scope)}
            fileName="company-history.csv"
          />
          {scope.kind === 'business' && <ButtonLink href={verifyLink.href}>{verifyLink.label}</ButtonLink>}
        </div>
      </div>
      <CompanyFiltersForm
        key={writeModuleSearch({ filters: search.filters, cursor: firstPage })}
        filters={search.filters}
        onApply={(filters) => go(filters, firstPage)}
      />
      {history.isError ? (
        <QueryError message={failure} onRetry={() => void history.refetch()} />
      ) : !history.isPending && checks.length === 0 ? (
        <EmptyHistory
          filtered={filtered}
          onClear={() => go({}, firstPage)}
          noun="business verifications"
          start={scope.kind === 'business' ? verifyLink : undefined}
        />
      ) : (
        <>
          <CompanyHistoryTable checks={checks} scope={scope} loading={history.isPending} />
          <CursorPager
            paging={pagingState(history.data?.pagination)}
            disabled={history.isFetching}
            onPage={(cursor) => go(search.filters, cursor)}
          />
        </>
      )}
    </div>
  );
}
