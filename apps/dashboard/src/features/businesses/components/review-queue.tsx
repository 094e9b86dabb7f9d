/**
 * The businesses waiting for a decision (status pending_activation), above the table: each with its
 * owner, country and when it was submitted, and a Review link to its business profile.
 */
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { countryName } from '../../../lib/country-name';
import { formatDate } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useReviewQueue } from '../api';
import { statusSearch } from '../lib/business-search';

export function ReviewQueue() {
  const queue = useReviewQueue();
  const failure = useQueryFailure(queue.error);
  const items = queue.data?.items ?? [];
  return (
    <section
      aria-labelledby="review-queue-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50/40 p-4"
    >
      <h2 id="review-queue-heading" className="font-semibold text-lg">
        Waiting for review
      </h2>
      {queue.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void queue.refetch()}
          fallback="The businesses waiting for review could not be loaded."
        />
      ) : queue.isPending ? (
        <Spinner label="Loading the businesses waiting for review" />
      ) : items.length === 0 ? (
        <p className="text-muted">No business is waiting for review.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-amber-100" aria-label="Businesses pending activation">
          {items.map((business) => (
            <li key={business.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{business.name}</p>
                <p className="text-muted text-sm">
                  {[business.ownerEmail, countryName(business.countryCode)].filter(Boolean).join(' · ')}
                  {business.submittedAt && (
                    <>
                      {' · '}submitted{' '}
                      <time dateTime={business.submittedAt}>{formatDate(business.submittedAt)}</time>
                    </>
                  )}
                </p>
              </div>
              <TextLink href={`${scopeBasePath('business', business.id)}/manage/business-profile`}>
                Review<span className="sr-only"> {business.name}</span>
              </TextLink>
            </li>
          ))}
        </ul>
      )}
      {queue.data?.pagination.hasNext && (
        <TextLink href={`/businesses?${statusSearch('pending_activation')}`} className="self-start">
          See every business pending activation
        </TextLink>
      )}
    </section>
  );
}
