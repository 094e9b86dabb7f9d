import {
  activationCountries,
  industries,
  type TBusinessCheck,
  ZBusinessInformationRequest,
} from '@verity/client';
import clsx from 'clsx';
import { type Ref, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/toasts/toast-store';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { countryName } from '../../../lib/format';
import { useBusinessProfile } from '../../../shell/use-business-profile';
import { stepInfo, stepPath } from '../lib/activation-steps';
import { describeBusinessCheck, isCleanCheck } from '../lib/business-check';
import { LogoField } from './logo-field';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

type Input = z.input<typeof ZBusinessInformationRequest>;

const fields = ['companyName', 'registrationNumber', 'tin', 'countryCode', 'industry', 'logo'] as const;
const countryOptions = activationCountries.map((code) => ({ value: code, label: countryName(code) }));
const industryOptions = industries.map((industry) => ({ value: industry, label: industry }));
/** An empty select is a missing answer: the schema then says "is required", not "should be one of…". */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** The form's start: what was saved, else what sign-up knows (the company's name, its country). */
function defaults(
  saved: StepProps['profile']['information'],
  business: ReturnType<typeof useBusinessProfile>['data'],
): Partial<Input> {
  if (saved)
    return {
      companyName: saved.companyName,
      registrationNumber: saved.registrationNumber,
      tin: saved.tin ?? '',
      countryCode: saved.countryCode,
      industry: saved.industry as Input['industry'],
      logo: saved.logo ?? '',
    };
  const country = (activationCountries as readonly string[]).includes(business?.countryCode ?? '')
    ? business?.countryCode
    : 'NG';
  return {
    companyName: business?.information.companyName ?? '',
    registrationNumber: business?.information.registrationNumber ?? '',
    tin: '',
    countryCode: country,
    logo: '',
  };
}

/**
 * Business information: the company, its registration number (the server normalises it and looks it up
 * in the registry; the answer shows here), TIN, country, industry and logo. A clean registry answer goes
 * on to the next step; anything else stays here so the business reads the warning first.
 */
export function BusinessInformationStep({ profile, onSaved, ...place }: StepProps) {
  const business = useBusinessProfile().data;
  const checkRef = useRef<HTMLElement>(null);
  const { form, errors, frame } = useStepForm({
    call: (businessId, body) => api.onboarding.saveInformation(businessId, body),
    // The sidebar shows the business's name, number and logo: the session is read again with the answer.
    session: true,
    fields,
    schema: ZBusinessInformationRequest,
    defaultValues: defaults(profile.information, business),
    onSaved: (answer) => {
      if (isCleanCheck(answer.data.businessCheck)) {
        onSaved(answer);
        return;
      }
      // Stay: the registry said something the business should read before going on.
      toast.success(answer.message);
      checkRef.current?.focus();
    },
  });

  return (
    <div className="flex flex-col gap-4">
      {profile.businessCheck && (
        <BusinessCheckNotice
          ref={checkRef}
          check={profile.businessCheck}
          next={profile.steps['business-information'] ? place.next : null}
        />
      )}
      <StepForm step="business-information" {...place} {...frame}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company name"
            autoComplete="organization"
            hint="As registered, e.g. Sandbox Industries Limited"
            error={errors.companyName?.message}
            {...form.register('companyName')}
          />
          <TextField
            label="Registration number"
            autoComplete="off"
            spellCheck={false}
            hint="Your company's registration number, e.g. RC1234567"
            error={errors.registrationNumber?.message}
            {...form.register('registrationNumber')}
          />
          <TextField
            label="Tax identification number (TIN, optional)"
            autoComplete="off"
            spellCheck={false}
            error={errors.tin?.message}
            {...form.register('tin')}
          />
          <SelectField
            label="Country"
            options={countryOptions}
            error={errors.countryCode?.message}
            {...form.register('countryCode')}
          />
          <SelectField
            label="Industry"
            placeholder="Select an industry"
            options={industryOptions}
            error={errors.industry?.message}
            {...form.register('industry', { setValueAs: emptyAsMissing })}
          />
          <Controller
            control={form.control}
            name="logo"
            render={({ field, fieldState }) => (
              <LogoField
                ref={field.ref}
                value={field.value ?? ''}
                savedPreview={profile.information?.logo ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={!place.editable}
              />
            )}
          />
        </div>
      </StepForm>
    </div>
  );
}

const checkTones = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-brand-100 bg-brand-50 text-brand-700',
} as const;

/** The registry's last answer, focused after a save that did not come back clean. */
function BusinessCheckNotice({
  check,
  next,
  ref,
}: {
  check: TBusinessCheck;
  next: StepProps['next'];
  ref: Ref<HTMLElement>;
}) {
  const summary = describeBusinessCheck(check);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="business-check-title"
      className={clsx('flex flex-col gap-1 rounded-lg border px-4 py-3 text-sm', checkTones[summary.tone])}
    >
      <h3 id="business-check-title" className="font-semibold">
        Registry check: {summary.title}
      </h3>
      <p>{summary.text}</p>
      {next && !isCleanCheck(check) && (
        <TextLink href={stepPath(next)} className="self-start text-inherit underline">
          Continue to {stepInfo[next].label}
        </TextLink>
      )}
    </section>
  );
}
