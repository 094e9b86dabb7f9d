/**
 * /businesses/{business_id}/manage/pricing-subscription (spec/platform.md §2 manage children; gate
 * admin:business:billing:view): what this business pays per check, against the price list.
 */
import { useParams } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../shell/scoped-navigation';
import { useBusinessPricing } from '../admin-api';
import { PricingTable } from '../components/pricing-table';

export default function BusinessPricingPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  useDocumentTitle('Pricing');
  const pricing = useBusinessPricing(businessId);
  const failure = useQueryFailure(pricing.error);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-semibold text-2xl">Pricing</h1>
        <TextLink href={`${scopeBasePath('business', businessId)}/billing`}>
          This business&apos;s billing
        </TextLink>
      </div>
      <p className="text-muted">
        What this business pays for each live check. A price of its own replaces the list price for this
        business only.
      </p>
      {pricing.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void pricing.refetch()}
          fallback="The prices could not be loaded."
        />
      ) : pricing.data ? (
        <PricingTable businessId={businessId} items={pricing.data} />
      ) : (
        <Spinner label="Loading the prices" />
      )}
    </div>
  );
}
