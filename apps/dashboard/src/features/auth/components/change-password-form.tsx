import { zodResolver } from '@hookform/resolvers/zod';
import { type TUser, ZChangePasswordRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { PASSWORD_POLICY_HINT } from './reset-password-form';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ChangePasswordFormProps {
  currentPasswordHint: string;
  onChanged(user: TUser): void;
}

/** Current password, then the new one twice, checked with the API's own schema. */
export function ChangePasswordForm({ currentPasswordHint, onChanged }: ChangePasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    failure.setMessage(null);
    try {
      const { data } = await api.users.changePassword(body);
      onChanged(data.user);
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        hint={currentPasswordHint}
        autoFocus
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" block loading={isSubmitting}>
        Change password
      </Button>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
