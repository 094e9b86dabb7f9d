import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordResetConfirmRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';

const fields = ['password', 'confirmPassword'] as const;

export const PASSWORD_POLICY_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

/** The new password for a verified reset link; afterwards the person logs in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(ZPasswordResetConfirmRequest),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const failure = useFormFailure(fields, form.setError);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit((body) =>
    failure.attempt(async () => {
      const { message } = await api.auth.resetPassword(token, body);
      toast.success(message);
      navigate('/auth/login', { replace: true });
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NewPasswordFields form={form} fields={fields} hints={{ password: PASSWORD_POLICY_HINT }} autoFocus />
      <Button type="submit" block loading={isSubmitting}>
        Reset password
      </Button>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
