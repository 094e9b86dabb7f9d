import { checkEmail } from '@verity/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useAuthStore } from '../../../session/auth-store';
import { useCheckedField } from '../lib/use-checked-field';
import { useThrottle } from '../lib/use-throttle';
import { ThrottleHint } from './throttle-hint';

const fields = ['email'] as const;

export interface LoginEmailFormProps {
  defaultEmail: string;
  onContinue(email: string): void;
}

/**
 * Login step 1: the email is looked up and answered with a challenge token for the password step.
 * Checked by the client's zod-free rule (`checkEmail`, the same rule as the API's `email()`), so the
 * login page loads no zod.
 */
export function LoginEmailForm({ defaultEmail, onContinue }: LoginEmailFormProps) {
  const field = useCheckedField('email', checkEmail, defaultEmail);
  const failure = useFormFailure(fields, field.setError);
  const throttle = useThrottle();

  const submit = field.handleSubmit((email) =>
    failure.attempt(async () => {
      const { data } = await api.auth.lookup({ email });
      useAuthStore.getState().setLookup(email, data.accountChallengeToken);
      onContinue(email);
    }, throttle.track),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        autoFocus
        error={field.error}
        {...field.inputProps}
      />
      <Button type="submit" block loading={field.isSubmitting} disabled={throttle.remaining > 0}>
        Continue
      </Button>
      <ThrottleHint remaining={throttle.remaining} />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
