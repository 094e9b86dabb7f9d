import { zodResolver } from '@hookform/resolvers/zod';
import { cleanTel, type TSettlementAccount, ZSettlementAccountRequest } from '@verity/client';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { saveStep, useProfileMutation } from '../api';
import { stepInfo } from '../lib/activation-steps';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

type Input = z.input<typeof ZSettlementAccountRequest>;
type Output = z.output<typeof ZSettlementAccountRequest>;

const fields = ['bankName', 'accountNumber', 'accountName'] as const;

/** Settlement account: the bank account the business is settled to. */
export function SettlementAccountStep({ profile, editable, next, onSaved }: StepProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZSettlementAccountRequest),
    defaultValues: profile.settlementAccount ?? { bankName: '', accountNumber: '', accountName: '' },
  });
  const failure = useFormFailure(fields, form.setError);
  const save = useProfileMutation((businessId, body: TSettlementAccount) =>
    api.onboarding.saveSettlementAccount(businessId, body),
  );
  const { errors } = form.formState;

  const submit = form.handleSubmit(saveStep(save, failure, onSaved));

  return (
    <StepForm
      label={stepInfo['settlement-account'].label}
      editable={editable}
      next={next}
      pending={save.isPending}
      failure={failure.message}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Bank name"
          autoComplete="off"
          error={errors.bankName?.message}
          {...form.register('bankName')}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 20 digits"
          error={errors.accountNumber?.message}
          {...form.register('accountNumber', {
            // Digits only, as the person types (the tel cleaner).
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              form.setValue('accountNumber', cleanTel(event.target.value)),
          })}
        />
        <TextField
          label="Account name"
          autoComplete="off"
          className="sm:col-span-2"
          hint="The name on the account, as the bank has it"
          error={errors.accountName?.message}
          {...form.register('accountName')}
        />
      </div>
    </StepForm>
  );
}
