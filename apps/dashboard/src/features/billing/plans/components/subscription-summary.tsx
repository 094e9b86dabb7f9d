import type { TPlan } from '@verity/client';
import { Button } from '../../../../components/ui/button';
import { currentTier, scheduledTier, statusLine } from '../lib/subscription-status';

export type SummaryAction = 'cancel' | 'undo-cancellation' | 'keep';

export interface SubscriptionSummaryProps {
  plan: TPlan;
  canManage: boolean;
  /** The change being sent, whose button shows it. */
  pending: SummaryAction | null;
  onAction(action: SummaryAction): void;
}

/**
 * The business's subscription to this plan: its tier, what happens at the period's end, and the changes
 * that apply to it (cancel at the period's end, undo that, keep the tier instead of a waiting downgrade).
 */
export function SubscriptionSummary({ plan, canManage, pending, onAction }: SubscriptionSummaryProps) {
  const subscription = plan.subscription;
  const tier = currentTier(plan);
  if (!subscription) return null;
  const requested = subscription.status === 'enterprise_requested';
  const next = scheduledTier(plan);
  return (
    <section
      aria-labelledby="your-subscription"
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="your-subscription" className="font-semibold text-lg">
          Your subscription
        </h2>
        <p>
          {requested ? (
            'We will be in touch with Enterprise terms.'
          ) : (
            <>
              <span className="font-medium">{tier?.name ?? 'Current'}</span> plan
            </>
          )}
        </p>
        <p className="text-muted">{statusLine(plan)}</p>
      </div>
      {canManage && !requested && (
        <div className="flex flex-wrap gap-2">
          {next && tier && (
            <Button variant="secondary" loading={pending === 'keep'} onClick={() => onAction('keep')}>
              Keep {tier.name}
            </Button>
          )}
          {subscription.status === 'cancellation_scheduled' ? (
            <Button loading={pending === 'undo-cancellation'} onClick={() => onAction('undo-cancellation')}>
              Undo cancellation
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onAction('cancel')}>
              Cancel subscription
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
