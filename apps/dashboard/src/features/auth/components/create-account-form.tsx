import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanDigit,
  type TCreateBusinessAccountRequest,
  ZCreateBusinessAccountRequest,
} from '@verity/client';
import { useForm } from 'react-hook-form';
import { PersonFields, personFields } from '../../../components/person-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { defaultSignUpCountry, signUpCountries, signUpCountry } from '../lib/sign-up-countries';

const fields = [
  ...personFields,
  'companyName',
  'countryCode',
  'currency',
  'countryOfIncorporation',
  'expectedChecksPerMonth',
] as const;

const countryOptions = signUpCountries.map((country) => ({ value: country.code, label: country.name }));

export interface CreateAccountFormProps {
  /** Sends the details; a rejection is shown on the form. */
  onSubmit(values: TCreateBusinessAccountRequest): Promise<void>;
}

/** The account creation fields, validated with the API's own schema. */
export function CreateAccountForm({ onSubmit }: CreateAccountFormProps) {
  const form = useForm({
    resolver: zodResolver(ZCreateBusinessAccountRequest),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      countryCode: defaultSignUpCountry.code,
      // Not asked: sign-up serves Nigeria only, which fixes the currency and the registry country.
      currency: defaultSignUpCountry.currency,
      countryOfIncorporation: defaultSignUpCountry.code,
      mobile: '',
      expectedChecksPerMonth: undefined,
    },
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors, isSubmitting } = form.formState;
  const country = signUpCountry(form.watch('countryCode'));

  const submit = form.handleSubmit((values) => failure.attempt(() => onSubmit(values)));

  const countryField = form.register('countryCode', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = signUpCountry(event.target.value);
      form.setValue('currency', chosen.currency);
      form.setValue('countryOfIncorporation', chosen.code);
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PersonFields register={form.register} errors={errors} fields={['firstName', 'lastName', 'email']} />
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <SelectField
        label="Country"
        options={countryOptions}
        // Currency and registry country follow the country, so their messages belong here too.
        error={
          errors.countryCode?.message ?? errors.countryOfIncorporation?.message ?? errors.currency?.message
        }
        hint={`Your business is registered in ${country.name} and billed in ${country.currency}.`}
        {...countryField}
      />
      <PersonFields register={form.register} errors={errors} fields={['mobile']} />
      <TextField
        label="Expected checks per month"
        inputMode="numeric"
        autoComplete="off"
        hint="An estimate is fine; it helps us suggest a plan."
        error={errors.expectedChecksPerMonth?.message}
        {...withCleaner(
          form.register('expectedChecksPerMonth', {
            setValueAs: (value: unknown) =>
              value === '' || value === undefined || value === null ? undefined : Number(value),
          }),
          cleanDigit,
        )}
      />
      <Button type="submit" block loading={isSubmitting}>
        Create account
      </Button>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
