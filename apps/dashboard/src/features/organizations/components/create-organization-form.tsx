/**
 * The Organization fields, validated with the API's own schema (ZCreateOrganizationRequest): the
 * organization, its first staff member (invited by email), where it is (a state of its country) and an
 * optional logo (PNG or JPEG under 1MB, checked before anything is sent).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkFile,
  type TCountry,
  type TCreateOrganizationRequest,
  ZCreateOrganizationRequest,
} from '@verity/client';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageForm, PageFormSection } from '../../../components/page-form';
import { PersonFields, personFields } from '../../../components/person-fields';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useStates } from '../api';
import { LOGO_EXTENSIONS, locationOptions, organizationDefaults } from '../lib/organization-form';

const fields = [
  ...personFields,
  'name',
  'supportEmail',
  'countryCode',
  'location',
  'branchAddress',
  'logo',
] as const;

export interface CreateOrganizationFormProps {
  countries: readonly TCountry[];
  defaultCountry: string;
  /** Sends the details and the chosen logo; a rejection is shown on the form. */
  onSubmit(values: TCreateOrganizationRequest, logo: File | null): Promise<void>;
}

export function CreateOrganizationForm({ countries, defaultCountry, onSubmit }: CreateOrganizationFormProps) {
  const logoId = useId();
  const form = useForm<TCreateOrganizationRequest>({
    resolver: zodResolver(ZCreateOrganizationRequest),
    defaultValues: organizationDefaults(defaultCountry),
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors, isSubmitting } = form.formState;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const countryCode = form.watch('countryCode');
  const states = useStates(countryCode);
  const stateOptions = locationOptions(states.data ?? []);

  const submit = form.handleSubmit((values) => failure.attempt(() => onSubmit(values, logo)));

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkFile(file, 'logo', { extensions: LOGO_EXTENSIONS }) : null;
    setLogoError(problem);
    // A rejected file clears the value.
    if (problem) event.target.value = '';
    setLogo(problem ? null : file);
  };

  const countryField = form.register('countryCode', {
    // The location is a state of the country: another country's states no longer apply.
    onChange: () => form.setValue('location', ''),
  });
  const locationError = errors.location?.message;

  return (
    <PageForm
      onSubmit={submit}
      failure={failure.message}
      cancelHref="/organizations"
      submitLabel="Create organization"
      submitting={isSubmitting}
    >
      <PageFormSection legend="The organization">
        <TextField
          label="Organization name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Support email"
          type="email"
          autoComplete="off"
          hint="Where its customers write for help"
          error={errors.supportEmail?.message}
          {...form.register('supportEmail')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            error={errors.countryCode?.message}
            {...countryField}
          />
          {/* A country without a list of states takes the location as typed. */}
          {states.isSuccess && stateOptions.length === 0 ? (
            <TextField
              label="Location"
              autoComplete="off"
              error={locationError}
              {...form.register('location')}
            />
          ) : (
            <SelectField
              label="Location"
              hint="The state it is in"
              placeholder={states.isPending ? 'Loading the states…' : 'Select a state'}
              options={stateOptions}
              error={locationError}
              {...form.register('location')}
            />
          )}
        </div>
        <TextField
          label="Branch address"
          autoComplete="off"
          error={errors.branchAddress?.message}
          {...form.register('branchAddress')}
        />
        <div className="flex flex-col gap-1">
          <label className="font-medium text-ink" htmlFor={logoId}>
            Logo (optional)
          </label>
          <input
            id={logoId}
            type="file"
            accept={LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            onChange={chooseLogo}
            aria-describedby={`${logoId}-note`}
            aria-invalid={logoError ? true : undefined}
          />
          <p id={`${logoId}-note`} className={logoError ? 'text-red-600 text-xs' : 'text-muted text-xs'}>
            {logoError ??
              errors.logo?.message ??
              'PNG or JPEG, less than 1MB. Without one, the business’s logo shows.'}
          </p>
        </div>
      </PageFormSection>
      <PageFormSection
        legend="Its first staff member"
        note="They are emailed an invitation to register; they see only this organization."
      >
        <PersonFields register={form.register} errors={errors} someoneElse />
      </PageFormSection>
    </PageForm>
  );
}
