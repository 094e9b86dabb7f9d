/**
 * The Organization fields, validated with the API's own schema (ZCreateOrganizationRequest): the
 * organization, its first staff member (invited by email), where it is (a state of its country) and an
 * optional logo (PNG or JPEG under 1MB, checked before anything is sent).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkFile,
  cleanTel,
  type TCountry,
  type TCreateOrganizationRequest,
  ZCreateOrganizationRequest,
} from '@verity/client';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../lib/use-form-failure';
import { withCleaner } from '../../../lib/with-cleaner';
import { useStates } from '../api';
import { LOGO_EXTENSIONS, locationOptions, organizationDefaults } from '../lib/organization-form';

const fields = [
  'name',
  'firstName',
  'lastName',
  'email',
  'supportEmail',
  'countryCode',
  'mobile',
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

  const submit = form.handleSubmit(async (values) => {
    failure.setMessage(null);
    try {
      await onSubmit(values, logo);
    } catch (error) {
      failure.report(error);
    }
  });

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
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">The organization</legend>
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
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Its first staff member</legend>
        <p className="text-muted text-sm">
          They are emailed an invitation to register; they see only this organization.
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
          label="Email address"
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
        <ButtonLink href="/organizations" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Create organization
        </Button>
      </div>
    </form>
  );
}
