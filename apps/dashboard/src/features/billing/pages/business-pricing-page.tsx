/**
 * /businesses/{business_id}/manage/pricing-subscription (gate admin:business:billing:view): the business's
 * subscriptions with platform staff's tools, then what it pays per check against the price list. Two manage
 * children are this page too: upgrade-enterprise opens it with the Enterprise terms dialog (for `?product=`
 * when named), and subscribe/{product}/add-ons brings that product's add-ons into view.
 */
import { useLocation, useParams, useSearch } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useBusinessPricing } from '../admin-api';
import {
  BusinessSubscriptions,
  type BusinessSubscriptionsProps,
} from '../components/business-subscriptions-section';
import { PricingTable } from '../components/pricing-table';
import { pricingSubscriptionPath } from '../lib/business-subscription-paths';
import { isPlanProduct } from '../plans/lib/plan-paths';

type ScreenProps = Omit<BusinessSubscriptionsProps, 'businessId'>;

function BusinessPricingScreen(props: ScreenProps) {
  const { businessId = '' } = useParams<{ businessId: string }>();
  useDocumentTitle('Pricing and subscriptions');
  const pricing = useBusinessPricing(businessId);
  const failure = useQueryFailure(pricing.error);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-semibold text-2xl">Pricing and subscriptions</h1>
        <TextLink href={`${scopeBasePath('business', businessId)}/billing`}>
          This business&apos;s billing
        </TextLink>
      </div>
      <BusinessSubscriptions businessId={businessId} {...props} />
      <section aria-labelledby="check-prices" className="flex flex-col gap-4">
        <h2 id="check-prices" className="font-semibold text-xl">
          Prices per check
        </h2>
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
      </section>
    </div>
  );
}

export default function BusinessPricingPage() {
  return <BusinessPricingScreen />;
}

/** upgrade-enterprise: the page with Set Enterprise terms open; closing it leaves for the page's address. */
export function UpgradeEnterprisePage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  const product = new URLSearchParams(useSearch()).get('product') ?? undefined;
  const [, navigate] = useLocation();
  return (
    <BusinessPricingScreen
      initialDialog={{ kind: 'enterprise', product: isPlanProduct(product) ? product : undefined }}
      onDialogClosed={() => navigate(pricingSubscriptionPath(businessId), { replace: true })}
    />
  );
}

/** subscribe/{product}/add-ons: the page, with that product's add-ons in view. */
export function SubscribeAddonsPage() {
  const { product } = useParams<{ product: string }>();
  if (!isPlanProduct(product)) return <NotFoundPage />;
  return <BusinessPricingScreen focusAddonsOf={product} />;
}
