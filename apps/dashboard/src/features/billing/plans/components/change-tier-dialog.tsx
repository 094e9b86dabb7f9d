import { ApiError, type TPlan, type TSubplan, type TSubscription } from '@verity/client';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { toast } from '../../../../components/toasts/toast-store';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDate } from '../../../../lib/format';
import { handleError } from '../../../../lib/handle-error';
import { useSelectPlan } from '../api';
import { PAYMENT_DETAILS_PATH } from '../lib/plan-paths';
import { changeWording, type TierChange } from '../lib/tier-action';

export interface ChangeTierDialogProps {
  plan: TPlan;
  tier: TSubplan;
  change: TierChange;
  onClose(): void;
}

function successText(plan: TPlan, tier: TSubplan, change: TierChange, answer: TSubscription): string {
  switch (change) {
    case 'choose':
      return `You are subscribed to ${plan.name} ${tier.name}`;
    case 'upgrade':
      return `${plan.name} is now on ${tier.name}`;
    case 'downgrade':
      return `${plan.name} moves to ${tier.name} on ${formatDate(answer.currentPeriodEnd)}`;
  }
}

/**
 * Choose, upgrade or downgrade: says what applies and when, then sends it in live mode (a user in sandbox
 * is switched first). Why it did not happen stays in the dialog; a refusal for want of a card (400) links
 * to the payment details.
 */
export function ChangeTierDialog({ plan, tier, change, onClose }: ChangeTierDialogProps) {
  const select = useSelectPlan();
  const [failure, setFailure] = useState<ReactNode>(null);
  const wording = changeWording(plan, tier, change);

  const confirm = () => {
    setFailure(null);
    select.mutate(
      { planId: plan.id, subplanId: tier.id },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'done') {
            toast.success(successText(plan, tier, change, outcome.value));
            onClose();
            return;
          }
          const resolution = handleError(outcome.error);
          if (resolution.action !== 'show') return;
          const noCard =
            outcome.status === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 400;
          setFailure(
            noCard ? (
              <span className="flex flex-wrap gap-x-2">
                <span>{resolution.message}</span>
                <TextLink href={PAYMENT_DETAILS_PATH}>Go to payment details</TextLink>
              </span>
            ) : (
              resolution.message
            ),
          );
        },
      },
    );
  };

  return (
    <ConfirmDialog
      title={wording.title}
      text={wording.text}
      confirm={wording.confirm}
      pending={select.isPending}
      failure={failure}
      progress={select.switching ? 'Switching to live…' : null}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
