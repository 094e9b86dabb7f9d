import { zodResolver } from '@hookform/resolvers/zod';
import {
  pricingModels,
  type TPlan,
  type TPricingModel,
  ZContactSalesRequest,
  ZSubscriptionAndPricingRequest,
} from '@verity/client';
import { useId } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { includedChecksText, monthlyPriceText, usePlans } from '../../billing';
import { saveStep, useProfileMutation } from '../api';
import {
  chooseTier,
  expectedChecksInput,
  pricingDefaults,
  pricingModelHints,
  pricingModelLabels,
  pricingRequest,
  selectableTiers,
  tierOf,
} from '../lib/pricing-choice';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

/**
 * The step's form is the two requests side by side, each checked by its own client schema: the pricing
 * (PUT subscription-and-pricing) and, for Enterprise, what sales should know (POST contact-sales).
 */
const ZPricingStep = z.object({ pricing: ZSubscriptionAndPricingRequest, sales: ZContactSalesRequest });
type Input = z.input<typeof ZPricingStep>;
type Output = z.output<typeof ZPricingStep>;

/** The server names each request's own fields; the form holds them under the request they belong to. */
const formPaths = {
  model: 'pricing.model',
  subplanIds: 'pricing.subplanIds',
  message: 'sales.message',
  expectedChecksPerMonth: 'sales.expectedChecksPerMonth',
} as const;
type ServerField = keyof typeof formPaths;
const serverFields = Object.keys(formPaths) as ServerField[];

const MESSAGE_MAX = 2000;

/** Enterprise: the model saved first (contact-sales keeps one already chosen), then sales told. */
async function saveChoice(businessId: string, values: Output) {
  if (values.pricing.model !== 'enterprise')
    return api.onboarding.saveSubscriptionAndPricing(
      businessId,
      pricingRequest({
        model: values.pricing.model,
        subplanIds: values.pricing.subplanIds ?? [],
      }),
    );
  await api.onboarding.saveSubscriptionAndPricing(businessId, { model: 'enterprise' });
  return api.onboarding.contactSales(businessId, values.sales);
}

/**
 * Subscription and pricing: pay as you go, a tier per product from the plans, or Enterprise through
 * "Talk to sales". The agreement prints what is chosen here.
 */
export function SubscriptionAndPricingStep(props: StepProps) {
  const plans = usePlans();
  const failure = useQueryFailure(plans.error);
  if (plans.isError)
    return (
      <QueryError
        message={failure}
        onRetry={() => void plans.refetch()}
        fallback="The plans could not be loaded."
      />
    );
  if (!plans.data) return <Spinner label="Loading the plans" />;
  return <PricingForm {...props} plans={plans.data} />;
}

function PricingForm({ profile, editable, next, onSaved, plans }: StepProps & { plans: TPlan[] }) {
  const modelName = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZPricingStep),
    defaultValues: { pricing: pricingDefaults(profile.subscriptionAndPricing), sales: { message: '' } },
  });
  const failure = useFormFailure<Record<ServerField, string>>(serverFields, (field, error, options) => {
    const path = formPaths[field as ServerField];
    if (path) form.setError(path, error, options);
  });
  const save = useProfileMutation(saveChoice);
  const model = useWatch({ control: form.control, name: 'pricing.model' }) as TPricingModel;
  const subplanIds = useWatch({ control: form.control, name: 'pricing.subplanIds' }) ?? [];
  const { errors } = form.formState;

  const submit = form.handleSubmit(saveStep(save, failure, onSaved));

  function onTier(plan: TPlan, subplanId: string) {
    form.setValue('pricing.subplanIds', chooseTier(subplanIds, plans, plan.id, subplanId), {
      shouldValidate: form.formState.isSubmitted,
    });
  }

  return (
    <StepForm
      step="subscription-and-pricing"
      editable={editable}
      next={next}
      pending={save.isPending}
      failure={failure.message}
      onSubmit={submit}
      submitLabel={model === 'enterprise' ? 'Talk to sales' : 'Save & continue'}
    >
      {profile.toBeContacted && (
        <Alert tone="info">You asked our sales team to contact you: they will be in touch shortly.</Alert>
      )}
      <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
        <legend className="mb-2 font-semibold text-ink">How will you pay once live?</legend>
        {pricingModels.map((option) => (
          <div key={option} className="flex items-start gap-2">
            <input
              id={`${modelName}-${option}`}
              type="radio"
              value={option}
              className="mt-1 accent-brand-600"
              aria-describedby={`${modelName}-${option}-hint`}
              {...form.register('pricing.model', {
                // What sales should know belongs to Enterprise only: it must not hold back another choice.
                onChange: () => form.setValue('sales', { message: '' }),
              })}
            />
            <div className="flex flex-col">
              <label htmlFor={`${modelName}-${option}`} className="font-medium text-ink">
                {pricingModelLabels[option]}
              </label>
              <span id={`${modelName}-${option}-hint`} className="text-muted text-sm">
                {pricingModelHints[option]}
              </span>
            </div>
          </div>
        ))}
      </fieldset>

      {model === 'plan' && (
        <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
          <legend className="mb-2 font-semibold text-ink">Choose a tier for the products you will use</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {plans.map((plan) => (
              <SelectField
                key={plan.id}
                label={`${plan.name} tier`}
                value={tierOf(subplanIds, plan)}
                onChange={(event) => onTier(plan, event.target.value)}
                options={[
                  { value: '', label: 'No plan' },
                  ...selectableTiers(plan).map((tier) => ({
                    value: tier.id,
                    label: [tier.name, monthlyPriceText(tier), includedChecksText(tier)]
                      .filter(Boolean)
                      .join(' · '),
                  })),
                ]}
              />
            ))}
          </div>
          {errors.pricing?.subplanIds?.message && (
            <p role="alert" className="text-red-600 text-sm">
              {errors.pricing.subplanIds.message}
            </p>
          )}
        </fieldset>
      )}

      {model === 'enterprise' && (
        <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
          <legend className="mb-2 font-semibold text-ink">Talk to sales</legend>
          <p className="text-sm">
            Tell us what you need: our sales team agrees volume pricing and terms with you.
          </p>
          <TextField
            label="Expected checks per month (optional)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.sales?.expectedChecksPerMonth?.message}
            {...form.register('sales.expectedChecksPerMonth', { setValueAs: expectedChecksInput })}
          />
          <MessageField
            error={errors.sales?.message?.message}
            registration={form.register('sales.message')}
          />
        </fieldset>
      )}
    </StepForm>
  );
}

function MessageField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        Message (optional)
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
