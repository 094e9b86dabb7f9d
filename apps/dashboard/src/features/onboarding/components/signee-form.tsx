import { zodResolver } from '@hookform/resolvers/zod';
import { type TSlaSignee, ZSlaSigneeRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useProfileMutation } from '../api';
import { readOnlyFields } from './read-only-fields';

type Input = z.input<typeof ZSlaSigneeRequest>;
type Output = z.output<typeof ZSlaSigneeRequest>;

const fields = ['firstName', 'lastName', 'email', 'jobTitle'] as const;

export interface SigneeFormProps {
  saved: TSlaSignee | null;
  /** False while a request waits for or has a signature: the signee is the request's. */
  editable: boolean;
  /** Why it cannot change now, when it cannot. */
  lockedReason: string | null;
}

/** Who signs the agreement on the business's behalf (PUT sla-signee): mailed the link when it is sent. */
export function SigneeForm({ saved, editable, lockedReason }: SigneeFormProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZSlaSigneeRequest),
    defaultValues: saved ?? { firstName: '', lastName: '', email: '', jobTitle: '' },
  });
  const failure = useFormFailure(fields, form.setError);
  const save = useProfileMutation((businessId, body: TSlaSignee) =>
    api.onboarding.saveSlaSignee(businessId, body),
  );
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ message }) => {
        failure.setMessage(null);
        toast.success(message);
        form.reset(body);
      },
      onError: failure.report,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Signee" className="flex flex-col gap-4">
      {lockedReason && <p className="text-muted text-sm">{lockedReason}</p>}
      <fieldset
        disabled={!editable}
        className={`${readOnlyFields} m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2`}
      >
        <TextField
          label="Signee's first name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Signee's last name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="Signee's email address"
          type="email"
          autoComplete="off"
          hint="The signing link is sent here"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Signee's job title"
          autoComplete="off"
          hint="e.g. Director or Chief Executive Officer"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
      </fieldset>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
      {editable && (
        <Button
          type="submit"
          variant={saved ? 'secondary' : 'primary'}
          className="self-start"
          loading={save.isPending}
        >
          Save signee
        </Button>
      )}
    </form>
  );
}
