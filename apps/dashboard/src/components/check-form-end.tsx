import type { UseFormRegisterReturn } from 'react-hook-form';
import { ConsentCheckbox } from './consent-checkbox';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

export interface CheckFormEndProps {
  /** Unique per form on the page (from useId). */
  id: string;
  consent: { registration: UseFormRegisterReturn; error: string | undefined; label: string };
  /** The server's or the network's message for the whole form, if any. */
  failure: string | null;
  pending: boolean;
  submitLabel: string;
}

/** How every module's check form ends: consent, the form-wide error, and the button that runs it. */
export function CheckFormEnd({ id, consent, failure, pending, submitLabel }: CheckFormEndProps) {
  return (
    <>
      <ConsentCheckbox id={`${id}-consent`} {...consent} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
