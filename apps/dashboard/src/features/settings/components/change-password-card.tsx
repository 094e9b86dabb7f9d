import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { NewPasswordFields, passwordChangeFields } from '../../../components/new-password-fields';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
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
        <NewPasswordFields form={form} fields={passwordChangeFields} />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
