/** The admin account-creation fields, validated with the API's own schema (ZAdminCreateAccountRequest). */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanTel,
  type TAdminCreateAccountRequest,
  type TBusinessOptionsData,
  ZAdminCreateAccountRequest,
} from '@verity/client';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { createBusinessDefaults, suggestedCurrency } from '../lib/create-business';

const fields = [
  'firstName',
  'lastName',
  'email',
  'companyName',
  'countryCode',
  'currency',
  'mobile',
] as const;

export interface CreateBusinessFormProps {
  options: TBusinessOptionsData;
  /** Sends the details; a rejection is shown on the form. */
  onSubmit(values: TAdminCreateAccountRequest): Promise<void>;
}

export function CreateBusinessForm({ options, onSubmit }: CreateBusinessFormProps) {
  const form = useForm<TAdminCreateAccountRequest>({
    resolver: zodResolver(ZAdminCreateAccountRequest),
    defaultValues: createBusinessDefaults(options),
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    failure.setMessage(null);
    try {
      await onSubmit(values);
    } catch (error) {
      failure.report(error);
    }
  });

  const countryField = form.register('countryCode', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('currency', suggestedCurrency(event.target.value, options.currencies)),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">The business</legend>
        <TextField
          label="Company name"
          autoComplete="off"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            options={options.countries}
            error={errors.countryCode?.message}
            {...countryField}
          />
          <SelectField
            label="Currency"
            hint="What the business is billed in"
            options={options.currencies.map((currency) => ({ value: currency, label: currency }))}
            error={errors.currency?.message}
            {...form.register('currency')}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Its owner</legend>
        <p className="text-muted text-sm">
          The owner is emailed an invitation to register and choose their own password.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Owner's email address"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.mobile?.message}
          {...withCleaner(form.register('mobile'), cleanTel)}
        />
      </fieldset>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink href="/businesses" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Create business
        </Button>
      </div>
    </form>
  );
}
