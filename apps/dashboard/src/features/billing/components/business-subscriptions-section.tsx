/**
 * A business's subscriptions for platform staff (the admin variants of subscriptions and add-ons): every
 * subscribed product with what it costs (cost pricing) and where it stands (the plans as the business sees
 * them), and the staff's tools: Set Enterprise terms for any product, Re-activate usage after unpaid invoices
 * paused it, and the add-ons switched for the business.
 */

import { useQuery } from '@tanstack/react-query';
import type { TPlan, TPlanProduct } from '@verity/client';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { businessCostPricingQuery } from '../business-subscriptions-api';
import { businessPlansQuery } from '../invoice-api';
import { subscribePath } from '../lib/business-subscription-paths';
import { type CostItem, subscriptionViews, unsubscribedPlans } from '../lib/business-subscriptions';
import { type SubscriptionAction, SubscriptionCard } from './subscription-card';
import { EnterpriseTermsDialog, ReactivateUsageDialog } from './subscription-dialogs';

/** Which dialog is open, for which product (Set Enterprise terms may name none). */
export type SubscriptionsDialog =
  | { kind: 'enterprise'; product?: TPlanProduct | undefined }
  | { kind: 'reactivate'; product: TPlanProduct }
  | null;

export interface SubscriptionsListProps {
  businessId: string;
  plans: readonly TPlan[];
  costs: readonly CostItem[];
  /** The product whose add-ons are brought into view. */
  focusAddonsOf?: TPlanProduct | undefined;
  onDialog(dialog: NonNullable<SubscriptionsDialog>): void;
}

/** The subscriptions once read: a card per subscribed product, then the products without one. */
export function SubscriptionsList({
  businessId,
  plans,
  costs,
  focusAddonsOf,
  onDialog,
}: SubscriptionsListProps) {
  const views = subscriptionViews(plans, costs);
  const others = unsubscribedPlans(plans);
  const act = (plan: TPlan) => (action: SubscriptionAction) =>
    onDialog({ kind: action, product: plan.product });
  return (
    <>
      {views.length > 0 ? (
        <ul aria-label="Subscriptions" className="flex flex-col gap-4">
          {views.map((view) => (
            <SubscriptionCard
              key={view.plan.id}
              businessId={businessId}
              view={view}
              focusAddons={view.plan.product === focusAddonsOf}
              onAction={act(view.plan)}
            />
          ))}
        </ul>
      ) : (
        <p>This business has no subscriptions yet.</p>
      )}
      {others.length > 0 && (
        <p className="text-muted">Not subscribed: {others.map((plan) => plan.name).join(', ')}.</p>
      )}
    </>
  );
}

export interface BusinessSubscriptionsProps {
  businessId: string;
  /** A dialog open on arrival (upgrade-enterprise). */
  initialDialog?: SubscriptionsDialog;
  /** After a dialog closes: upgrade-enterprise goes back to the page's own address. */
  onDialogClosed?(): void;
  focusAddonsOf?: TPlanProduct | undefined;
}

export function BusinessSubscriptions({
  businessId,
  initialDialog = null,
  onDialogClosed,
  focusAddonsOf,
}: BusinessSubscriptionsProps) {
  const plans = useQuery(businessPlansQuery(businessId));
  const costs = useQuery(businessCostPricingQuery(businessId));
  const failure = useQueryFailure(plans.error ?? costs.error);
  const [dialog, setDialog] = useState<SubscriptionsDialog>(initialDialog);
  const close = () => {
    setDialog(null);
    onDialogClosed?.();
  };
  const dialogPlan = dialog ? plans.data?.find((plan) => plan.product === dialog.product) : undefined;
  return (
    <section aria-labelledby="subscriptions" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="subscriptions" className="font-semibold text-xl">
          Subscriptions
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <TextLink href={subscribePath(businessId)}>Plans as this business sees them</TextLink>
          {plans.data && (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'enterprise' })}>
              Set Enterprise terms
            </Button>
          )}
        </div>
      </div>
      {plans.isError || costs.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void Promise.all([plans.refetch(), costs.refetch()])}
          fallback="The subscriptions could not be loaded."
        />
      ) : plans.data && costs.data ? (
        <SubscriptionsList
          businessId={businessId}
          plans={plans.data}
          costs={costs.data}
          focusAddonsOf={focusAddonsOf}
          onDialog={setDialog}
        />
      ) : (
        <Spinner label="Loading the subscriptions" />
      )}
      {dialog?.kind === 'enterprise' && plans.data && (
        <EnterpriseTermsDialog
          businessId={businessId}
          plans={plans.data}
          planId={dialogPlan?.id}
          onClose={close}
        />
      )}
      {dialog?.kind === 'reactivate' && dialogPlan && (
        <ReactivateUsageDialog businessId={businessId} plan={dialogPlan} onClose={close} />
      )}
    </section>
  );
}
