import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useAuthStore } from '../auth-store';
import { useThrottle } from '../lib/use-throttle';
import { ThrottleHint } from './throttle-hint';

const schema = ZLoginRequest.pick({ email: true });
const fields = ['email'] as const;

export interface LoginEmailFormProps {
  defaultEmail: string;
  onContinue(email: string): void;
}

/** Login step 1: the email is looked up and answered with a challenge token for the password step. */
export function LoginEmailForm({ defaultEmail, onContinue }: LoginEmailFormProps) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });
  const failure = useFormFailure(fields, form.setError);
  const throttle = useThrottle();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    failure.setMessage(null);
    try {
      const { data } = await api.auth.lookup({ email });
      useAuthStore.getState().setLookup(email, data.accountChallengeToken);
      onContinue(email);
    } catch (error) {
      throttle.track(error);
      failure.report(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" block loading={isSubmitting} disabled={throttle.remaining > 0}>
        Continue
      </Button>
      <ThrottleHint remaining={throttle.remaining} />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
