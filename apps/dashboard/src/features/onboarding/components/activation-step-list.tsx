import { onboardingSteps, type TOnboardingStep } from '@verity/client';
import clsx from 'clsx';
import { Link } from 'wouter';
import { type StepsDone, stepInfo, stepPath } from '../lib/activation-steps';

export interface ActivationStepListProps {
  steps: StepsDone;
  /** The step open beside the list (the stepper), or none (the get-started checklist). */
  current?: TOnboardingStep;
  /** The checklist shows each step's description too. */
  detailed?: boolean;
  label: string;
}

/**
 * The steps in order, each a link with its state: a tick when the server says it is done. Shared by the
 * get-started checklist and the stepper beside a step; the state is read out, not only drawn.
 */
export function ActivationStepList({ steps, current, detailed = false, label }: ActivationStepListProps) {
  return (
    <nav aria-label={label}>
      <ol
        className={clsx(
          'flex flex-col rounded-lg border border-slate-200 bg-white',
          detailed && 'divide-y divide-slate-200',
        )}
      >
        {onboardingSteps.map((step, index) => {
          const done = steps[step];
          const isCurrent = step === current;
          return (
            <li key={step}>
              <Link
                href={stepPath(step)}
                aria-current={isCurrent ? 'step' : undefined}
                className={clsx(
                  'flex items-center gap-3 px-4 py-3 hover:bg-slate-50',
                  isCurrent && 'bg-brand-50 font-semibold',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border font-semibold text-sm',
                    done ? 'border-green-700 bg-green-700 text-white' : 'border-slate-400 text-slate-600',
                  )}
                >
                  {done ? '✓' : index + 1}
                </span>
                <span className="flex flex-col">
                  <span className="text-ink">{stepInfo[step].label}</span>
                  {detailed && (
                    <span className="font-normal text-muted text-sm">{stepInfo[step].description}</span>
                  )}
                </span>
                <span className="sr-only">{done ? '(completed)' : '(to do)'}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
