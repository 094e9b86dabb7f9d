import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { ConsentCheckbox } from '../../../components/consent-checkbox';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { emptyToUndefined } from '../lib/verify-form';
import { MatchDetailsFields } from './match-details-fields';

/** The fields every check form ends with: the details to match against the record, and consent. */
export interface CheckFormFooterValues {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  isConsent?: boolean;
}

export interface CheckFormFooterProps<TValues extends CheckFormFooterValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Unique per form on the page (from useId). */
  id: string;
  /** The server's or the network's message for the whole form, if any. */
  failure: string | null;
  pending: boolean;
}

/**
 * The end of every verification form (customer verification, and the modules that copy it): the optional
 * match details, the consent checkbox, the form-wide error, and the Verify button.
 */
export function CheckFormFooter<TValues extends CheckFormFooterValues, TOutput>({
  form,
  id,
  failure,
  pending,
}: CheckFormFooterProps<TValues, TOutput>) {
  // Only the four shared fields are touched, so the form is viewed through them.
  const shared = form as unknown as UseFormReturn<CheckFormFooterValues>;
  const errors: FieldErrors<CheckFormFooterValues> = shared.formState.errors;
  return (
    <>
      <MatchDetailsFields
        fields={{
          firstName: shared.register('firstName'),
          lastName: shared.register('lastName'),
          dateOfBirth: shared.register('dateOfBirth', { setValueAs: emptyToUndefined }),
        }}
        errors={{
          firstName: errors.firstName?.message,
          lastName: errors.lastName?.message,
          dateOfBirth: errors.dateOfBirth?.message,
        }}
      />
      <ConsentCheckbox
        id={`${id}-consent`}
        registration={shared.register('isConsent')}
        error={errors.isConsent?.message}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button type="submit" loading={pending}>
          Verify
        </Button>
      </div>
    </>
  );
}
