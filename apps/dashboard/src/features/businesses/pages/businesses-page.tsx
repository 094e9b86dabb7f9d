/**
 * /businesses (gate admin:business:view): the businesses waiting for a decision at the top, each with a
 * Review link, then every business with the table's filters, a cursor page at a time, filters and cursor in
 * the URL. Create business and the support export requests are a link away.
 */
import { useLocation, useSearch } from 'wouter';
import { CursorPager } from '../../../components/cursor-pager';
import { EmptyHistory } from '../../../components/empty-history';
import { QueryError } from '../../../components/query-error';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { firstPage, type HistoryCursor, pagingState } from '../../../lib/cursor-paging';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBusinesses } from '../api';
import { BusinessFilters } from '../components/business-filters';
import { BusinessesTable } from '../components/businesses-table';
import { ReviewQueue } from '../components/review-queue';
import {
  type BusinessDraft,
  isBusinessFiltered,
  noBusinessFilters,
  readBusinessSearch,
  writeBusinessSearch,
} from '../lib/business-search';

export default function BusinessesPage() {
  useDocumentTitle('Businesses');
  const [location, navigate] = useLocation();
  const search = readBusinessSearch(useSearch());
  const list = useBusinesses(search);
  const failure = useQueryFailure(list.error);
  const go = (draft: BusinessDraft, cursor: HistoryCursor) => {
    const query = writeBusinessSearch({ draft, cursor });
    navigate(query ? `${location}?${query}` : location);
  };
  const rows = list.data?.items ?? [];
  const filtered = isBusinessFiltered(search.draft);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Businesses</h1>
        <div className="flex flex-wrap items-center gap-4">
          <TextLink href="/businesses/report-log-requests">Export requests</TextLink>
          <ButtonLink href="/businesses/create">Create business</ButtonLink>
        </div>
      </div>
      <ReviewQueue />
      <section aria-labelledby="all-businesses-heading" className="flex flex-col gap-4">
        <h2 id="all-businesses-heading" className="font-semibold text-xl">
          All businesses
        </h2>
        <BusinessFilters
          key={writeBusinessSearch({ draft: search.draft, cursor: firstPage })}
          initial={search.draft}
          applied={filtered}
          onApply={(applied) => go(readBusinessSearch(applied).draft, firstPage)}
          onClear={() => go(noBusinessFilters, firstPage)}
        />
        {list.isError ? (
          <QueryError
            message={failure}
            onRetry={() => void list.refetch()}
            fallback="The businesses could not be loaded."
          />
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyHistory
            filtered={filtered}
            onClear={() => go(noBusinessFilters, firstPage)}
            noun="businesses"
          />
        ) : (
          <>
            <BusinessesTable rows={rows} loading={list.isPending} busy={list.isPlaceholderData} />
            <CursorPager
              paging={pagingState(list.data?.pagination)}
              disabled={list.isFetching}
              onPage={(cursor) => go(search.draft, cursor)}
            />
          </>
        )}
      </section>
    </div>
  );
}
