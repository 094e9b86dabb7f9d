import { zodResolver } from '@hookform/resolvers/zod';
import { cleanTel, ZTwoFactorCodeRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { useThrottle } from '../lib/use-throttle';
import { ThrottleHint } from './throttle-hint';

const fields = ['code'] as const;

/** Proves the app holds the secret: the first code from it turns 2FA on and yields recovery codes. */
export function ActivateTwoFactorForm({ onActivated }: { onActivated(recoveryCodes: string[]): void }) {
  const form = useForm({ resolver: zodResolver(ZTwoFactorCodeRequest), defaultValues: { code: '' } });
  const failure = useFormFailure(fields, form.setError);
  const throttle = useThrottle();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((body) =>
    failure.attempt(async () => {
      const { data } = await api.users.twoFactor.activate(body);
      onActivated(data.recoveryCodes);
    }, throttle.track),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <CodeField
        label="Authentication code"
        hint="The 6-digit code your app shows for Verity."
        error={errors.code?.message}
        {...withCleaner(form.register('code'), cleanTel)}
      />
      <Button type="submit" block loading={isSubmitting} disabled={throttle.remaining > 0}>
        Verify
      </Button>
      <ThrottleHint remaining={throttle.remaining} />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
