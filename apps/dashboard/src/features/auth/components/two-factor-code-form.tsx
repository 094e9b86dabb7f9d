import { zodResolver } from '@hookform/resolvers/zod';
import { cleanTel, type TTwoFactorMethod, ZTwoFactorLoginRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { useAuthStore } from '../../../session/auth-store';
import { completeLogin } from '../lib/complete-login';
import { twoFactorMethodTexts } from '../lib/two-factor-method';
import { useThrottle } from '../lib/use-throttle';
import { ThrottleHint } from './throttle-hint';

const schema = ZTwoFactorLoginRequest.pick({ authCode: true });
const fields = ['authCode'] as const;

/** The second factor of a pending login, then the rest of the login decision tree. */
export function TwoFactorCodeForm({ method }: { method: TTwoFactorMethod }) {
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { authCode: '' } });
  const failure = useFormFailure(fields, form.setError);
  const throttle = useThrottle();
  const text = twoFactorMethodTexts[method];
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ authCode }) => {
    failure.setMessage(null);
    const twoFactorLoginToken = useAuthStore.getState().twoFactorLoginToken ?? '';
    try {
      const { data } = await api.auth.twoFactorLogin({ twoFactorLoginToken, authCode, type: method });
      navigate(completeLogin(data), { replace: true });
    } catch (error) {
      throttle.track(error);
      failure.report(error);
      form.setValue('authCode', '');
      form.setFocus('authCode');
    }
  });

  const field = form.register('authCode');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {text.numeric ? (
        <CodeField
          label={text.label}
          autoFocus
          error={errors.authCode?.message}
          {...withCleaner(field, cleanTel)}
        />
      ) : (
        <TextField
          label={text.label}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          className="[&_input]:font-mono"
          error={errors.authCode?.message}
          {...field}
        />
      )}
      <Button type="submit" block loading={isSubmitting} disabled={throttle.remaining > 0}>
        Verify
      </Button>
      <ThrottleHint remaining={throttle.remaining} />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
