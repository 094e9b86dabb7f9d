import clsx from 'clsx';
import { Link } from 'wouter';
import { useBusinessProfile } from '../shell/use-business-profile';
import { activationStepPath, activationSteps } from './activation-steps';

/**
 * Get started (spec/platform.md §2): the activation steps as a checklist. Step-by-step progress comes
 * with the onboarding profile; until then a submitted profile (pending or activated, which §4 counts as
 * complete) ticks every step and anything else ticks none.
 */
export default function GetStartedPage() {
  const status = useBusinessProfile().data?.status;
  const complete = status === 'pending_activation' || status === 'activated';
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="font-semibold text-2xl text-ink">Get started</h1>
      <p className="text-muted">
        Activate your business to run verifications in live mode. Complete each step below.
      </p>
      <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {activationSteps.map((step, index) => (
          <li key={step.slug}>
            <Link
              href={activationStepPath(step)}
              className="flex items-center gap-4 px-4 py-3 hover:bg-slate-50"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border font-semibold text-sm',
                  complete ? 'border-green-700 bg-green-700 text-white' : 'border-slate-400 text-slate-600',
                )}
              >
                {complete ? '✓' : index + 1}
              </span>
              <span className="flex flex-col">
                <span className="font-medium text-ink">{step.label}</span>
                <span className="text-muted text-sm">{step.description}</span>
              </span>
              <span className="sr-only">{complete ? '(completed)' : '(to do)'}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
