/**
 * /businesses (gate admin:business:view): the businesses waiting for a decision at the top, each with a
 * Review link, then every business with the table's filters, a cursor page at a time, filters and cursor in
 * the URL. Create business and the support export requests are a link away.
 */
import { CursorListBody } from '../../../components/cursor-list-body';
import { ListSection } from '../../../components/list-section';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useBusinesses } from '../api';
import { BusinessFilters } from '../components/business-filters';
import { BusinessesTable } from '../components/businesses-table';
import { ReviewQueue } from '../components/review-queue';
import { businessSearch } from '../lib/business-search';

export default function BusinessesPage() {
  useDocumentTitle('Businesses');
  const url = useCursorListUrl(businessSearch);
  const list = useBusinesses(url.search);

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
      <ListSection id="all-businesses-heading" title="All businesses">
        <BusinessFilters key={url.formKey} {...url.filters} />
        <CursorListBody
          list={list}
          noun="businesses"
          fallback="The businesses could not be loaded."
          filters={url}
          onPage={url.goTo}
          table={(rows, state) => <BusinessesTable rows={rows} {...state} />}
        />
      </ListSection>
    </div>
  );
}
