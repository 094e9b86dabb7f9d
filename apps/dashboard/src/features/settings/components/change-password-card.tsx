import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { api } from '../../../lib/api-client';
import { showSubmitError } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../session/use-current-user';

export function ChangePasswordCard() {
  const { replaceUser } = useCurrentUser();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: TChangePasswordRequest) => api.users.changePassword(body),
    onSuccess: ({ data, message }) => {
      replaceUser(data.user);
      form.reset();
      toast.success(message);
    },
    onError: (error) => showSubmitError(form, error),
  });
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Change password"
      description="At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character."
    >
      <form
        className="flex max-w-md flex-col gap-4"
        onSubmit={form.handleSubmit((body) => change.mutate(body))}
        noValidate
      >
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
