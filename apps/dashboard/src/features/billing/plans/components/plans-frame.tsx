import {
  bankTransfersRouteAddresses,
  cardsRouteAddresses,
  plansRouteAddresses,
  type TPlan,
} from '@verity/client';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { TextLink } from '../../../../components/ui/text-link';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { useCanCall } from '../../../../session/use-can-call';
import { BillingNav } from '../../components/billing-nav';
import { usePlans } from '../api';
import { PLANS_PATH } from '../lib/plan-paths';

export interface PlansFrameProps {
  title: string;
  /** A link back up, for the pages below the list. */
  back?: { href: string; label: string };
  children(plans: TPlan[]): ReactNode;
}

/** The plans pages' frame: title, billing's pages, and the plans once read (or why they could not be). */
export function PlansFrame({ title, back, children }: PlansFrameProps) {
  useDocumentTitle(title);
  const plans = usePlans();
  const failure = useQueryFailure(plans.error);
  const canManageCards = useCanCall(cardsRouteAddresses.initiateAdd);
  const canReconcile = useCanCall(bankTransfersRouteAddresses.reconciliations);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      {back && (
        <TextLink href={back.href} className="self-start">
          <span aria-hidden="true">← </span>
          {back.label}
        </TextLink>
      )}
      <h1 className="font-semibold text-2xl">{title}</h1>
      <BillingNav current={PLANS_PATH} canManageCards={canManageCards} canReconcile={canReconcile} />
      {plans.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void plans.refetch()}
          fallback="The plans could not be loaded."
        />
      ) : plans.data ? (
        children(plans.data)
      ) : (
        <Spinner label="Loading the plans" />
      )}
    </div>
  );
}

/** Whether the signed-in person may change the business's subscriptions and add-ons: every such call. */
export const useCanManagePlans = () =>
  useCanCall(
    plansRouteAddresses.selectPlan,
    plansRouteAddresses.subscribeEnterprise,
    plansRouteAddresses.scheduleCancellation,
    plansRouteAddresses.undoCancellation,
    plansRouteAddresses.cancelDowngrade,
    plansRouteAddresses.enableAddon,
    plansRouteAddresses.disableAddon,
  );
