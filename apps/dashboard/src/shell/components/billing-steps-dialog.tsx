import type { TBusinessProfile } from '@verity/client';
import clsx from 'clsx';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { handleError } from '../../lib/handle-error';
import { useAuthStore } from '../../session/auth-store';
import { useAddCardRequest } from '../add-card-request';
import { billingSteps } from '../lib/activation';
import { useShellStore } from '../shell-store';
import { useSwitchEnvironment } from '../use-switch-environment';

type Step = 'payment-method' | 'plan';

const targets: Record<Step, string> = {
  'payment-method': '/billing/payment-details',
  plan: '/billing/plans-and-products',
};

/**
 * The billing steps dialog. Both steps happen in live mode: a user in sandbox is switched to live first; if
 * that fails the step's indicator stops and the error shows.
 */
export function BillingStepsDialog({ business }: { business: TBusinessProfile }) {
  const open = useShellStore((s) => s.billingStepsOpen);
  const close = useShellStore((s) => s.closeBillingSteps);
  const switchEnvironment = useSwitchEnvironment();
  const [switchingFor, setSwitchingFor] = useState<Step | null>(null);
  const steps = billingSteps(business.hasPaymentMethod);

  const choose = async (step: Step) => {
    if (useAuthStore.getState().user?.environment !== 'live') {
      setSwitchingFor(step);
      try {
        await switchEnvironment.mutateAsync('live');
      } catch (error) {
        handleError(error);
        return;
      } finally {
        setSwitchingFor(null);
      }
    }
    close();
    // Payment details opens the Add Card dialog on arrival.
    if (step === 'payment-method') useAddCardRequest.getState().requestAddCard();
    navigate(targets[step]);
  };

  return (
    <Modal open={open} title={steps.title} onClose={close}>
      <ol className="flex flex-col gap-3">
        <StepAction
          number={1}
          title="Add your Payment method"
          text="Connect your payment details to activate your plan"
          disabled={steps.paymentMethodDisabled || switchingFor !== null}
          done={business.hasPaymentMethod}
          busy={switchingFor === 'payment-method'}
          onChoose={() => void choose('payment-method')}
        />
        <StepAction
          number={2}
          title="Subscribe to a plan"
          text="Select a plan that best suits your business needs"
          disabled={steps.subscribeDisabled || switchingFor !== null}
          done={false}
          busy={switchingFor === 'plan'}
          onChoose={() => void choose('plan')}
        />
      </ol>
    </Modal>
  );
}

interface StepActionProps {
  number: number;
  title: string;
  text: string;
  disabled: boolean;
  done: boolean;
  busy: boolean;
  onChoose(): void;
}

function StepAction({ number, title, text, disabled, done, busy, onChoose }: StepActionProps) {
  return (
    <li>
      {/* Named by all of its visible text (title and explanation), as speech-input users will say it. */}
      <button
        type="button"
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={onChoose}
        className={clsx(
          'flex w-full items-start gap-3 rounded-md border p-4 text-left',
          disabled ? 'cursor-not-allowed border-slate-200 bg-slate-50' : 'border-brand-100 hover:bg-brand-50',
          // A locked step looks locked; a finished one stays readable, with its tick.
          disabled && !done && 'opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'flex h-7 w-7 shrink-0 items-center justify-center rounded-full font-semibold text-sm',
            done ? 'bg-green-700 text-white' : 'bg-brand-100 text-brand-700',
          )}
        >
          {done ? '✓' : number}
        </span>
        <span className="flex flex-col gap-1">
          <span className="font-semibold text-ink">{title}</span>
          <span className="text-muted text-sm">{text}</span>
        </span>
        {busy && (
          <span className="ml-auto">
            <Spinner size="sm" label="Switching to live" />
          </span>
        )}
      </button>
    </li>
  );
}
