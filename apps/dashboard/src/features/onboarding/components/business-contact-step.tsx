import { ZBusinessContactRequest } from '@verity/client';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { PersonFields } from '../../../components/person-fields';
import { SupportContactFields } from '../../../components/support-contact-fields';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../session/auth-store';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

type Input = z.input<typeof ZBusinessContactRequest>;

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
export function BusinessContactStep({ profile, onSaved, ...place }: StepProps) {
  const { form, errors, frame } = useStepForm({
    call: (businessId, body) => api.onboarding.saveContact(businessId, body),
    fields,
    schema: ZBusinessContactRequest,
    defaultValues: defaults(profile.contact),
    onSaved,
  });

  return (
    <StepForm step="business-contact" {...place} {...frame}>
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
        <SupportContactFields register={form.register} errors={errors} />
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
        <PersonFields
          register={(field) => form.register(`person.${field}` as const)}
          errors={errors.person}
          layout="cells"
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
