/** The admin account-creation fields, validated with the API's own schema (ZAdminCreateAccountRequest). */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminCreateAccountRequest,
  type TBusinessOptionsData,
  ZAdminCreateAccountRequest,
} from '@verity/client';
import { useForm } from 'react-hook-form';
import { PageForm, PageFormSection } from '../../../components/page-form';
import { PersonFields, personFields } from '../../../components/person-fields';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { createBusinessDefaults, suggestedCurrency } from '../lib/create-business';

const fields = [...personFields, 'companyName', 'countryCode', 'currency'] as const;

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

  const submit = form.handleSubmit((values) => failure.attempt(() => onSubmit(values)));

  const countryField = form.register('countryCode', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('currency', suggestedCurrency(event.target.value, options.currencies)),
  });

  return (
    <PageForm
      onSubmit={submit}
      failure={failure.message}
      cancelHref="/businesses"
      submitLabel="Create business"
      submitting={isSubmitting}
    >
      <PageFormSection legend="The business">
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
      </PageFormSection>
      <PageFormSection
        legend="Its owner"
        note="The owner is emailed an invitation to register and choose their own password."
      >
        <PersonFields
          register={form.register}
          errors={errors}
          labels={{ email: "Owner's email address" }}
          someoneElse
        />
      </PageFormSection>
    </PageForm>
  );
}
