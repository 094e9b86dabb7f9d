/**
 * /billing/plans-and-products/{product}: a product's tiers side by side, the current one marked, with
 * Choose / Upgrade / Downgrade (confirmed, in live mode), Contact us for Enterprise, and the subscription's
 * own changes: cancel at the period's end, undo, keep the current tier. Once subscribed, this period's
 * checks against those included.
 */
import type { TPlan, TSubplan } from '@verity/client';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import NotFoundPage from '../../../../components/errors/not-found-page';
import { toast } from '../../../../components/toasts/toast-store';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDate } from '../../../../lib/format';
import { handleError } from '../../../../lib/handle-error';
import { type SubscriptionChange, usePlans, useSubscriptionChange } from '../api';
import { ChangeTierDialog } from '../components/change-tier-dialog';
import { EnterpriseDialog } from '../components/enterprise-dialog';
import { PlanUsage } from '../components/plan-usage';
import { PlansFrame, useCanManagePlans } from '../components/plans-frame';
import { SubscriptionSummary, type SummaryAction } from '../components/subscription-summary';
import { TierCard } from '../components/tier-card';
import { addonsPath, isPlanProduct, PLANS_PATH } from '../lib/plan-paths';
import { currentTier } from '../lib/subscription-status';
import { type TierAction, type TierChange, tierAction } from '../lib/tier-action';

type Dialog =
  | { kind: 'change'; tier: TSubplan; change: TierChange }
  | { kind: 'enterprise' }
  | { kind: 'cancel' }
  | null;

const summaryChanges: Record<Exclude<SummaryAction, 'cancel'>, SubscriptionChange> = {
  'undo-cancellation': 'undo-cancellation',
  keep: 'cancel-downgrade',
};

function PlanTiers({ plan }: { plan: TPlan }) {
  const canManage = useCanManagePlans();
  const change = useSubscriptionChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setCancelFailure(null);
  };
  const tier = currentTier(plan);
  const subplanId = plan.subscription?.subplanId ?? '';

  const onTier = (target: TSubplan) => (action: TierAction) => {
    if (action.kind === 'contact') setDialog({ kind: 'enterprise' });
    else if (action.kind === 'choose' || action.kind === 'upgrade' || action.kind === 'downgrade')
      setDialog({ kind: 'change', tier: target, change: action.kind });
  };

  const onSummary = (action: SummaryAction) => {
    if (action === 'cancel') {
      setDialog({ kind: 'cancel' });
      return;
    }
    change.mutate(
      { change: summaryChanges[action], subplanId },
      {
        onSuccess: () =>
          toast.success(action === 'keep' ? `You keep ${tier?.name ?? 'your plan'}` : 'Cancellation undone'),
        onError: handleError,
      },
    );
  };

  const confirmCancel = () =>
    change.mutate(
      { change: 'schedule-cancellation', subplanId },
      {
        onSuccess: (answer) => {
          toast.success(`${plan.name} ends on ${formatDate(answer.cancelAt ?? answer.currentPeriodEnd)}`);
          close();
        },
        onError: (error) => {
          const resolution = handleError(error);
          setCancelFailure(resolution.action === 'show' ? resolution.message : null);
        },
      },
    );

  const pendingSummary: SummaryAction | null = !change.isPending
    ? null
    : change.variables?.change === 'cancel-downgrade'
      ? 'keep'
      : change.variables?.change === 'undo-cancellation'
        ? 'undo-cancellation'
        : 'cancel';

  return (
    <>
      <p>{plan.description}</p>
      <SubscriptionSummary plan={plan} canManage={canManage} pending={pendingSummary} onAction={onSummary} />
      {plan.subscription && plan.subscription.status !== 'enterprise_requested' && (
        <PlanUsage planId={plan.id} />
      )}
      <section aria-labelledby="tiers" className="flex flex-col gap-3">
        <h2 id="tiers" className="font-semibold text-xl">
          Tiers
        </h2>
        <ul aria-label={`${plan.name} tiers`} className="grid gap-4 md:grid-cols-3">
          {plan.subplans.map((subplan) => (
            <TierCard
              key={subplan.id}
              tier={subplan}
              action={tierAction(plan, subplan)}
              customPricing={plan.subscription?.customPricing}
              canManage={canManage}
              onAction={onTier(subplan)}
            />
          ))}
        </ul>
      </section>
      <TextLink href={addonsPath(plan.product)} className="self-start">
        {plan.name} add-ons
      </TextLink>
      {dialog?.kind === 'change' && (
        <ChangeTierDialog plan={plan} tier={dialog.tier} change={dialog.change} onClose={close} />
      )}
      {dialog?.kind === 'enterprise' && <EnterpriseDialog plan={plan} onClose={close} />}
      {dialog?.kind === 'cancel' && plan.subscription && (
        <ConfirmDialog
          title={`Cancel your ${plan.name} subscription?`}
          text={`Your ${tier?.name ?? ''} plan stays active until ${formatDate(plan.subscription.currentPeriodEnd)}, then ends. You can undo this until then.`}
          confirm="Cancel subscription"
          variant="danger"
          pending={change.isPending}
          failure={cancelFailure}
          onConfirm={confirmCancel}
          onClose={close}
        />
      )}
    </>
  );
}

export default function ProductPage() {
  const { product } = useParams<{ product: string }>();
  const plans = usePlans();
  if (!isPlanProduct(product)) return <NotFoundPage />;
  const plan = plans.data?.find((candidate) => candidate.product === product);
  return (
    <PlansFrame title={plan?.name ?? 'Plan'} back={{ href: PLANS_PATH, label: 'Back to plans and products' }}>
      {() => (plan ? <PlanTiers plan={plan} /> : <p>This plan is not available.</p>)}
    </PlansFrame>
  );
}
