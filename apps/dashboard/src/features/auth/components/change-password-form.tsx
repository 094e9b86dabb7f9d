import { zodResolver } from '@hookform/resolvers/zod';
import { type TUser, ZChangePasswordRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { NewPasswordFields, passwordChangeFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { PASSWORD_POLICY_HINT } from './reset-password-form';

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
  const failure = useFormFailure(passwordChangeFields, form.setError);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit((body) =>
    failure.attempt(async () => {
      const { data } = await api.users.changePassword(body);
      onChanged(data.user);
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NewPasswordFields
        form={form}
        fields={passwordChangeFields}
        hints={{ currentPassword: currentPasswordHint, newPassword: PASSWORD_POLICY_HINT }}
        autoFocus
      />
      <Button type="submit" block loading={isSubmitting}>
        Change password
      </Button>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
