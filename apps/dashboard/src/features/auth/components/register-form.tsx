import { zodResolver } from '@hookform/resolvers/zod';
import { genders, type TRegisterRequest, ZRegisterRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { PersonFields } from '../../../components/person-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { PASSWORD_POLICY_HINT } from './reset-password-form';

// No photo at registration: it is added later from the profile.
const schema = ZRegisterRequest.omit({ photo: true });
const fields = ['firstName', 'lastName', 'middleName', 'mobile', 'gender', 'password'] as const;
const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};
const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));

/** An optional field left empty is not sent at all, rather than sent as "". */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

export interface RegisterFormProps {
  onSubmit(body: TRegisterRequest): Promise<void>;
}

/** The invited person's details and password. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      middleName: undefined,
      mobile: '',
      gender: undefined,
      password: '',
    },
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((body) => failure.attempt(() => onSubmit(body)));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PersonFields register={form.register} errors={errors} fields={['firstName', 'lastName']} />
      <TextField
        label="Middle name (optional)"
        autoComplete="additional-name"
        error={errors.middleName?.message}
        {...form.register('middleName', { setValueAs: emptyAsMissing })}
      />
      <PersonFields register={form.register} errors={errors} fields={['mobile']} />
      <SelectField
        label="Gender (optional)"
        placeholder="Prefer not to say"
        options={genderOptions}
        error={errors.gender?.message}
        {...form.register('gender', { setValueAs: emptyAsMissing })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block loading={isSubmitting}>
        Create my account
      </Button>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
