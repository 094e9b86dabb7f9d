import { useEffect, useRef } from 'react';
import { Chip } from '../../../components/chip';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SummaryList } from '../../../components/ui/summary-list';
import { useToggleBusinessAddon } from '../business-subscriptions-api';
import { addonsHeadingId } from '../lib/business-subscription-paths';
import { type SubscriptionView, USAGE_PAUSED } from '../lib/business-subscriptions';
import { AddonSwitchList } from '../plans/components/addon-list';

export type SubscriptionAction = 'enterprise' | 'reactivate';

export interface SubscriptionCardProps {
  businessId: string;
  view: SubscriptionView;
  /** Brings this product's add-ons into view once shown (/subscribe/{product}/add-ons). */
  focusAddons?: boolean;
  onAction(action: SubscriptionAction): void;
}

/**
 * One subscribed product as platform staff see it: tier, status, what it costs, a pause for unpaid invoices
 * with Re-activate usage, an Enterprise request, Set Enterprise terms, and its add-ons switched by admin.
 */
export function SubscriptionCard({ businessId, view, focusAddons = false, onAction }: SubscriptionCardProps) {
  const { plan, prices } = view;
  const headingId = `subscription-${plan.product}`;
  const addonsId = addonsHeadingId(plan.product);
  const toggle = useToggleBusinessAddon(businessId);
  const addonsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusAddons) return;
    addonsHeading.current?.scrollIntoView({ block: 'start' });
    addonsHeading.current?.focus();
  }, [focusAddons]);
  const requested = plan.subscription?.status === 'enterprise_requested';
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold text-lg">
            {plan.name}
          </h3>
          {!requested && view.tierName && <Chip tone="good">{view.tierName}</Chip>}
        </div>
        <Button variant="secondary" onClick={() => onAction('enterprise')}>
          Set Enterprise terms<span className="sr-only"> for {plan.name}</span>
        </Button>
      </div>
      {view.status && <p className="text-muted">{view.status}</p>}
      {prices ? (
        <SummaryList
          rows={[
            ['Monthly price', prices.monthlyPrice],
            ['Included checks', prices.includedChecks],
            ['Price per extra check', prices.overagePrice],
          ]}
        />
      ) : (
        <p>No Enterprise terms yet: set them to start the subscription.</p>
      )}
      {view.pausedSince && (
        <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex flex-col">
            <span className="font-semibold">{USAGE_PAUSED}</span>
            <span>{view.pausedSince}</span>
          </span>
          <Button onClick={() => onAction('reactivate')}>
            Re-activate usage<span className="sr-only"> for {plan.name}</span>
          </Button>
        </Alert>
      )}
      {view.enterpriseRequested && (
        <Alert tone="info">
          The business asked for Enterprise: agree the terms with it, then set them here.
          {plan.subscription?.enterpriseRequest?.expectedChecksPerMonth !== undefined && (
            <span className="block">
              Expected checks a month:{' '}
              {plan.subscription.enterpriseRequest.expectedChecksPerMonth.toLocaleString('en')}
            </span>
          )}
          {plan.subscription?.enterpriseRequest?.message && (
            <span className="block">“{plan.subscription.enterpriseRequest.message}”</span>
          )}
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <h4 id={addonsId} ref={addonsHeading} tabIndex={-1} className="font-semibold">
          Add-ons
        </h4>
        <AddonSwitchList label={`${plan.name} add-ons`} addons={plan.addons} canManage toggle={toggle} />
      </div>
    </li>
  );
}
