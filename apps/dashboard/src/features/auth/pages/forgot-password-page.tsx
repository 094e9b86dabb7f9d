import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordResetRequest } from '@verity/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormFailure } from '../../../lib/use-form-failure';
import { AuthHeading } from '../components/auth-heading';
import { ThrottleHint } from '../components/throttle-hint';
import { useThrottle } from '../lib/use-throttle';

const fields = ['email'] as const;

/**
 * /auth/forgot-password: asks for a reset link. The server answers the same words whether or not the
 * account exists, and the page shows exactly those, so it never tells who has an account either.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const form = useForm({ resolver: zodResolver(ZPasswordResetRequest), defaultValues: { email: '' } });
  const failure = useFormFailure(fields, form.setError);
  const throttle = useThrottle();
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((body) =>
    failure.attempt(async () => {
      setSent(null);
      const { message } = await api.auth.requestPasswordReset(body);
      setSent(message);
    }, throttle.track),
  );

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="Forgot your password?">
        Enter the email address you sign in with and we will send you a link to reset your password.
      </AuthHeading>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" block loading={isSubmitting} disabled={throttle.remaining > 0}>
          Send reset link
        </Button>
        <ThrottleHint remaining={throttle.remaining} />
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        {sent && <Alert tone="success">{sent}</Alert>}
      </form>
      <p className="text-muted">
        Remembered it? <TextLink href="/auth/login">Back to log in</TextLink>
      </p>
    </div>
  );
}
