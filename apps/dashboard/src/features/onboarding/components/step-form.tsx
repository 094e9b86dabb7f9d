import type { TOnboardingStep } from '@verity/client';
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { stepInfo, stepPath } from '../lib/activation-steps';
import { readOnlyFields } from './read-only-fields';
import type { StepProps } from './step-props';

export interface StepFormProps extends Pick<StepProps, 'editable' | 'next'> {
  /** Which step: its name labels the form. */
  step: TOnboardingStep;
  pending: boolean;
  /** What the server answered instead, kept in the form: a toast fades. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * A step's form: its fields (all disabled when the status does not allow editing), the server's answer
 * when it refused, and Save & continue; read-only, a link to the next step instead.
 */
export function StepForm({
  step,
  editable,
  next,
  pending,
  failure,
  onSubmit,
  submitLabel = 'Save & continue',
  children,
}: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={stepInfo[step].label} className="flex flex-col gap-4">
      <fieldset
        disabled={!editable}
        className={`${readOnlyFields} m-0 flex min-w-0 flex-col gap-4 border-0 p-0`}
      >
        {children}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        ) : (
          next && (
            <ButtonLink href={stepPath(next)} variant="secondary">
              Next: {stepInfo[next].label}
            </ButtonLink>
          )
        )}
      </div>
    </form>
  );
}
