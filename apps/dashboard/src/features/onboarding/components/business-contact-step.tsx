import { zodResolver } from '@hookform/resolvers/zod';
import { cleanTel, type TBusinessContactRequest, ZBusinessContactRequest } from '@verity/client';
import type { ChangeEvent } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useAuthStore } from '../../../session/auth-store';
import { saveStep, useProfileMutation } from '../api';
import { stepInfo } from '../lib/activation-steps';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

type Input = z.input<typeof ZBusinessContactRequest>;
type Output = z.output<typeof ZBusinessContactRequest>;

const fields: readonly Path<Input>[] = [
  'address',
  'city',
  'state',
  'supportEmail',
  'supportPhone',
  'website',
  'person.firstName',
  'person.lastName',
  'person.email',
  'person.mobile',
  'person.jobTitle',
];

/** What was saved, else the signed-in user as the contact person (usually who fills this in). */
function defaults(saved: StepProps['profile']['contact']): Input {
  if (saved) return { ...saved, website: saved.website ?? '' };
  const user = useAuthStore.getState().user;
  return {
    address: '',
    city: '',
    state: '',
    supportEmail: '',
    supportPhone: '',
    website: '',
    person: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      mobile: user?.mobile ?? '',
      jobTitle: '',
    },
  };
}

/** Business contact: the address, support lines and the person we talk to about the account. */
export function BusinessContactStep({ profile, editable, next, onSaved }: StepProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZBusinessContactRequest),
    defaultValues: defaults(profile.contact),
  });
  const failure = useFormFailure(fields, form.setError);
  const save = useProfileMutation((businessId, body: TBusinessContactRequest) =>
    api.onboarding.saveContact(businessId, body),
  );
  const { errors } = form.formState;
  // The tel cleaner keeps digits only, as the person types.
  const tel = (name: 'supportPhone' | 'person.mobile') =>
    form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, cleanTel(event.target.value)),
    });

  const submit = form.handleSubmit(saveStep(save, failure, onSaved));

  return (
    <StepForm
      label={stepInfo['business-contact'].label}
      editable={editable}
      next={next}
      pending={save.isPending}
      failure={failure.message}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="Support email"
          type="email"
          autoComplete="email"
          error={errors.supportEmail?.message}
          {...form.register('supportEmail')}
        />
        <TextField
          label="Support phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.supportPhone?.message}
          {...tel('supportPhone')}
        />
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          className="sm:col-span-2"
          error={errors.website?.message}
          {...form.register('website')}
        />
      </div>
      <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink">Contact person</legend>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.person?.firstName?.message}
          {...form.register('person.firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.person?.lastName?.message}
          {...form.register('person.lastName')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.person?.email?.message}
          {...form.register('person.email')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.person?.mobile?.message}
          {...tel('person.mobile')}
        />
        <TextField
          label="Job title"
          autoComplete="organization-title"
          error={errors.person?.jobTitle?.message}
          {...form.register('person.jobTitle')}
        />
      </fieldset>
    </StepForm>
  );
}
