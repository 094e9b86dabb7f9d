import { zodResolver } from '@hookform/resolvers/zod';
import { cleanTel, ZCompleteAccountRequest } from '@verity/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { useAuthStore } from '../../../session/auth-store';
import { type PendingAccount, resendBody, savePendingAccount } from '../lib/pending-account';
import { useThrottle } from '../lib/use-throttle';
import { ThrottleHint } from './throttle-hint';

const fields = ['otp'] as const;

export interface VerifyAccountFormProps {
  pending: PendingAccount;
  onPendingChange(pending: PendingAccount): void;
  /** The account exists: `message` is the server's words. */
  onCompleted(message: string): void;
}

/** The emailed 6-digit code completes the sign-up; "Resend code" mails a fresh one. */
export function VerifyAccountForm({ pending, onPendingChange, onCompleted }: VerifyAccountFormProps) {
  const form = useForm({ resolver: zodResolver(ZCompleteAccountRequest), defaultValues: { otp: '' } });
  const failure = useFormFailure(fields, form.setError);
  const resendThrottle = useThrottle();
  const [resent, setResent] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const justCreated = useAuthStore((s) => s.accountJustCreated);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(({ otp }) =>
    failure.attempt(async () => {
      const { message } = await api.auth.completeAccount(pending.accountCreationToken, { otp });
      onCompleted(message);
    }),
  );

  const resend = async () => {
    setResent(null);
    setResending(true);
    try {
      const { data, message } = await api.auth.updatePendingAccount(resendBody(pending));
      const next = { ...pending, accountCreationToken: data.accountCreationToken, email: data.email };
      savePendingAccount(sessionStorage, next);
      onPendingChange(next);
      setResent(message);
      form.reset({ otp: '' });
    } catch (error) {
      resendThrottle.track(error);
      handleError(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <CodeField
        label="Verification code"
        hint="6 digits, valid for 30 minutes."
        autoFocus={justCreated}
        error={errors.otp?.message}
        {...withCleaner(form.register('otp'), cleanTel)}
      />
      <Button type="submit" block loading={isSubmitting}>
        Verify email
      </Button>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
      <div className="flex flex-col items-center gap-2">
        <p className="text-muted">Didn’t get the email? Check your spam folder, or</p>
        <Button
          variant="secondary"
          loading={resending}
          disabled={resendThrottle.remaining > 0}
          onClick={resend}
        >
          Resend code
        </Button>
        <ThrottleHint remaining={resendThrottle.remaining} />
      </div>
      {resent && <Alert tone="success">{resent}</Alert>}
    </form>
  );
}
