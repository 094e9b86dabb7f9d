/**
 * /businesses/{business_id}/manage/pricing-subscription/subscribe and /subscribe/{product} (gate
 * admin:business:billing:view): the plans and a product's tiers as the business sees them, read-only.
 * Platform staff act from the subscriptions (Set Enterprise terms, the add-ons).
 */

import { useQuery } from '@tanstack/react-query';
import type { TPlan } from '@verity/client';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { businessPlansQuery } from '../invoice-api';
import {
  pricingSubscriptionPath,
  subscribeAddonsPath,
  subscribePath,
  upgradeEnterprisePath,
} from '../lib/business-subscription-paths';
import { PlanCard } from '../plans/components/plan-card';
import { TierCard } from '../plans/components/tier-card';
import { isPlanProduct } from '../plans/lib/plan-paths';
import { statusLine } from '../plans/lib/subscription-status';
import { tierAction } from '../plans/lib/tier-action';

interface FrameProps {
  title: string;
  back: { href: string; label: string };
  children(plans: TPlan[], businessId: string): ReactNode;
}

function BusinessPlansFrame({ title, back, children }: FrameProps) {
  const { businessId = '' } = useParams<{ businessId: string }>();
  useDocumentTitle(title);
  const plans = useQuery(businessPlansQuery(businessId));
  const failure = useQueryFailure(plans.error);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <TextLink href={back.href} className="self-start">
        <span aria-hidden="true">← </span>
        {back.label}
      </TextLink>
      <h1 className="font-semibold text-2xl">{title}</h1>
      {plans.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void plans.refetch()}
          fallback="The plans could not be loaded."
        />
      ) : plans.data ? (
        children(plans.data, businessId)
      ) : (
        <Spinner label="Loading the plans" />
      )}
    </div>
  );
}

export function BusinessSubscribePage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  return (
    <BusinessPlansFrame
      title="Plans for this business"
      back={{ href: pricingSubscriptionPath(businessId), label: 'Back to pricing and subscriptions' }}
    >
      {(plans) => (
        <>
          <p>Each product&apos;s plan as this business sees it, with the tier it is on.</p>
          <ul aria-label="Plans" className="grid gap-4 md:grid-cols-2">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} href={subscribePath(businessId, plan.product)} />
            ))}
          </ul>
        </>
      )}
    </BusinessPlansFrame>
  );
}

export function BusinessSubscribeProductPage() {
  const { businessId = '', product } = useParams<{ businessId: string; product: string }>();
  const plan = useQuery(businessPlansQuery(businessId)).data?.find((each) => each.product === product);
  if (!isPlanProduct(product)) return <NotFoundPage />;
  return (
    <BusinessPlansFrame
      title={plan?.name ?? 'Plan'}
      back={{ href: subscribePath(businessId), label: 'Back to plans for this business' }}
    >
      {(plans) => {
        const shown = plans.find((each) => each.product === product);
        if (!shown) return <p>This plan is not available.</p>;
        const status = statusLine(shown);
        return (
          <>
            <p>{shown.description}</p>
            <p className="text-muted">{status ?? 'Not subscribed'}</p>
            <section aria-labelledby="tiers" className="flex flex-col gap-3">
              <h2 id="tiers" className="font-semibold text-xl">
                Tiers
              </h2>
              <ul aria-label={`${shown.name} tiers`} className="grid gap-4 md:grid-cols-3">
                {shown.subplans.map((tier) => (
                  <TierCard
                    key={tier.id}
                    tier={tier}
                    action={tierAction(shown, tier)}
                    customPricing={shown.subscription?.customPricing}
                    canManage={false}
                    onAction={() => undefined}
                  />
                ))}
              </ul>
            </section>
            <div className="flex flex-wrap gap-4">
              <TextLink href={subscribeAddonsPath(businessId, product)}>{shown.name} add-ons</TextLink>
              <TextLink href={upgradeEnterprisePath(businessId, product)}>
                Set Enterprise terms<span className="sr-only"> for {shown.name}</span>
              </TextLink>
            </div>
          </>
        );
      }}
    </BusinessPlansFrame>
  );
}
